/// A property of a view that decides where a touch goes: one that hit-testing, the responder chain or touch
/// delivery (recognizers, controls, scroll views, selection, several fingers) reads. Each names the stored parts of
/// `View` it stands for; every stored part is either one of these or drawing and naming only
/// (`View.drawingOnlyProperties`, `ViewFlags.drawingOnly`). A diff's causes come from this list
/// (HitPropertyTests checks that nothing of `View` is left out), in the order a diff lists them.
public enum HitProperty: String, CaseIterable, Hashable, Sendable {
    /// The frame (position and size in the superview).
    case frame
    /// The bounds origin: a scroll view's contentOffset.
    case boundsOrigin
    /// The transform, applied about the view's centre.
    case transform
    /// `userInteractionEnabled`: NO skips the view with its subtree.
    case userInteractionEnabled
    /// `hidden`: skipped with its subtree.
    case hidden
    /// `alpha`: skipped at 0.01 or less (only a crossing of 0.01 changes anything).
    case alpha
    /// A control's `isEnabled` (a disabled control sends no action and forwards its touches).
    case enabled
    /// The `pointInside` override (a bigger hit area, a shape): JSON's `hitArea`.
    case hitArea
    /// The `hitTest` override (pass-through, redirect, ignores bounds…).
    case hitTest
    /// What the view does with touches (`touches: handle | forward`).
    case touches
    /// An animation in flight: without `.allowUserInteraction`, skipped.
    case animation
    /// The controller whose root view it is, and what it does with touches (it joins the responder chain).
    case controller
    /// The class, whose defaults apply (interaction, control tracking, scroll view, cell).
    case viewClass
    /// The gesture recognizers and their settings.
    case recognizers
    /// A window's level: windows are asked from the highest level down.
    case windowLevel
    /// Whether the view is a window.
    case window
    /// `exclusiveTouch`.
    case exclusiveTouch
    /// `multipleTouchEnabled`.
    case multipleTouchEnabled
    /// A scroll view's content size, `scrollEnabled`, bounces and `touchesShouldBegin` answers.
    case scrolling
    /// A scroll view's `delaysContentTouches`.
    case delaysContentTouches
    /// A scroll view's `canCancelContentTouches`.
    case canCancelContentTouches
    /// A scroll view decelerating: a touch only stops it.
    case decelerating
    /// A list's selection settings (`allowsSelection`, editing, its delegate's shouldHighlight and willSelect).
    case selection
    /// Where a slider's or switch's thumb is (`value`, `isOn`): a drag that starts on it tracks the control.
    case controlValue
    /// A value control's state (`ControlSettings`: segments and selection, a stepper's value and range, pages,
    /// `isContinuous`): what a tap changes and whether it sends valueChanged.
    case controlSettings

    /// Whether the two versions of a view differ in this property as UIKit can tell (an alpha that stays on one
    /// side of 0.01, or an `isEnabled` on a view that is no control, changes nothing).
    public func differs(_ a: View, _ b: View) -> Bool {
        switch self {
        case .frame: a.frame != b.frame
        case .boundsOrigin: a.boundsOrigin != b.boundsOrigin
        case .transform: a.transform != b.transform
        case .hidden: a.isHidden != b.isHidden
        case .alpha: a.isTransparent != b.isTransparent
        case .userInteractionEnabled: a.isUserInteractionEnabled != b.isUserInteractionEnabled
        case .animation: a.animation != b.animation
        case .hitArea: a.pointInsideRule != b.pointInsideRule
        case .hitTest: a.hitTestRule != b.hitTestRule
        case .enabled: (a.isControl || b.isControl) && a.isEnabled != b.isEnabled
        case .touches: a.effectiveTouches != b.effectiveTouches
        case .controller: a.controller != b.controller
        case .viewClass: a.uikitClass != b.uikitClass
        case .recognizers: a.gestures != b.gestures
        case .windowLevel: a.windowLevel != b.windowLevel
        case .window: a.isWindow != b.isWindow
        case .exclusiveTouch: a.isExclusiveTouch != b.isExclusiveTouch
        case .multipleTouchEnabled: a.isMultipleTouchEnabled != b.isMultipleTouchEnabled
        case .scrolling: a.scrolling != b.scrolling
        case .delaysContentTouches: a.delaysContentTouches != b.delaysContentTouches
        case .canCancelContentTouches: a.canCancelContentTouches != b.canCancelContentTouches
        case .decelerating: a.isDecelerating != b.isDecelerating
        case .selection:
            a.allowsSelection != b.allowsSelection || a.isEditing != b.isEditing || a.allowsSelectionDuringEditing != b.allowsSelectionDuringEditing
                || a.shouldHighlight != b.shouldHighlight || a.willSelectReturnsNil != b.willSelectReturnsNil || a.selection != b.selection
        case .controlValue: a.sliderValue != b.sliderValue || a.isOn != b.isOn
        case .controlSettings: a.controls != b.controls
        }
    }

    /// The stored properties of `View` (as `Mirror` names them) this property stands for; flags are in `flags`.
    package var storedProperties: [String] {
        switch self {
        case .frame: ["frame"]
        case .boundsOrigin: ["boundsOrigin"]
        case .transform, .scrolling, .controlSettings, .selection, .controller, .windowLevel, .controlValue: ["rare"]
        case .alpha: ["alpha"]
        case .animation: ["animation"]
        case .hitArea: ["pointInsideRule"]
        case .hitTest: ["hitTestRule"]
        case .touches: ["touches"]
        case .viewClass: ["uikitClass", "className"]
        case .recognizers: ["gestures"]
        case .hidden, .userInteractionEnabled, .enabled, .window, .exclusiveTouch, .multipleTouchEnabled, .delaysContentTouches,
            .canCancelContentTouches, .decelerating:
            []
        }
    }

    /// The flags of `View` this property stands for.
    package var flags: ViewFlags {
        switch self {
        case .hidden: .hidden
        case .userInteractionEnabled: .userInteractionEnabled
        case .enabled: .enabled
        case .window: .window
        case .exclusiveTouch: .exclusiveTouch
        case .multipleTouchEnabled: .multipleTouchEnabled
        case .delaysContentTouches: .delaysContentTouches
        case .canCancelContentTouches: .canCancelContentTouches
        case .decelerating: .decelerating
        case .selection: [.allowsSelection, .editing, .allowsSelectionDuringEditing, .shouldHighlight, .willSelectReturnsNil]
        case .controlValue: .on
        default: []
        }
    }
}

extension View {
    /// The stored properties of `View` that no touch depends on: naming, drawing and where the view came from.
    package static let drawingOnlyProperties: Set<String> = ["name", "sourceID", "color", "title", "attributes", "sourceLine"]
}

extension ViewFlags {
    /// The flags no touch depends on: `clipsToBounds` only clips what subviews draw.
    package static let drawingOnly: ViewFlags = .clipsToBounds
}
