/// The state of UIKit's value controls that a touch changes (docs/gestures.md, "Controls"): a segmented control's
/// segments and selection, a stepper's value and range, a page control's pages, and whether a slider or stepper
/// sends its value changes continuously. Every value starts at UIKit's default; a slider's `value` and a switch's
/// `isOn` are the view's own (`View.sliderValue`, `View.isOn`).
public struct ControlSettings: Hashable, Sendable {
    /// A `UISegmentedControl`'s `numberOfSegments`; nil: its `UISegment` subviews (as a dump prints them), else none.
    public var numberOfSegments: Int?
    /// A `UISegmentedControl`'s `selectedSegmentIndex` (UIKit's default: `noSegment`, -1).
    public var selectedSegmentIndex = -1
    /// A `UISegmentedControl`'s `isMomentary` (UIKit's default: NO): segments show no selected state, and every tap
    /// on a segment sends `valueChanged`.
    public var isMomentary = false
    /// A `UIStepper`'s `value` (UIKit's default: 0), `minimumValue` (0), `maximumValue` (100) and `stepValue` (1).
    public var stepperValue = 0.0
    public var minimumValue = 0.0
    public var maximumValue = 100.0
    public var stepValue = 1.0
    /// A `UIStepper`'s `autorepeat` (UIKit's default: YES): pressing and holding a stepper button repeatedly alters
    /// the value.
    public var autorepeat = true
    /// A `UIStepper`'s `wraps` (UIKit's default: NO): the value wraps from the maximum to the minimum and back.
    public var wraps = false
    /// `isContinuous` of a `UISlider` or a `UIStepper` (UIKit's default: YES): value changes are sent as they happen;
    /// NO: one `valueChanged` when the interaction ends.
    public var isContinuous = true
    /// A `UIPageControl`'s `numberOfPages` (UIKit's default: 0) and `currentPage` (0).
    public var numberOfPages = 0
    public var currentPage = 0

    public init() {}
}
