import HitScopeCore

/// Tells a misspelt UIKit class (`UIButon`) from an app's own class: a name that starts with `UI`, is not a class
/// HitScope knows, and is one or two edits from one it knows, looks like UIKit's.
enum UIKitClassSpelling {
    /// The known UIKit class `name` looks like a misspelling of, if any.
    static func nearest(to name: String) -> String? {
        // The bytes first: a name that `hasPrefix("UI")` starts with those two bytes, and most names are known.
        var bytes = name.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "U"), bytes.next() == UInt8(ascii: "I"), !ViewClass.isKnown(name), name.hasPrefix("UI") else { return nil }
        return nearestName(to: name, among: ViewClass.known.sorted()) { min(2, $0.count / 4) }
    }
}
