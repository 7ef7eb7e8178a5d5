import HitScopeCore

/// The words of the audit: every message and fix, in one place. Names are quoted with backticks; numbers are
/// written as people write them (`formatNumber`). Texts are plain data: writers make them safe for where they go.
enum AuditText {
    static func code(_ name: String) -> String { "`\(name)`" }
    static func area(_ value: Double) -> String { "\(formatNumber(value)) pt²" }
    static func size(_ width: Double, _ height: Double) -> String { "\(formatNumber(width))×\(formatNumber(height)) pt" }
    static func percent(_ value: Double) -> String { "\(formatNumber(value))%" }

    /// "`a` (12 pt²), `b` (3 pt²) and no view (1 pt²)".
    static func shares(_ shares: [AuditShare]) -> String {
        let parts = shares.map { share in
            let who = share.view.map(code) ?? "no view"
            return share.percent.map { "\(who) (\(area(share.area)), \(percent($0)) of its drawn area)" } ?? "\(who) (\(area(share.area)))"
        }
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
    }

    // MARK: too-small

    static func tooSmall(_ view: String, width: Double, height: Double, area: Double, minimum: Size) -> String {
        "\(code(view)) takes touches in \(size(width, height)) (\(self.area(area))), smaller than \(size(minimum.width, minimum.height))"
    }

    static func enlarge(_ minimum: Size) -> String {
        "enlarge with pointInside { minimumSize: [\(formatNumber(minimum.width)), \(formatNumber(minimum.height))] }"
    }

    static func moveOntoScreen(_ view: String) -> String {
        "move \(code(view)) so that its hit area lies on the screen"
    }

    // MARK: fixes for views that take a target's touches

    static func shrinkHitArea(_ enlarged: String, from target: String) -> String {
        "shrink the hit area of \(code(enlarged)) so that it stays off \(code(target)), or move them apart"
    }

    static func moveOff(_ taker: String, _ target: String) -> String {
        "move \(code(taker)) off \(code(target)), or put \(code(target)) in front of it"
    }

    static func findWhatReturnsNil(_ target: String) -> String {
        "find out why no view takes these touches: hitscope why --view \(target) at a point of it"
    }

    static func holdSubview(_ ancestor: String, _ target: String) -> String {
        "make \(code(ancestor)) large enough to hold \(code(target)), or give \(code(ancestor)) hitTest: ignoresBounds"
    }

    // MARK: unreachable

    static func unreachable(_ view: String, drawnArea: Double, because reason: String) -> String {
        "No touch reaches \(code(view)) (\(area(drawnArea)) drawn): \(reason)"
    }

    static func skipped(_ view: String, className: String, itself: Bool, reason: SkipReason, classDefault: Bool) -> String {
        let whose = itself ? code(view) : "its ancestor \(code(view)) (\(className))"
        let what = (reason == .animating ? "is " : "has ") + reason.explanation
            + (reason == .userInteractionDisabled && classDefault ? " (the default for \(className))" : "")
        let when = reason == .animating ? " while the animation runs" : ""
        return "\(whose) \(what), so hitTest \(itself ? "skips it" : "skips its whole subtree")\(when)"
    }

    static func outsideAncestor(_ target: String, _ ancestor: String) -> String {
        "\(code(target)) lies outside its ancestor \(code(ancestor)), whose pointInside says NO there, so \(code(ancestor)) never asks its subviews"
    }

    static func ownPointInsideNo(_ target: String, rule: String) -> String {
        "the pointInside of \(code(target)) (\(rule)) says NO where it is drawn"
    }

    static func hitTestNever(_ view: String) -> String {
        "the hitTest of \(code(view)) is overridden to return nil, so nothing in it can be hit"
    }

    static func ancestorReturnsSelf(_ ancestor: String) -> String {
        "its ancestor \(code(ancestor)) overrides hitTest to return itself without asking its subviews"
    }

    static func covered(_ target: String, by sibling: String, parent: String, hitView: String) -> String {
        let hit = sibling == hitView ? "" : " (the hit-test view is \(code(hitView)))"
        return "\(code(sibling)), in front of it, takes every touch on it: \(code(parent)) asks its subviews last to first\(hit)"
    }

    static func windowInFront(_ window: String, hitView: String) -> String {
        "window \(code(window)) is in front and takes every touch on it (the hit-test view is \(code(hitView)))"
    }

    static func redirected(_ by: String, to target: String) -> String {
        "the hitTest of \(code(by)) redirects its touches to \(code(target))"
    }

    static func passedThrough(_ target: String) -> String {
        "\(code(target)) is a pass-through view (hitTest: passThrough): its own touches go to what is behind it"
    }

    static func descendantTakes(_ subview: String) -> String {
        "its subview \(code(subview)) takes every touch on it and keeps it"
    }

    // MARK: partly-covered, drawn-not-touchable

    static func partlyCovered(_ target: String, percent: Double, covered: Double, drawn: Double, takers: [AuditShare]) -> String {
        "\(self.percent(percent)) of the drawn area of \(code(target)) (\(formatNumber(covered)) of \(area(drawn))) does not get its touches: views asked first take them: \(shares(takers))"
    }

    static func drawnOutside(_ target: String, percent: Double, outside: Double, drawn: Double, ancestor: String, takers: [AuditShare]) -> String {
        "\(self.percent(percent)) of the drawn area of \(code(target)) (\(formatNumber(outside)) of \(area(drawn))) lies outside its ancestor \(code(ancestor)), whose pointInside says NO there: touches on it go to \(shares(takers))"
    }

    // MARK: disabled

    static func disabled(_ target: String, className: String, area: Double, handledBy: String?) -> String {
        let next = handledBy.map { "its touches go on to \(code($0))" } ?? "nobody handles its touches"
        return "\(code(target)) is a disabled \(className): it is the hit-test view on \(self.area(area)) but sends no action; \(next)"
    }

    static func enable(_ target: String) -> String {
        "enable \(code(target)) (enabled: true) when it should respond"
    }

    // MARK: gesture-swallows-taps

    enum Victim { case cell, control, handler }

    static func gestureSwallows(_ recognizer: String, on owner: String, target: String, victim: Victim, delaysTouches: Bool) -> String {
        let outcome: String
        if delaysTouches {
            outcome = "\(code(target)) never hears of the touch (delaysTouchesBegan)"
        } else {
            switch victim {
            case .cell: outcome = "the cell gets touchesCancelled and its row is not selected"
            case .control: outcome = "\(code(target)) sends touchCancel instead of touchUpInside"
            case .handler: outcome = "\(code(target)) gets touchesCancelled instead of touchesEnded"
            }
        }
        return "\(code(recognizer)) (a tap recognizer on \(code(owner))) recognizes taps on \(code(target)) and cancels them: \(outcome); UIKit lets only UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl keep their tap"
    }

    static func gestureFix(_ recognizer: String, _ target: String) -> String {
        "set cancelsTouchesInView: false on \(code(recognizer)), or keep it from receiving touches in \(code(target)) (gestureRecognizer:shouldReceiveTouch:)"
    }

    // MARK: cancelled-by-scrolling

    static func cancelledByScrolling(_ view: String, scrollView: String) -> String {
        "\(code(view)) handles touches itself inside the scroll view \(code(scrollView)): its touchesBegan comes 0.15 s late (delaysContentTouches), and a finger that then drags is taken back to scroll: \(code(view)) gets touchesCancelled and \(code(scrollView)) scrolls (touchesShouldCancel(in:) keeps touches for controls only)"
    }

    static func cancelledByScrollingFix(_ view: String, scrollView: String) -> String {
        "make \(code(view)) a UIControl or use a gesture recognizer, or override touchesShouldCancel(in:) in \(code(scrollView)) to answer NO for it (canCancelContentTouches: false keeps every content touch)"
    }

    // MARK: swallowing-overlay, enlarged-overlap

    static func swallowing(_ overlay: String, area: Double, from victims: [AuditShare]) -> String {
        "\(code(overlay)) handles nothing (it forwards its touches, is not a control and has no gesture recognizers) but takes \(self.area(area)) of touches from the controls beneath it: \(shares(victims))"
    }

    static func enlargedOverlap(_ enlarged: String, hitArea: String, area: Double, from victims: [AuditShare]) -> String {
        "the hit area of \(code(enlarged)) (\(hitArea)) reaches beyond its bounds and takes \(self.area(area)) of the drawn area of other controls: \(shares(victims))"
    }

    static func shrinkHitArea(_ enlarged: String, from victims: [AuditShare]) -> String {
        let names = victims.compactMap(\.view).map(code)
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names.first ?? ""
        return "shrink the hit area of \(code(enlarged)) so that it stays off \(list), or move them apart"
    }

    /// How a view's hit area is defined, for enlarged-overlap: `pointInside minimumSize 44×44`.
    static func hitAreaRule(_ view: View) -> String {
        switch (view.pointInsideRule, view.hitTestRule) {
        case (_, .ignoresBoundsReturningSelf): "hitTest ignoresBoundsReturningSelf"
        case (.minimumSize(let size), _): "pointInside minimumSize \(size)"
        case (.outsets(let outsets), _): "pointInside outsets \(outsets)"
        case (let rule, _): "pointInside \(rule.name)"
        }
    }
}
