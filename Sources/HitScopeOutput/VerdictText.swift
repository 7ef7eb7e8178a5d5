import HitScopeCore
import HitScopeDiff

/// A verdict in words: who took the touch, what happened, and the rule that decided it, with its source.
extension TraceTextFormatter {
    /// The verdict's lines with the view drawn under the finger that did not get the touch said with why and the
    /// fixes proven on the whole scene, ranked, each with its cost (`WholeSceneFixes.missedTouch`): what the report
    /// and the viewer show.
    public func verdictLines(_ verdict: TouchVerdict, delivery: TouchDelivery, checked missed: CheckedMissedTouch?) -> [String] {
        verdictLines(verdict, delivery: delivery, drawnHere: missed.map { whyNot($0.answer, ranked: $0.ranked) })
    }

    /// The verdict's lines, the first thing every text answer shows: `Taken by: …`, a summary of one to three
    /// sentences, and the deciding rule with its source; with `drawnHere`, the words about the view drawn under the
    /// finger that did not get the touch (`whyNot(_:ranked:)`, `whyNot(_:askingIn:)`).
    public func verdictLines(_ verdict: TouchVerdict, delivery: TouchDelivery, drawnHere: String? = nil) -> [String] {
        var lines = ["Taken by: \(takerText(verdict))", "  " + verdictSummary(verdict, delivery: delivery)]
        if delivery.fingers.count > 1 { lines += fingerOutcomes(delivery).map { "  " + $0 } }
        if let drawnHere { lines.append("  Drawn here: " + drawnHere) }
        lines.append("  Rule: \(verdict.rule.statement) [\(verdict.rule.source)]")
        lines += verdict.uncertainties.map { "  \(Self.uncertainLabel): " + uncertaintyText($0) }
        return lines
    }

    /// Who took the touch: when the taking view is one of UIKit's private parts, its public view first
    /// ("navigationBar (UINavigationBar), through its UIKit part _UIButtonBarButton1 (_UIButtonBarButton), a control").
    public func takerText(_ verdict: TouchVerdict) -> String {
        guard let owner = verdict.publicView else { return takerText(verdict.takenBy) }
        return "\(nameAndClass(owner)), through its UIKit part \(takerText(verdict.takenBy))"
    }

    /// Who took the touch, named with its class and kind.
    public func takerText(_ taker: TouchVerdict.Taker) -> String {
        switch taker {
        case .control(let id): "\(nameAndClass(id)), a control"
        case .scrollView(let id): "\(nameAndClass(id)), a scroll view"
        case .responder(let responder): responderWithClass(responder)
        case .recognizer(let candidate):
            "the \(candidate.recognizer.kind.rawValue) recognizer \(terminalSafe(candidate.recognizer.name)) on \(terminalSafe(hierarchy[candidate.view].name))"
        case .selection(let selection):
            "\(nameAndClass(selection.list)), \(selection.deselects ? "deselecting" : "selecting") \(terminalSafe(hierarchy[selection.cell].name))"
        case .nobody: "nobody"
        }
    }

    /// One to three sentences: what happened to the touch and why, in the words of the deciding rule; then, for a
    /// touch in SwiftUI content, that the UIKit answer ends at its hosting view.
    public func verdictSummary(_ verdict: TouchVerdict, delivery: TouchDelivery) -> String {
        let summary = uikitSummary(verdict, delivery: delivery)
        return verdict.swiftUIHost.map { summary + " " + swiftUIText($0) } ?? summary
    }

    private func uikitSummary(_ verdict: TouchVerdict, delivery: TouchDelivery) -> String {
        let hit = verdict.hitView.map { nameAndClass($0) } ?? "no view"
        let sent = delivery.phases.flatMap(\.sends)
        switch (verdict.takenBy, verdict.rule) {
        case (.nobody, .noViewAtPoint):
            return verdict.outside.map(outsideText) ?? "No window returned a view at this point, so no view hears of the touch."
        case (.scrollView(let id), .stopsDeceleration):
            return "\(nameAndClass(id)) was decelerating: the touch only stops it, and \(hit) hears nothing."
        case (.scrollView(let id), _):
            let at = delivery.recognized.flatMap(\.time).map { " at \(formatNumber($0)) s" } ?? ""
            let heard = delivery.phases.contains { $0.phase == .began }
            let content = heard
                ? "\(hit) got touchesBegan, then touchesCancelled when the drag began"
                : "the finger moved 10 points before the 0.15 s delaysContentTouches wait ended, so \(hit) never heard of the touch"
            // A scroll view nearer the finger that could not scroll this way: why this one took the drag.
            let passed = delivery.gestures.first { if case .cannotScroll = $0.outcome { $0.view != id } else { false } }
            let handOff = passed.map { candidate -> String in
                guard case .cannotScroll(let drag) = candidate.outcome else { return "" }
                return " \(nameAndClass(candidate.view)) \(scrollWays(candidate.view)), so the drag, which goes \(drag.words), went to \(name(id))."
            } ?? ""
            return "\(name(id)) scrolled\(at): \(content). This is what UIKit does with a drag that starts on a scroll view's content.\(handOff)"
        case (.recognizer(let candidate), _):
            let at = candidate.time.map { " at \(formatNumber($0)) s" } ?? ""
            let views = candidate.recognizer.cancelsTouchesInView
                ? "the views get touchesCancelled (cancelsTouchesInView)" : "the views keep the touch (cancelsTouchesInView = NO)"
            return "\(terminalSafe(candidate.recognizer.name)) on \(name(candidate.view)) recognized\(at) and fires its action; \(views)."
        case (.selection(let selection), _):
            return "\(name(selection.list)) tracked the touch through \(name(selection.cell)) and calls \(selection.delegateMethod(in: hierarchy)) for it (index \(selection.index))."
        case (.responder(.view(let list)), .selectionBlocked):
            return "\(name(list)) tracked the touch through a cell but selects nothing (\(blockedWhy(delivery)))."
        case (.control(let id), let rule):
            let lastValue = delivery.phases.last { $0.handledBy == .view(id) && $0.value != nil }?.value
            let changed = sent.contains(.valueChanged)
                ? " and valueChanged" + (lastValue.map { " (\(ControlValueText.text($0, of: hierarchy[id])))" } ?? "") : ""
            let actions = sent.contains(.touchUpInside)
                ? "sends touchUpInside\(changed)\(heldEndText(delivery, control: id)): its action runs"
                : sent.contains(.touchUpOutside) ? "sends touchUpOutside: the finger lifted outside it, so its action does not run"
                : sent.contains(.touchCancel) ? "sends touchCancel: its action does not run" : "tracks the touch"
            switch rule {
            case .controlOverTapRecognizer:
                let recognizer = delivery.gestures.first { if case .preventedByControl(id) = $0.outcome { true } else { false } }
                let which = recognizer.map { "the tap recognizer \(terminalSafe($0.recognizer.name)) on \(name($0.view))" } ?? "a tap recognizer"
                return "\(name(id)) \(actions); \(which) does not begin over a control (a single-finger single tap)."
            case .controlOverDragRecognizer:
                let recognizer = delivery.gestures.first { if case .preventedByControl(id) = $0.outcome { true } else { false } }
                let which = recognizer.map { "the pan \(terminalSafe($0.recognizer.name)) on \(name($0.view))" } ?? "a pan recognizer"
                return "\(name(id)) \(actions); the drag started on its thumb along its travel, so \(which) does not begin."
            case .controlKeepsTouchInScrollView:
                return "\(name(id)) tracked the touch before the drag and keeps it: the scroll view does not scroll, and \(name(id)) \(actions)."
            default:
                return "\(name(id)) \(actions)."
            }
        case (.responder(let responder), _):
            if case .view(let id) = responder, id == verdict.hitView {
                return "\(name(id)) is the hit-test view and handles touches itself."
            }
            return "The hit-test view \(hit) passes the touch up the responder chain to \(responderWithClass(responder)), the first responder that handles touches."
        case (.nobody, .disabledControl):
            return "The hit-test view \(hit) is a disabled control: it sends no action, and no responder on its chain handles touches, so \(dropper) drops them."
        case (.nobody, .controlIgnoresForwardedTouch):
            let control = delivery.phases.lazy.compactMap(\.handledBy).first.map(responderWithClass) ?? "the control"
            return "The hit-test view \(hit) is inside \(control) and passes the touch up to it, but a control does not track a touch forwarded from a view inside it (best reading): it sends no action."
        case (.nobody, .withheldFromViews):
            return "The hit-test view is \(hit), but \(withheldWhy(delivery)), so the views hear nothing of the finger."
        case (.nobody, _):
            return "The hit-test view is \(hit), and no responder on its chain handles touches, so \(dropper) drops them."
        }
    }

    /// ", once the double-tap recognizer … failed (delaysTouchesEnded held touchesEnded back until T s)" when a
    /// multi-tap recognizer held the control's lift back; else nothing.
    private func heldEndText(_ delivery: TouchDelivery, control: ViewID) -> String {
        guard let ended = delivery.phases.last(where: { $0.phase == .ended && $0.handledBy == .view(control) }),
            let holder = delivery.gestures.first(where: {
                $0.finger == ended.finger && $0.outcome == .failed && $0.recognizer.kind == .tap && $0.recognizer.numberOfTaps > 1
                    && $0.recognizer.delaysTouchesEnded
            })
        else { return "" }
        return " at \(formatNumber(ended.time)) s, not at the lift (\(terminalSafe(holder.recognizer.name)) on \(name(holder.view)), a \(holder.recognizer.numberOfTaps)-tap recognizer, waited for another tap and failed; delaysTouchesEnded held touchesEnded back until then)"
    }

    /// With several fingers, what became of each, a sentence a finger: "Finger 2 on cancelButton (UIButton): kept
    /// from the views, okButton is exclusiveTouch and touched." The verdict itself names the touch's taker.
    public func fingerOutcomes(_ delivery: TouchDelivery) -> [String] {
        delivery.fingers.enumerated().map { index, finger in
            let who = "Finger \(index + 1)"
            guard let hit = finger.hitView else { return "\(who): no window returned a view, so no view hears of it." }
            let on = "\(who) on \(nameAndClass(hit))"
            let recognizer = delivery.gestures.first { $0.finger == index && $0.outcome == .recognized }
            if let withheld = finger.withheld {
                let taken = recognizer.map { "; \(terminalSafe($0.recognizer.name)) on \(name($0.view)) recognized it" } ?? ""
                return "\(on): kept from the views, \(withheldText(withheld, hit: hit))\(taken)."
            }
            if let recognizer {
                return "\(on): \(terminalSafe(recognizer.recognizer.name)) on \(name(recognizer.view)) recognized it."
            }
            let counted = delivery.gestures.first { candidate in
                guard candidate.finger == index else { return false }
                switch candidate.outcome {
                case .tapCounted, .touchCounted: return true
                default: return false
                }
            }
            if let counted {
                return "\(on): one of the touches \(terminalSafe(counted.recognizer.name)) on \(name(counted.view)) counted before it recognized."
            }
            let phases = delivery.phases.filter { $0.finger == index }
            guard let handler = phases.lazy.compactMap(\.handledBy).first else {
                return "\(on): no responder on its chain handles it, so \(dropper) drops it."
            }
            let sends = phases.flatMap(\.sends)
            let sent = sends.isEmpty ? "" : ", which sends " + sends.reduce(into: [ControlEvent]()) { if !$0.contains($1) { $0.append($1) } }.map(\.rawValue).joined(separator: ", ")
            return "\(on): handled by \(responderWithClass(handler))\(sent)."
        }
    }

    /// Why the views hear nothing of a finger, in a clause.
    private func withheldText(_ withheld: TouchWithheld, hit: ViewID) -> String {
        switch withheld {
        case .exclusiveTouch(let view) where view == hit: "\(name(hit)) is exclusiveTouch and another view is touched"
        case .exclusiveTouch(let view): "\(name(view)) is exclusiveTouch and touched"
        case .multipleTouchDisabled(let view): "\(name(view)) already has a finger and multipleTouchEnabled = NO"
        case .stoppedDeceleration(let view): "\(name(view)) is decelerating"
        case .refusedByScrollView(let view): "\(name(view))'s touchesShouldBegin(_:with:in:) answers NO for it"
        }
    }

    /// Where a point no window took lies: off the screen, or outside every window.
    public func outsideText(_ outside: PointOutside) -> String {
        switch outside {
        case .screen(let point, let size):
            "\(point) is outside the \(formatNumber(size.width)) × \(formatNumber(size.height)) screen: no window is asked, so no view hears of the touch."
        case .everyWindow(let point):
            "\(point) is outside every window, so no window returned a view and no view hears of the touch."
        }
    }

    /// That the touch landed in SwiftUI content, where the UIKit answer ends.
    public func swiftUIText(_ host: ViewID) -> String {
        "The touch is in SwiftUI content hosted by \(nameAndClass(host)). SwiftUI decides which of its views takes it by its own rules (contentShape, allowsHitTesting, its gestures), which this input does not carry, so the UIKit answer ends at \(name(host))."
    }

    /// Who drops a touch nobody handles: the last responder of the chain.
    private var dropper: String {
        hierarchy.appDelegate.map { "the app delegate \(terminalSafe($0.name))" } ?? "the application"
    }

    private func responderWithClass(_ responder: Responder) -> String {
        switch responder {
        case .view(let id): nameAndClass(id)
        case .controller: "\(terminalSafe(hierarchy.name(of: responder))) (controller)"
        case .application: "the application"
        case .appDelegate: "the app delegate \(terminalSafe(hierarchy.name(of: responder)))"
        }
    }

    private func blockedWhy(_ delivery: TouchDelivery) -> String {
        guard let blocked = delivery.blockedSelection else { return "its selection rules" }
        return switch blocked.blocker {
        case .allowsSelection: "allowsSelection = NO"
        case .editing: "it is editing and allowsSelectionDuringEditing = NO"
        case .shouldHighlight: "its delegate's shouldHighlight answers NO"
        case .willSelect: "its delegate's willSelect returns nil"
        }
    }

    private func withheldWhy(_ delivery: TouchDelivery) -> String {
        for finger in delivery.fingers {
            switch finger.withheld {
            case .exclusiveTouch(let id): return "\(name(id)) is exclusiveTouch"
            case .multipleTouchDisabled(let id): return "\(name(id)) already has a finger and multipleTouchEnabled = NO"
            case .stoppedDeceleration(let id): return "\(name(id)) is decelerating"
            case .refusedByScrollView(let id): return "\(name(id))'s touchesShouldBegin(_:with:in:) answers NO for it"
            case nil: continue
            }
        }
        return "no finger reaches a view"
    }
}
