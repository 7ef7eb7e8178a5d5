/// What HitScope knows about a UIKit class name: the defaults a view of that class starts with.
///
/// Unknown class names (an app's own `Button1`, `MyCardView`, ...) behave as `UIView` unless the scene names a
/// UIKit ancestor with `baseClass` (as `recursiveDescription` does: `<Button1: 0x…; baseClass = UIButton; …>`).
public struct ViewClass: Hashable, Sendable {
    /// The UIKit class whose defaults apply.
    public let uikitClass: String

    /// The UIKit classes HitScope knows by name.
    public static let known: Set<String> = Set(interactiveByDefault.keys)

    /// `userInteractionEnabled` defaults by class, as UIKit sets them (seed 000's table: UIImageView NO, UILabel NO,
    /// UIView YES).
    private static let interactiveByDefault: [String: Bool] = [
        "UIView": true, "UIWindow": true, "UIControl": true, "UIButton": true, "UISwitch": true,
        "UISlider": true, "UISegmentedControl": true, "UITextField": true, "UIStepper": true,
        "UIScrollView": true, "UITableView": true, "UITableViewCell": true, "UICollectionView": true,
        "UICollectionViewCell": true, "UIStackView": true, "UITextView": true, "UINavigationBar": true,
        "UITabBar": true, "UIToolbar": true, "UIVisualEffectView": true,
        "UILabel": false, "UIImageView": false,
    ]

    private static let controls: Set<String> = [
        "UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField", "UIStepper",
    ]

    /// Resolves a class name (and an optional UIKit base class) to the defaults that apply.
    public init(name: String, baseClass: String? = nil) {
        if Self.known.contains(name) {
            uikitClass = name
        } else if let baseClass, Self.known.contains(baseClass) {
            uikitClass = baseClass
        } else {
            uikitClass = "UIView"
        }
    }

    /// Whether a fresh instance has `userInteractionEnabled == YES`.
    public var isInteractiveByDefault: Bool { Self.interactiveByDefault[uikitClass] ?? true }

    /// Whether the class is a `UIControl`: it tracks touches itself and sends actions.
    public var isControl: Bool { Self.controls.contains(uikitClass) }
}
