import HitScopeCore

/// Tells a misspelt UIKit class (`UIButon`) from an app's own class: a name that starts with `UI`, is not a class
/// HitScope knows, and is one or two edits from one it knows, looks like UIKit's.
enum UIKitClassSpelling {
    /// The known UIKit class `name` looks like a misspelling of, if any.
    static func nearest(to name: String) -> String? {
        guard name.hasPrefix("UI"), !ViewClass.isKnown(name) else { return nil }
        return nearestName(to: name, among: ViewClass.known.sorted()) { min(2, $0.count / 4) }
    }
}
