import HitScopeCore

/// Writes traces, responder chains and "why not" answers as readable text, in the spirit of the seeds' logs.
/// Every name passes through `terminalSafe`.
public struct TraceTextFormatter: Sendable {
    public let hierarchy: ViewHierarchy

    public init(_ hierarchy: ViewHierarchy) { self.hierarchy = hierarchy }

    func name(_ id: ViewID) -> String { terminalSafe(hierarchy.views[id.index].name) }
    func nameAndClass(_ id: ViewID) -> String {
        "\(name(id)) (\(terminalSafe(hierarchy[id].classDescription)))"
    }
    private func responderName(_ responder: Responder) -> String {
        switch responder {
        case .view: terminalSafe(hierarchy.name(of: responder))
        case .controller: "\(terminalSafe(hierarchy.name(of: responder))) (controller)"
        case .application: "application"
        case .appDelegate: "\(terminalSafe(hierarchy.name(of: responder))) (app delegate)"
        }
    }

    /// The whole story of a tap: the trace (twice when `passes` is 2), the hit-test view, the responder chain
    /// and who handled each phase.
    public func tapReport(tester: HitTester, point: Point, passes: Int = 1, drawnHere: DrawnHere? = nil) -> String {
        touchReport(tester: tester, fingers: [.tap(at: point)], passes: passes, drawnHere: drawnHere)
    }

    /// The whole story of a touch along `path` held `duration` seconds: the trace of its first point, the
    /// hit-test view, the responder chain, the gestures and who handled each phase.
    public func touchReport(tester: HitTester, path: [Point], duration: Double, passes: Int = 1) -> String {
        touchReport(tester: tester, fingers: [Finger(path: path.isEmpty ? [.zero] : path, duration: duration)], passes: passes)
    }

    /// The whole story of a sequence of fingers: the trace of the first finger's first point, its hit-test view,
    /// then every finger's timeline, the gestures and who handled each phase.
    /// With `drawnHere`, the verdict also names a view drawn under the finger that missed the touch, with its fixes
    /// proven on the whole scene (`DrawnHere`); `allSteps` writes every step of a deep path (`TraceTextWriter`).
    public func touchReport(tester: HitTester, fingers: [Finger], passes: Int = 1, drawnHere: DrawnHere? = nil, allSteps: Bool = false) -> String {
        var text = TraceTextWriter(self, allSteps: allSteps)
        var writer = ByteWriter()
        text.writeTouchReport(tester: tester, fingers: fingers, passes: passes, drawnHere: drawnHere, to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// The responder chain and the timeline: for each phase, when, which finger, who received and who handled it
    /// and what a control sent; then the gestures, the selection and what scrolled. `verdict`:
    /// `delivery.verdict(in: hierarchy)`, when the caller has it.
    public func deliveryLines(_ delivery: TouchDelivery, verdict: TouchVerdict? = nil) -> [String] {
        let several = delivery.fingers.count > 1
        guard delivery.fingers.contains(where: { $0.hitView != nil }) else {
            return ["Responder chain: none — the touch is not delivered"]
        }
        var lines: [String] = []
        // A phase's receivers are most often the chain just written (a touch nobody handles) or the last phase's:
        // their words are made once.
        var named: (receivers: [Responder], words: String) = ([], "")
        func path(_ receivers: [Responder]) -> String {
            if receivers != named.receivers { named = (receivers, receivers.map(responderName).joined(separator: " → ")) }
            return named.words
        }
        for (index, finger) in delivery.fingers.enumerated() {
            let who = several ? "Finger \(index + 1) " : ""
            guard let hit = finger.hitView else {
                lines.append("\(who)responder chain: none — no window takes this finger")
                continue
            }
            if several { lines.append("Finger \(index + 1) on \(nameAndClass(hit))") }
            lines.append((several ? "  responder chain: " : "Responder chain: ") + path(finger.responderChain))
            switch finger.withheld {
            case .exclusiveTouch(let view) where view == hit:
                lines.append("  \(name(hit)) is exclusiveTouch and another view is touched: the views hear nothing of this finger")
            case .exclusiveTouch(let view):
                lines.append("  \(name(view)) is exclusiveTouch and touched: the views hear nothing of this finger")
            case .multipleTouchDisabled(let view):
                lines.append("  \(name(view)) already has a finger and multipleTouchEnabled = NO: it hears nothing of this one")
            case .stoppedDeceleration(let view):
                lines.append("  \(name(view)) is decelerating: the touch only stops it, its content hears nothing")
            case .refusedByScrollView(let view):
                lines.append("  \(name(view))'s touchesShouldBegin(_:with:in:) answers NO for \(name(hit)): the content hears nothing of this finger")
            case nil: break
            }
        }
        var highlighted: [Int: Bool] = [:]
        for phase in delivery.phases {
            let finger = several ? "finger \(phase.finger + 1) " : ""
            var line = "  \(formatNumber(phase.time)) s \(finger)\(phase.phase.methodName) at \(phase.point): \(path(phase.receivers))"
            if let handler = phase.handledBy {
                line += " — handled by \(responderName(handler))"
                if !phase.sends.isEmpty { line += ", sends " + phase.sends.map(\.rawValue).joined(separator: ", ") }
                if phase.sends.contains(.touchCancel) { line += " (UIKit calls its cancelTracking(with:))" }
                if let value = phase.value, case .view(let control) = handler {
                    line += " (\(ControlValueText.text(value, of: hierarchy[control])))"
                }
                if let now = phase.highlighted, highlighted[phase.finger] != now {
                    line += now ? "; isHighlighted = YES" : "; isHighlighted = NO"
                    highlighted[phase.finger] = now
                }
            } else {
                line += hierarchy.appDelegate == nil
                    ? " — nobody handled it: the application drops it" : " — nobody handled it: the app delegate drops it"
            }
            lines.append(line)
        }
        for finger in delivery.fingers where finger.withheld == nil {
            if case .view(let id) = finger.responderChain.first, hierarchy[id].isControl, !hierarchy[id].isEnabled {
                lines.append("  \(name(id)) is a disabled control: it is the hit-test view but sends no action")
            }
        }
        for candidate in delivery.gestures {
            lines.append(gestureLine(candidate, delivery: delivery, several: several))
        }
        if let selection = delivery.selection {
            lines.append("  \(name(selection.list)) calls \(selection.delegateMethod(in: hierarchy)) for \(name(selection.cell)) (index \(selection.index))")
        }
        if let blocked = delivery.blockedSelection {
            let s = blocked.selection
            let why: String
            switch blocked.blocker {
            case .allowsSelection: why = "allowsSelection = NO"
            case .editing: why = "it is editing and allowsSelectionDuringEditing = NO"
            case .shouldHighlight: why = "its delegate's shouldHighlight answers NO for \(name(s.cell))"
            case .willSelect: why = "its delegate's willSelect returns nil for \(name(s.cell))"
            }
            lines.append("  \(name(s.list)) does not select \(name(s.cell)) (index \(s.index)): \(why), so \(s.delegateMethod(in: hierarchy)) is not called")
        }
        if !delivery.scrolled.isEmpty { lines.append("Scrolled: " + delivery.scrolled.map { name($0) }.joined(separator: ", ")) }
        let verdict = verdict ?? delivery.verdict(in: hierarchy)
        let handler = verdict.handledBy.map(responderName) ?? (verdict.hitView == nil ? "nobody (no view)" : "nobody (dropped)")
        lines.append("Handled by: \(handler)")
        return lines
    }

    /// What one recognizer did, in a line.
    private func gestureLine(_ candidate: GestureCandidate, delivery: TouchDelivery, several: Bool) -> String {
        let owner = name(candidate.view)
        let finger = several ? " (finger \(candidate.finger + 1))" : ""
        let what = "\(terminalSafe(candidate.recognizer.name)) (\(candidate.recognizer.kind.rawValue) on \(owner))\(finger)"
        switch candidate.outcome {
        case .recognized:
            let at = candidate.time.map { " at \(formatNumber($0)) s" } ?? ""
            if candidate.index == nil {
                let heard = delivery.phases.contains { $0.finger == candidate.finger }
                let content = heard ? ": the content gets touchesCancelled" : candidate.view == delivery.fingers[candidate.finger].hitView ? "" : ": its content never hears of the touch (the finger moved before the delaysContentTouches wait ended)"
                return "  gesture \(what) recognized\(at): \(owner) scrolls\(content)"
            }
            let lastPhase = delivery.phases.last { $0.finger == candidate.finger }
            let afterLift = lastPhase.map { $0.phase == .ended && $0.time < (candidate.time ?? 0) } ?? false
            let cancels =
                afterLift ? " (after the finger lifted: the views keep the touch)"
                : candidate.recognizer.cancelsTouchesInView ? ": the views get touchesCancelled" : " (cancelsTouchesInView = NO: the views keep the touch)"
            return "  gesture \(what) recognized\(at) and fires its action\(cancels)"
        case .failed:
            let held = candidate.recognizer.delaysTouchesBegan ? " (delaysTouchesBegan: the views got touchesBegan only once it failed)" : ""
            let taps = candidate.recognizer.numberOfTaps
            if candidate.recognizer.kind == .tap && taps > 1 {
                return "  gesture \(what) failed: it needs \(taps) taps at most \(formatNumber(MultiTap.maximumInterval)) s apart, and this finger did not complete them\(held)"
            }
            return "  gesture \(what) failed: the touch does not fit it\(held)"
        case .cannotScroll(let drag):
            return "  gesture \(what) did not begin: the drag goes \(drag.words) and \(owner) \(scrollWays(candidate.view))"
        case .preventedByControl(let control):
            return "  gesture \(what) did not begin: \(name(control)) is a control under the finger and keeps its own action"
        case .keptByContent(let content):
            let why = hierarchy[candidate.view].canCancelContentTouches
                ? "touchesShouldCancel(in:) answers NO for a UIControl" : "canCancelContentTouches = NO"
            return "  gesture \(what) did not scroll: \(name(content)) already tracks the touch and keeps it (\(why))"
        case .didNotReceive(let subtree):
            return "  gesture \(what) never saw the touch: its delegate's shouldReceive answers NO in \(name(subtree))'s subtree"
        case .tapCounted(let last):
            return "  gesture \(what) counted this tap: it recognizes when finger \(last + 1) lifts"
        case .touchCounted(let last):
            return "  gesture \(what) counted this finger as one of its \(candidate.recognizer.numberOfTouches) touches: it recognizes on finger \(last + 1)"
        case .blockedByRequiredFailure(let required):
            return "  gesture \(what) failed: it requires \(terminalSafe(required)) to fail, and that recognized"
        case .otherRecognized: return "  gesture \(what) lost: another recognizer recognized first"
        case .disabled:
            let why = candidate.index == nil ? " (scrollEnabled = NO: the scroll view takes no touch)" : ""
            return "  gesture \(what) is disabled\(why)"
        }
    }

    /// Which ways a scroll view scrolls and why, for a pan that did not begin: "scrolls only vertically (content
    /// 375×1200 in bounds 375×600)" or "cannot scroll (content 375×300 fits its bounds 375×600, and it does not
    /// always bounce)".
    public func scrollWays(_ id: ViewID) -> String {
        let axes = hierarchy.scrollAxes(of: id)
        let (content, inferred) = hierarchy.contentSize(of: id)
        let size = "content \(content)\(inferred ? " (from its subviews)" : "") in bounds \(hierarchy[id].bounds.size)"
        return axes.isEmpty ? "cannot scroll (\(size), and it does not always bounce)" : "scrolls only \(axes.words) (\(size))"
    }

    /// The steps of one pass, a line each, indented by `hitTest` nesting.
    public func steps(_ trace: HitTestTrace) -> [String] {
        var text = TraceTextWriter(self)
        var writer = ByteWriter()
        return zip(trace.steps, trace.conversions).map { step, conversion in
            writer.removeAll()
            text.writeStep(step, after: conversion, to: &writer)
            return String(decoding: writer.bytes, as: UTF8.self)
        }
    }

    func ruleText(_ rule: PointInsideRule, _ view: ViewID) -> String {
        let bounds = hierarchy[view].bounds
        switch rule {
        case .bounds: return "bounds \(bounds)"
        case .minimumSize(let size):
            return "minimumSize \(size) (hit area \(rule.area(for: bounds) ?? bounds), bounds \(bounds))"
        case .outsets(let outsets):
            return "outsets \(outsets) (hit area \(rule.area(for: bounds) ?? bounds), bounds \(bounds))"
        case .circle:
            return "circle of radius \(formatNumber(rule.shape(in: bounds).radius ?? 0)) in \(bounds)"
        case .roundedRect(let radius): return "rounded rect \(bounds) with corner radius \(formatNumber(radius))"
        case .always: return "overridden to always answer YES"
        case .never: return "overridden to always answer NO"
        }
    }

    func overrideText(_ effect: OverrideEffect, _ view: ViewID) -> String {
        switch effect {
        case .returnedNil:
            "hitTest of \(name(view)) is overridden to return nil: nothing in it can be hit"
        case .returnedSelfWithoutAskingSubviews:
            "hitTest of \(name(view)) is overridden to return self without asking its subviews"
        case .askedSubviewsRegardlessOfBounds:
            "hitTest of \(name(view)) asks its subviews without checking its own bounds first"
        case .returnedSelfAnywhere:
            "no subview answered; the override returns \(name(view)) without checking the point (it swallows every touch that reaches it)"
        case .passedThrough:
            "the default would return \(name(view)) itself; the pass-through override returns nil so the touch goes to what is behind"
        case .redirected(let original, let target) where original == target:
            "the override of \(name(view)) returns \(name(target)), which the default returned too"
        case .redirected(let original, let target):
            "the default returned \(name(original)); the override of \(name(view)) returns \(name(target)) instead"
        }
    }

    func noteText(_ note: TraceNote, _ view: ViewID) -> String {
        switch note {
        case .hitWhileClipped(let subview):
            "\(name(subview)) takes this touch outside the bounds of \(name(view)), where clipsToBounds hides it: clipsToBounds only affects drawing"
        case .drawnButNotTouchable(let subview):
            "the point is inside \(name(subview)), but \(name(view)) said NO, so its subviews are not asked (clipsToBounds = NO only lets them draw outside)"
        }
    }

    /// The reason part of a "why not" answer, the layout bug behind it first ("actionsStack0 (UIStackView) is 0 pt
    /// tall, so its subviews are drawn outside it and never asked."), without advice.
    public func whyNotWithCause(_ answer: WhyNotAnswer) -> String {
        let reason = whyNotReason(answer, answer.reason)
        guard let cause = answer.layoutCause(in: hierarchy) else { return reason }
        return layoutCauseText(cause) + " " + reason
    }

    /// The reason part of a "why not" answer, without advice.
    func whyNotReason(_ answer: WhyNotAnswer, _ reason: WhyNotReason) -> String {
        let target = name(answer.view)
        let hit = answer.hitView.map { name($0) } ?? "no view"
        let at = "at \(answer.point)"
        switch reason {
        case .isHitView:
            return "\(target) is the hit-test view \(at)."
        case .insideHitView(let hitView, let blocker):
            let why: String
            switch blocker {
            case .skipped(let view, let skip) where view == answer.view: why = "\(target) itself is skipped (\(skip.explanation))"
            case .skipped(let view, let skip): why = "\(nameAndClass(view)), between them, is skipped (\(skip.explanation))"
            case .pointInsideNo(let view, _, _) where view == answer.view: why = "the point is outside \(target)"
            case .pointInsideNo(let view, _, _): why = "\(name(view)), between them, said NO in pointInside"
            default: why = "the search stopped there"
            }
            return "The tap \(at) reaches \(nameAndClass(hitView)), which contains \(target): \(why), so \(name(hitView)) is the hit-test view. This is UIKit's normal behaviour."
        case .windowInFront(let window, let hitView):
            return "\(target) is not the hit-test view \(at): window \(name(window)) is in front and returned \(name(hitView)) first."
        case .skipped(let view, let reason):
            let whose = view == answer.view ? "\(target) itself" : "its ancestor \(nameAndClass(view))"
            return "\(target) is not the hit-test view \(at) (the hit-test view is \(hit)): \(whose) is skipped because \(reason.explanation), so hitTest returns nil for its whole subtree without calling pointInside."
        case .pointInsideNo(let view, let point, let rule):
            if view == answer.view {
                return "\(target) is not the hit-test view \(at) (the hit-test view is \(hit)): its own pointInside said NO at \(point) (\(ruleText(rule, view)))."
            }
            return "\(target) is not the hit-test view \(at) (the hit-test view is \(hit)): its ancestor \(name(view)) said NO in pointInside at \(point) (\(ruleText(rule, view))), so its subviews were never asked — even where they are drawn outside it."
        case .hitTestNever(let view):
            return "\(target) is not the hit-test view \(at): the hitTest of \(name(view)) is overridden to return nil."
        case .ancestorReturnsSelf(let ancestor):
            return "\(target) is not the hit-test view \(at): its ancestor \(name(ancestor)) overrides hitTest to return itself without asking its subviews, so \(name(ancestor)) is the hit-test view."
        case .coveredBySibling(let parent, let sibling, let hitView):
            return "\(target) is not the hit-test view \(at): \(name(parent)) asks its subviews last to first, and \(name(sibling)), in front of \(target), returned \(name(hitView)) first."
        case .redirected(let by, let to):
            return "\(target) is not the hit-test view \(at): the hitTest override of \(name(by)) redirects the answer to \(name(to))."
        case .passedThrough(let view):
            return "\(target) is not the hit-test view \(at): \(name(view)) is a pass-through view: its hitTest returns nil where it would return itself, so the touch goes to \(hit)."
        case .descendantIsHitView(let hitView):
            return "\(target) is not the hit-test view \(at): its subview \(name(hitView)) is, because subviews are asked before the view returns itself."
        }
    }

    /// A change as an instruction.
    public func changeText(_ change: FixChange) -> String {
        let view = name(change.view)
        return switch change {
        case .unhide: "show \(view) (hidden = NO)"
        case .makeOpaque: "give \(view) an alpha above 0.01 (a clear background colour keeps it invisible yet touchable)"
        case .enableInteraction: "set userInteractionEnabled = YES on \(view)"
        case .disableInteraction: "set userInteractionEnabled = NO on \(view)"
        case .allowInteractionWhileAnimating:
            "animate \(view) with the .allowUserInteraction option (a UIViewPropertyAnimator allows it unless its isUserInteractionEnabled is NO)"
        case .askSubviewsOutsideBounds: "override hitTest of \(view) to ask its subviews outside its bounds (ignoresBounds)"
        case .removeHitTestOverride: "remove the hitTest override of \(view)"
        case .resize(let id, let size): resizeText(id, to: size)
        case .bringToFront(let id):
            "bring \(view) in front of its siblings (bringSubviewToFront on \(hierarchy.parent(of: id).map { name($0) } ?? "its window"))"
        case .enlargeHitArea(_, let size):
            "enlarge the hit area of \(view) with pointInside { minimumSize: [\(formatNumber(size.width)), \(formatNumber(size.height))] }"
        case .removePointInsideOverride: "remove the pointInside override of \(view), so that its hit area is its bounds"
        case .enableControl: "enable \(view) (enabled = YES)"
        case .keepTouchesInView(_, let recognizer): "set cancelsTouchesInView = NO on \(terminalSafe(recognizer)) (on \(view))"
        case .setAlpha(_, let alpha) where alpha <= 0: "give \(view) an alpha of 0, which keeps it out of hit-testing whichever way UIKit reads 0.01"
        case .setAlpha(_, let alpha): "give \(view) an alpha of \(formatNumber(alpha)), which keeps it in hit-testing whichever way UIKit reads 0.01"
        }
    }

    /// "give actionsStack0 a height of 44 pt, the extent of its subviews (frame (16 100; 358 44))".
    private func resizeText(_ id: ViewID, to size: Size) -> String {
        let old = hierarchy[id].frame
        let frame = Rect(origin: old.origin, size: size)
        let what = switch (size.width != old.size.width, size.height != old.size.height) {
        case (false, true): "a height of \(formatNumber(size.height)) pt"
        case (true, false): "a width of \(formatNumber(size.width)) pt"
        default: "the size \(formatNumber(size.width)) × \(formatNumber(size.height)) pt"
        }
        return "give \(name(id)) \(what), the extent of its subviews (frame \(frame))"
    }
}
