/// What HitScope knows about a UIKit class name: the defaults a view of that class starts with.
///
/// Unknown class names (an app's own `Button1`, `MyCardView`, ...) behave as `UIView` unless the scene names a
/// UIKit ancestor with `baseClass` (as `recursiveDescription` does: `<Button1: 0x…; baseClass = UIButton; …>`).
public struct ViewClass: Hashable, Sendable {
    /// Its place in `names`: one byte per view, not a string.
    private let index: UInt8

    /// The UIKit class whose defaults apply.
    public var uikitClass: String { Self.names[Int(index)] }

    /// The UIKit classes HitScope knows by name.
    public static let known: Set<String> = Set(names)

    /// Whether HitScope knows a UIKit class by this name: its bytes are a known class's, as `init(name:baseClass:)`
    /// finds it.
    public static func isKnown(_ name: String) -> Bool { indexes.contains(name) }

    /// The known classes: `UIView` first (the default), the interactive ones, the non-interactive ones after
    /// `firstNonInteractive` (seed 000's table: UIImageView NO, UILabel NO, UIView YES), the controls among the
    /// interactive ones.
    private static let names = [
        "UIView", "UIWindow", "UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl", "UITextField",
        "UIStepper", "UIPageControl", "UIDatePicker", "UIColorWell", "UIScrollView", "UITableView", "UITableViewCell",
        "UICollectionView", "UICollectionViewCell",
        "UIStackView", "UITextView", "UINavigationBar", "UITabBar", "UIToolbar", "UIVisualEffectView",
        "UILabel", "UIImageView",
    ]
    private static let firstNonInteractive = 23
    /// `UIControl` … `UIColorWell`.
    private static let controls = 2...11
    /// Each known name's place in `names`, found by its bytes (every view of a scene asks).
    private static let indexes = NameTable(names)

    /// Resolves a class name (and an optional UIKit base class) to the defaults that apply.
    public init(name: String, baseClass: String? = nil) {
        index = UInt8(truncatingIfNeeded: Self.indexes.index(of: name) ?? baseClass.flatMap { Self.indexes.index(of: $0) } ?? 0)
    }

    /// Whether a fresh instance has `userInteractionEnabled == YES`.
    public var isInteractiveByDefault: Bool { index < Self.firstNonInteractive }

    /// Whether the class is a `UIScrollView` or one of its subclasses (table, collection and text views).
    public var isScrollView: Bool { Self.scrollViews & (1 << index) != 0 }
    /// The scroll views' bits, by their place in `names` (a bit test, not a hashed lookup: every view asks).
    private static let scrollViews: UInt64 = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"].reduce(0) { bits, name in
        indexes.index(of: name).map { bits | 1 << $0 } ?? bits
    }

    /// Whether a fresh instance has `clipsToBounds == YES`: `UIScrollView` and its subclasses (table, collection
    /// and text views) clip their content ("The default value of this property is YES", `UIScrollView`'s
    /// `clipsToBounds` note; their `recursiveDescription` lines print `clipsToBounds = YES`); every other class does
    /// not (`UIView.clipsToBounds`: "The default value of this property is NO").
    public var clipsToBoundsByDefault: Bool { isScrollView }

    /// Whether the class is a `UIControl`: it tracks touches itself and sends actions.
    public var isControl: Bool { Self.controls.contains(Int(index)) }
}
