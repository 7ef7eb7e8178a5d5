/// One view (or window) and its attributes; its place in the tree is kept by `ViewHierarchy`.
public struct View: Hashable, Sendable {
    // Stored properties are laid out in this order: references first, then numbers, then the small values
    // packed together (a scene of a million views keeps a million of these: 240 bytes each). The flags are bits
    // of `ViewFlags`; what few views have (a transform, a controller, a slider's value, a window's level) lives
    // out of line (`RareValues`). Both read through the properties below.
    /// The unique name that identifies the view in a scene, a trace and a report. Any non-empty text.
    public var name: String
    /// The class as the app names it (`Button1`, `UIButton`, `_TtC5MyApp8CardView`).
    public var className: String
    /// An identifier kept from the source (a dump's address), shown next to the name.
    public var sourceID: String?
    /// Drawing: a CSS-like colour name or `#rrggbb`.
    public var color: String?
    /// Drawing: a button's title or a label's text.
    public var title: String?
    /// Attributes kept from the source, in their order, written back as `attributes:`.
    public var attributes: [ExtraAttribute]
    /// `gestureRecognizers`, in the order they were added.
    public var gestures: [GestureRecognizer]
    /// A running animation of the frame, if the view is in flight.
    public var animation: ViewAnimation?
    /// The frame in the superview's bounds space, before `transform`: it fixes the view's centre and bounds size.
    public var frame: Rect
    /// The bounds origin: a scroll view's `contentOffset`. Subviews are placed relative to it.
    public var boundsOrigin: Point
    /// What few views have (`RareValues`), when any of it differs from the defaults.
    private var rare: RareAttributes?
    public var alpha: Double
    public var hitTestRule: HitTestRule
    /// The line of the source file that declares the view (for findings that point into the file), if known.
    public var sourceLine: Int?
    public var pointInsideRule: PointInsideRule
    private var flags: ViewFlags
    /// The UIKit class whose defaults apply (resolved from `className` and an optional `baseClass`).
    public var uikitClass: ViewClass
    /// nil: the class default (an enabled control handles, everything else forwards).
    public var touches: TouchHandling?

    /// For a `UISlider`: its `value` in its default range 0…1 (UIKit's default: 0); it places the thumb.
    public var sliderValue: Double {
        get { rare?.values.sliderValue ?? 0 }
        set { editRare { $0.sliderValue = newValue } }
    }
    /// For windows: higher levels are in front; equal levels keep the scene's order, later in front.
    public var windowLevel: Double {
        get { rare?.values.windowLevel ?? 0 }
        set { editRare { $0.windowLevel = newValue } }
    }
    /// Set when the view is a controller's root view.
    public var controller: ViewController? {
        get { rare?.values.controller }
        set { editRare { $0.controller = newValue } }
    }
    /// Applied about the view's centre, as UIKit does with the default anchor point.
    public var transform: Transform2D {
        get { rare?.values.transform ?? .identity }
        set { editRare { $0.transform = newValue } }
    }
    /// For scroll views: what decides which ways a drag scrolls it (`contentSize`, `isScrollEnabled`, `bounces`,
    /// `alwaysBounceVertical`, `alwaysBounceHorizontal`).
    public var scrolling: ScrollSettings {
        get { rare?.values.scrolling ?? ScrollSettings() }
        set { editRare { $0.scrolling = newValue } }
    }
    /// For value controls (segmented controls, steppers, page controls, a slider's `isContinuous`): what a touch
    /// changes, as set; UIKit's defaults otherwise.
    public var controls: ControlSettings {
        get { rare?.values.controls ?? ControlSettings() }
        set { editRare { $0.controls = newValue } }
    }
    /// For tables, collections and their cells: `allowsMultipleSelection` and whether a cell is selected.
    public var selection: SelectionSettings {
        get { rare?.values.selection ?? SelectionSettings() }
        set { editRare { $0.selection = newValue } }
    }
    /// Drawing only: the frame of the view's `mask` view, in the view's bounds space; the view and its subviews are
    /// drawn only inside it. Hit-testing never reads it (UIKit's `hitTest` ignores the mask).
    public var mask: Rect? {
        get { rare?.values.mask }
        set { editRare { $0.mask = newValue } }
    }

    private mutating func editRare(_ edit: (inout RareValues) -> Void) {
        var values = rare?.values ?? RareValues()
        edit(&values)
        rare = RareAttributes.boxed(values)
    }

    /// `alwaysBounceVertical`: as set, else UIKit's default for the class, YES for a UITableView and NO for other
    /// scroll views (a UICollectionView's is NO).
    public var alwaysBounceVertical: Bool {
        scrolling.alwaysBounceVerticalSetting ?? (uikitClass.uikitClass == "UITableView")
    }
    public var isHidden: Bool {
        get { flags.contains(.hidden) }
        set { flags.set(.hidden, newValue) }
    }
    public var isUserInteractionEnabled: Bool {
        get { flags.contains(.userInteractionEnabled) }
        set { flags.set(.userInteractionEnabled, newValue) }
    }
    /// Drawing only: it clips what the subviews draw, never where touches go. The class decides the default
    /// (`ViewClass.clipsToBoundsByDefault`: scroll views clip).
    public var clipsToBounds: Bool {
        get { flags.contains(.clipsToBounds) }
        set { flags.set(.clipsToBounds, newValue) }
    }
    /// For controls: a disabled control is still the hit-test view, but forwards its touches and sends no action.
    public var isEnabled: Bool {
        get { flags.contains(.enabled) }
        set { flags.set(.enabled, newValue) }
    }
    /// Whether this is a window (a top-level view of the application).
    public var isWindow: Bool {
        get { flags.contains(.window) }
        set { flags.set(.window, newValue) }
    }
    /// `exclusiveTouch` (UIKit's default: NO): while this view is touched no other view of its window receives
    /// touches, and it receives none while another view is touched (docs/gestures.md, "Several fingers").
    public var isExclusiveTouch: Bool {
        get { flags.contains(.exclusiveTouch) }
        set { flags.set(.exclusiveTouch, newValue) }
    }
    /// `multipleTouchEnabled` (UIKit's default: NO): without it the view receives only the first finger on it.
    public var isMultipleTouchEnabled: Bool {
        get { flags.contains(.multipleTouchEnabled) }
        set { flags.set(.multipleTouchEnabled, newValue) }
    }
    /// For scroll views: `delaysContentTouches` (UIKit's default: YES), the content hears of a touch only once
    /// the scroll view knows the finger does not scroll (docs/gestures.md, "Scroll views and their content").
    public var delaysContentTouches: Bool {
        get { flags.contains(.delaysContentTouches) }
        set { flags.set(.delaysContentTouches, newValue) }
    }
    /// For scroll views: `canCancelContentTouches` (UIKit's default: YES), a drag may take a touch back from the
    /// content that already tracks it.
    public var canCancelContentTouches: Bool {
        get { flags.contains(.canCancelContentTouches) }
        set { flags.set(.canCancelContentTouches, newValue) }
    }
    /// For scroll views: still moving after a flick (`isDecelerating`); a touch only stops it.
    public var isDecelerating: Bool {
        get { flags.contains(.decelerating) }
        set { flags.set(.decelerating, newValue) }
    }
    /// For a `UISwitch`: `isOn` (UIKit's default: NO); it places the knob.
    public var isOn: Bool {
        get { flags.contains(.on) }
        set { flags.set(.on, newValue) }
    }
    /// For tables and collections: `allowsSelection` (UIKit's default: YES).
    public var allowsSelection: Bool {
        get { flags.contains(.allowsSelection) }
        set { flags.set(.allowsSelection, newValue) }
    }
    /// For tables and collections: `isEditing` (UIKit's default: NO).
    public var isEditing: Bool {
        get { flags.contains(.editing) }
        set { flags.set(.editing, newValue) }
    }
    /// For tables and collections: `allowsSelectionDuringEditing` (UIKit's default: NO).
    public var allowsSelectionDuringEditing: Bool {
        get { flags.contains(.allowsSelectionDuringEditing) }
        set { flags.set(.allowsSelectionDuringEditing, newValue) }
    }
    /// For cells: what the delegate's `shouldHighlightRowAt` / `shouldHighlightItemAt` answers (default: YES).
    public var shouldHighlight: Bool {
        get { flags.contains(.shouldHighlight) }
        set { flags.set(.shouldHighlight, newValue) }
    }
    /// For cells: the delegate's `willSelectRowAt` returns nil (for a collection: `shouldSelectItemAt` answers NO).
    public var willSelectReturnsNil: Bool {
        get { flags.contains(.willSelectReturnsNil) }
        set { flags.set(.willSelectReturnsNil, newValue) }
    }

    /// A view with UIKit's defaults for its class.
    public init(name: String, className: String = "UIView", baseClass: String? = nil, frame: Rect = .zero) {
        let uikitClass = ViewClass(name: className, baseClass: baseClass)
        self.name = name
        self.className = className
        self.sourceID = nil
        self.color = nil
        self.title = nil
        self.attributes = []
        self.gestures = []
        self.animation = nil
        self.frame = frame
        self.boundsOrigin = .zero
        self.rare = nil
        self.alpha = 1
        self.hitTestRule = .standard
        self.sourceLine = nil
        self.pointInsideRule = .bounds
        // UIKit's defaults: enabled, delays and can cancel content touches, allows selection, highlights; the
        // class decides userInteractionEnabled and clipsToBounds. Every other flag is NO. (Set before `self` is
        // whole: a setter called on it here copied the view.)
        var flags: ViewFlags = [.enabled, .delaysContentTouches, .canCancelContentTouches, .allowsSelection, .shouldHighlight]
        flags.set(.userInteractionEnabled, uikitClass.isInteractiveByDefault)
        flags.set(.clipsToBounds, uikitClass.clipsToBoundsByDefault)
        self.flags = flags
        self.uikitClass = uikitClass
        self.touches = nil
    }

    /// The bounds: origin from `boundsOrigin`, size from `frame`.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// The first skip rule of UIKit's default `hitTest` that applies, if any.
    public var skipReason: SkipReason? {
        if isHidden { return .hidden }
        if isTransparent { return .transparent }
        if !isUserInteractionEnabled { return .userInteractionDisabled }
        if let animation, !animation.allowsUserInteraction { return .animating }
        return nil
    }

    /// Whether the view is a control that tracks touches and sends actions.
    public var isControl: Bool { uikitClass.isControl }

    /// Whether the view is a `UIScrollView` (or a table, collection or text view): it has a built-in pan
    /// recognizer and rules for its content's touches.
    public var isScrollView: Bool { uikitClass.isScrollView }

    /// What the view does with touches it receives, after class defaults.
    public var effectiveTouches: TouchHandling {
        if let touches { return touches }
        return isControl && isEnabled ? .handle : .forward
    }

    /// Whether the view would do anything with a touch it got: a control, a view that handles touches, one with
    /// gesture recognizers, or a scroll view. A title label or an image inside a button does not.
    public var usesTouches: Bool { isControl || effectiveTouches == .handle || !gestures.isEmpty || isScrollView }

    /// `pointInside:withEvent:` for a point in the view's own bounds space.
    public func pointInsideResult(_ point: Point) -> Bool {
        pointInsideRule.contains(point, bounds: bounds)
    }

    /// The class as people read it: `Button1 (UIButton)` for an app class with a known UIKit ancestor.
    public var classDescription: String {
        className == uikitClass.uikitClass ? className : "\(className) : \(uikitClass.uikitClass)"
    }
}
