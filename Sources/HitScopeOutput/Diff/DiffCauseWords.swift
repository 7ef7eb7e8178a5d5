import HitScopeCore
import HitScopeDiff

/// A cause in words: its values before and after as scene files write them, and the sentence every output
/// gives (`cause: …`).
public struct DiffCauseWords: Sendable {
    public let before: String?
    public let after: String?
    public let text: String

    public init(_ cause: DiffCause) {
        let name = cause.view
        switch cause.change {
        case .newView(let className, let superview):
            (before, after) = (nil, nil)
            text = "a new view \(name) (\(className))\(superview.map { " under \($0)" } ?? "") takes these touches now"
        case .newWrapper(let className, let target):
            (before, after) = (nil, nil)
            text = "\(target) is now inside a new view, \(name) (\(className))"
        case .removedView(let className):
            (before, after) = (nil, nil)
            text = "\(name) (\(className)), which took these touches, is gone"
        case .order(let target, let oldTarget):
            (before, after) = ("behind \(oldTarget)", "in front of \(target)")
            text = "\(name) moved in front of \(target) (its place among the subviews changed)"
        case .superview(let from, let to):
            let (was, now) = (from ?? "none (a window)", to ?? "none (a window)")
            (before, after) = (was, now)
            text = "\(name) moved from \(was) to another superview, \(now)"
        case .property(let property, let old, let new):
            let (was, now) = (Self.value(property, of: old), Self.value(property, of: new))
            (before, after) = (was, now)
            text = Self.sentence(property, name: name, old: old, new: new, was: was, now: now)
        }
    }

    /// A property's value as a scene file writes it.
    static func value(_ property: HitProperty, of view: View) -> String {
        switch property {
        case .frame: "\(view.frame)"
        case .boundsOrigin: "\(view.boundsOrigin)"
        case .transform: "\(view.transform)"
        case .userInteractionEnabled: yesNo(view.isUserInteractionEnabled)
        case .hidden: yesNo(view.isHidden)
        case .alpha: formatNumber(view.alpha)
        case .enabled: yesNo(view.isEnabled)
        case .hitArea: RuleWords.pointInside(view.pointInsideRule)
        case .hitTest: RuleWords.hitTest(view.hitTestRule)
        case .touches: view.effectiveTouches.rawValue
        case .animation: view.animation.map(animation) ?? "none"
        case .controller:
            view.controller.map { "\($0.name) (touches: \($0.touches.rawValue)\($0.presentedBy.map { ", presented by \($0)" } ?? ""))" } ?? "none"
        case .viewClass: view.classDescription
        case .recognizers: view.gestures.isEmpty ? "none" : view.gestures.map(recognizer).joined(separator: ", ")
        case .windowLevel: formatNumber(view.windowLevel)
        case .window: yesNo(view.isWindow)
        case .exclusiveTouch: yesNo(view.isExclusiveTouch)
        case .multipleTouchEnabled: yesNo(view.isMultipleTouchEnabled)
        case .scrolling: scrolling(view)
        case .delaysContentTouches: yesNo(view.delaysContentTouches)
        case .canCancelContentTouches: yesNo(view.canCancelContentTouches)
        case .decelerating: yesNo(view.isDecelerating)
        case .selection: selection(view)
        case .controlValue: view.uikitClass.uikitClass == "UISwitch" ? "isOn \(yesNo(view.isOn))" : "value \(formatNumber(view.sliderValue))"
        case .controlSettings: controlSettings(view.controls)
        }
    }

    /// The sentence of a property's change.
    private static func sentence(_ property: HitProperty, name: String, old: View, new: View, was: String, now: String) -> String {
        switch property {
        case .frame: "the frame of \(name) changed from \(was) to \(now)"
        case .boundsOrigin: "the bounds origin (contentOffset) of \(name) changed from \(was) to \(now)"
        case .transform: "the transform of \(name) changed"
        case .userInteractionEnabled: "userInteractionEnabled of \(name) changed from \(was) to \(now)"
        case .hidden: "\(name) is \(new.isHidden ? "hidden now" : "no longer hidden")"
        case .alpha: "the alpha of \(name) changed from \(was) to \(now)"
        case .enabled: "\(name) is \(new.isEnabled ? "enabled" : "disabled") now"
        case .hitArea: "the hit area (pointInside) of \(name) changed from \(was) to \(now)"
        case .hitTest: "the hitTest override of \(name) changed from \(was) to \(now)"
        case .touches: "\(name) \(new.effectiveTouches == .handle ? "handles touches now" : "no longer handles touches")"
        case .animation:
            switch (old.animation, new.animation) {
            case (nil, _?): "\(name) is in flight now (\(now))"
            case (_?, nil): "\(name) is no longer in flight (it was: \(was))"
            default: "the animation of \(name) changed from \(was) to \(now)"
            }
        case .controller: "the controller of \(name) changed from \(was) to \(now)"
        case .viewClass: "the class of \(name) changed from \(was) to \(now), and with it UIKit's defaults"
        case .recognizers: "the gesture recognizers of \(name) changed from \(was) to \(now)"
        case .windowLevel: "the window level of \(name) changed from \(was) to \(now) (windows are asked from the highest level down)"
        case .window: "\(name) is \(new.isWindow ? "a window now" : "no longer a window")"
        case .exclusiveTouch: "exclusiveTouch of \(name) changed from \(was) to \(now)"
        case .multipleTouchEnabled: "multipleTouchEnabled of \(name) changed from \(was) to \(now)"
        case .scrolling: "the scroll settings of \(name) changed from \(was) to \(now)"
        case .delaysContentTouches: "delaysContentTouches of \(name) changed from \(was) to \(now)"
        case .canCancelContentTouches: "canCancelContentTouches of \(name) changed from \(was) to \(now)"
        case .decelerating: "\(name) is \(new.isDecelerating ? "decelerating now: a touch only stops it" : "no longer decelerating")"
        case .selection: "the selection settings of \(name) changed from \(was) to \(now)"
        case .controlValue: "the \(was.hasPrefix("isOn") ? "isOn" : "value") of \(name) changed from \(was) to \(now), which moves the thumb a drag must start on"
        case .controlSettings: "the value control settings of \(name) changed from \(was) to \(now), which changes what a tap on it sets and when it sends valueChanged"
        }
    }

    private static func yesNo(_ value: Bool) -> String { value ? "YES" : "NO" }

    private static func animation(_ animation: ViewAnimation) -> String {
        let runner = animation.kind == .view ? "a view animation" : "a property animator"
        return "\(runner) drawn at \(animation.drawnFrame), \(animation.allowsUserInteraction ? "touches allowed" : "touches ignored")"
    }

    private static func recognizer(_ recognizer: GestureRecognizer) -> String {
        "\(recognizer.name) (\(recognizer.kind.rawValue)\(recognizer.isEnabled ? "" : ", disabled"))"
    }

    private static func scrolling(_ view: View) -> String {
        let s = view.scrolling
        var parts = [s.contentSize.map { "contentSize \($0)" } ?? "contentSize from its subviews"]
        parts.append("scrollEnabled \(yesNo(s.isScrollEnabled))")
        parts.append("bounces \(yesNo(s.bounces))")
        parts.append("alwaysBounceVertical \(yesNo(view.alwaysBounceVertical))")
        parts.append("alwaysBounceHorizontal \(yesNo(s.alwaysBounceHorizontal))")
        if !s.touchesShouldBeginRefuses.isEmpty { parts.append("touchesShouldBegin NO in \(s.touchesShouldBeginRefuses.joined(separator: ", "))") }
        return parts.joined(separator: ", ")
    }

    private static func selection(_ view: View) -> String {
        [
            "allowsSelection \(yesNo(view.allowsSelection))", "editing \(yesNo(view.isEditing))",
            "allowsSelectionDuringEditing \(yesNo(view.allowsSelectionDuringEditing))", "shouldHighlight \(yesNo(view.shouldHighlight))",
            "willSelect \(view.willSelectReturnsNil ? "nil" : "the row")",
            "allowsMultipleSelection \(yesNo(view.selection.allowsMultipleSelection))", "selected \(yesNo(view.selection.isSelected))",
        ].joined(separator: ", ")
    }

    private static func controlSettings(_ c: ControlSettings) -> String {
        [
            "numberOfSegments \(c.numberOfSegments.map(String.init) ?? "from its segments")", "selectedSegmentIndex \(c.selectedSegmentIndex)",
            "momentary \(yesNo(c.isMomentary))", "stepper value \(formatNumber(c.stepperValue)) in \(formatNumber(c.minimumValue))…\(formatNumber(c.maximumValue)) by \(formatNumber(c.stepValue))",
            "autorepeat \(yesNo(c.autorepeat))", "wraps \(yesNo(c.wraps))", "continuous \(yesNo(c.isContinuous))",
            "numberOfPages \(c.numberOfPages)", "currentPage \(c.currentPage)",
        ].joined(separator: ", ")
    }
}

extension MatchMethod {
    /// How the text output says it.
    public var words: String {
        switch self {
        case .name: "by name"
        case .address: "by address"
        case .classAndTitle: "by class and title"
        case .place: "by place in the tree, class and title"
        }
    }
}
