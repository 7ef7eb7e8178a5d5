import HitScopeAudit
import HitScopeCore
import HitScopeDiff

/// The words of the audit: every finding's message and fix, written once from the typed finding, for the text,
/// JSON, SARIF, JUnit, the report page and the viewer. Names are quoted with backticks; numbers are written as
/// people write them (`formatNumber`). Texts are plain data: writers make them safe for where they go.
public struct AuditWords: Sendable {
    /// The audited scene, whose views the findings name by id.
    public let result: AuditSceneResult

    public init(_ result: AuditSceneResult) { self.result = result }

    private var hierarchy: ViewHierarchy { result.hierarchy }
    private func name(_ id: ViewID) -> String { hierarchy[id].name }
    private func code(_ id: ViewID) -> String { Self.code(name(id)) }

    /// What is wrong, in a sentence with its numbers.
    public func message(_ finding: AuditFinding) -> String {
        let view = finding.view
        switch finding.detail {
        case .unreachable(let drawnArea, let answer):
            return "No touch reaches \(code(view)) (\(Self.area(drawnArea)) drawn): \(reason(answer, answer.reason))"
        case .tooSmall(let effectiveArea, let size, let minimum, _):
            return "\(code(view)) takes touches in \(Self.size(size.width, size.height)) (\(Self.area(effectiveArea))), smaller than \(Self.size(minimum.width, minimum.height))"
        case .partlyCovered(let drawn, _, let covered, let percent, let takers):
            return "\(Self.percent(percent)) of the drawn area of \(code(view)) (\(formatNumber(covered)) of \(Self.area(drawn))) does not get its touches: views asked first take them: \(shares(takers))"
        case .drawnNotTouchable(let drawn, _, let outside, let percent, let ancestor, let takers):
            return "\(Self.percent(percent)) of the drawn area of \(code(view)) (\(formatNumber(outside)) of \(Self.area(drawn))) lies outside its ancestor \(code(ancestor)), whose pointInside says NO there: touches on it go to \(shares(takers))"
        case .disabled(let effectiveArea, _, let handledBy):
            let next = handledBy.map { "its touches go on to \(Self.code(hierarchy.name(of: $0)))" } ?? "nobody handles its touches"
            return "\(code(view)) is a disabled \(hierarchy[view].classDescription): it is the hit-test view on \(Self.area(effectiveArea)) but sends no action; \(next)"
        case .gestureSwallowsTaps(let recognizer, let owner, let victim, let delaysTouches, _, _):
            let outcome: String
            if delaysTouches {
                outcome = "\(code(view)) never hears of the touch (delaysTouchesBegan)"
            } else {
                switch victim {
                case .cell: outcome = "the cell gets touchesCancelled and its row is not selected"
                case .control: outcome = "\(code(view)) sends touchCancel instead of touchUpInside"
                case .handler: outcome = "\(code(view)) gets touchesCancelled instead of touchesEnded"
                }
            }
            return "\(Self.code(recognizer)) (a tap recognizer on \(code(owner))) recognizes taps on \(code(view)) and cancels them: \(outcome); UIKit lets only UIButton, UISwitch, UIStepper, UISegmentedControl and UIPageControl keep their tap"
        case .cancelledByScrolling(let scrollView, _, _):
            return "\(code(view)) handles touches itself inside the scroll view \(code(scrollView)): its touchesBegan comes 0.15 s late (delaysContentTouches), and a finger that then drags is taken back to scroll: \(code(view)) gets touchesCancelled and \(code(scrollView)) scrolls (touchesShouldCancel(in:) keeps touches for controls only)"
        case .swallowingOverlay(let area, let victims):
            return "\(code(view)) handles nothing (it forwards its touches, is not a control and has no gesture recognizers) but takes \(Self.area(area)) of touches from the controls beneath it: \(shares(victims))"
        case .enlargedOverlap(let area, let victims):
            return "the hit area of \(code(view)) (\(Self.hitAreaRule(hierarchy[view]))) reaches beyond its bounds and takes \(Self.area(area)) of the drawn area of other controls: \(shares(victims))"
        case .uncertain(let effectiveArea, let uncertainArea):
            return "UIKit's answer is uncertain on \(Self.area(uncertainArea)) around \(code(view)): whether those touches reach it depends on a question no source settles; the audit follows the best reading (\(Self.area(effectiveArea)) of touches reach it)"
        }
    }

    /// The parts of the finding's view whose answer depends on an unsettled question, each a sentence
    /// (`TraceTextFormatter.uncertainAreaText`): what is uncertain, where, the best reading and how to be sure.
    public func uncertainties(_ finding: AuditFinding) -> [String] {
        let words = TraceTextFormatter(hierarchy)
        return finding.uncertainties.map(words.uncertainAreaText)
    }

    /// The fix as an instruction: the change the engine proved, or what to change and how to prove it.
    public func fix(_ finding: AuditFinding) -> String {
        let view = finding.view
        switch finding.fix {
        case .ranked(let ranked, let target):
            return TraceTextFormatter(hierarchy).bestFixText(ranked, target: target) ?? "none needed: \(name(target)) gets this touch"
        case .askWhy(let target, let point):
            return "ask `\(whyCommand(file: result.scene, at: point, view: name(target)))` for its fixes, proven on a copy of the whole scene (\(budgetText))"
        case .noPointToProveOn(let victim):
            return "no point of \(name(victim)) was found where this happens, to prove a change on; ask `\(whyCommand(file: result.scene, at: nil, view: name(victim)))`, X,Y a point of it"
        case .enlargeHitArea(_, let checked?):
            return TraceTextFormatter(hierarchy).enlargementText(checked)
        case .enlargeHitArea(let minimum, nil):
            let change = TraceTextFormatter(hierarchy).changeText(.enlargeHitArea(view, minimum))
            return "none proven (\(budgetText)); the change to check: \(change), which can take touch area from a neighbour"
        case .goal(let goal, _, let proven):
            return goalFix(goal, proven: proven)
        case .offScreen:
            return "none proven: only the screen's edge cuts \(code(view)), whose frame lies partly off the screen; giving it a frame on the screen is a layout change no single property proves"
        case .keepTouchWhileScrolling(let scrollView):
            return "no single property change keeps it without a cost: canCancelContentTouches = NO on \(code(scrollView)) keeps the touch of \(code(view)) but also every other content touch, so no drag that starts on its content scrolls it; otherwise make \(code(view)) a UIControl or give it a gesture recognizer, or override touchesShouldCancel(in:) in \(code(scrollView)) to answer NO for it (code HitScope does not check)"
        }
    }

    /// The changes that meet a goal, proven on a copy of the whole scene: the best with its costs and the others; that
    /// none does it; or, past the budget, that none is proven, then the changes to check.
    private func goalFix(_ goal: FixGoal, proven: [CheckedFix]?) -> String {
        let words = TraceTextFormatter(hierarchy)
        let candidates = goal.candidates(in: hierarchy).map(words.changeText)
        let when: String = switch goal {
        case .controlSendsActions(let control): "if \(name(control)) should respond: "
        case .keepsTouches: ""
        case .settles: "to make UIKit's answer sure whatever the reading: "
        }
        guard let proven else {
            let check = candidates.isEmpty ? "" : "; the \(candidates.count == 1 ? "change" : "changes") to check" + (when.isEmpty ? ": " : ", " + when) + Self.list(candidates, joiner: "or")
            return "none proven (\(budgetText))" + check
        }
        guard let best = proven.first else {
            let tried = candidates.isEmpty ? "" : " (tried on a copy of the scene: \(Self.list(candidates, joiner: "and")))"
            return "no single-property change does it\(tried)"
        }
        let done: String = switch goal {
        case .controlSendsActions: "it then sends its actions"
        case .keepsTouches(let view, _, _): "\(name(view)) then keeps its touches"
        case .settles: "UIKit's answer there no longer depends on the question"
        }
        let others = proven.dropFirst().map { "; also proven: \(words.checkedFixText($0))" }.joined()
        if best.isFree { return when + "\(words.checkedFixText(best)) (proven on a copy of the whole scene: \(done) and nothing else changes)" + others }
        return when + "no change is free; the least costly, proven on a copy of the whole scene (\(done)): \(words.checkedFixText(best))" + others
    }

    /// Why a fix was not proven here: the whole-scene check's budget for this scene (`WholeSceneFixes.changeBudget`).
    private var budgetText: String {
        let budget = WholeSceneFixes.changeBudget(views: hierarchy.count)
        guard budget > 0 else { return "the audit proves no fixes in a scene of more than \(Auditor.provenFixLimit) views" }
        return "the audit compares at most \(budget) changes with a scene of \(hierarchy.count) views"
    }

    /// Why no touch reaches the view, from the engine's answer at a point where it is drawn.
    private func reason(_ answer: WhyNotAnswer, _ why: WhyNotReason) -> String {
        let target = code(answer.view)
        switch why {
        case .isHitView:
            return "\(target) is the hit-test view"
        case .insideHitView(_, let blocker):
            return reason(answer, blocker)
        case .skipped(let view, let skip):
            let itself = view == answer.view
            let skipped = hierarchy[view]
            let whose = itself ? code(view) : "its ancestor \(code(view)) (\(skipped.classDescription))"
            let classDefault = skip == .userInteractionDisabled && !skipped.uikitClass.isInteractiveByDefault
            let what = (skip == .animating ? "is " : "has ") + skip.explanation + (classDefault ? " (the default for \(skipped.classDescription))" : "")
            let when = skip == .animating ? " while the animation runs" : ""
            return "\(whose) \(what), so hitTest \(itself ? "skips it" : "skips its whole subtree")\(when)"
        case .pointInsideNo(let view, _, let rule):
            if view == answer.view { return "the pointInside of \(target) (\(rule.name)) says NO where it is drawn" }
            return "\(target) lies outside its ancestor \(code(view)), whose pointInside says NO there, so \(code(view)) never asks its subviews"
        case .hitTestNever(let view):
            return "the hitTest of \(code(view)) is overridden to return nil, so nothing in it can be hit"
        case .ancestorReturnsSelf(let ancestor):
            return "its ancestor \(code(ancestor)) overrides hitTest to return itself without asking its subviews"
        case .coveredBySibling(let parent, let sibling, let hitView):
            let hit = sibling == hitView ? "" : " (the hit-test view is \(code(hitView)))"
            return "\(code(sibling)), in front of it, takes every touch on it: \(code(parent)) asks its subviews last to first\(hit)"
        case .windowInFront(let window, let hitView):
            return "window \(code(window)) is in front and takes every touch on it (the hit-test view is \(code(hitView)))"
        case .redirected(let by, let to):
            return "the hitTest of \(code(by)) redirects its touches to \(code(to))"
        case .passedThrough:
            return "\(target) is a pass-through view (hitTest: passThrough): its own touches go to what is behind it"
        case .descendantIsHitView(let hitView):
            return "its subview \(code(hitView)) takes every touch on it and keeps it"
        }
    }

    /// "`a` (12 pt²), `b` (3 pt²) and no view (1 pt²)".
    private func shares(_ shares: [AuditShare]) -> String {
        Self.list(
            shares.map { share in
                let who = share.view.map(code) ?? "no view"
                return share.percent.map { "\(who) (\(Self.area(share.area)), \(Self.percent($0)) of its drawn area)" } ?? "\(who) (\(Self.area(share.area)))"
            })
    }

    static func code(_ name: String) -> String { "`\(name)`" }
    static func area(_ value: Double) -> String { "\(formatNumber(value)) pt²" }
    static func size(_ width: Double, _ height: Double) -> String { "\(formatNumber(width))×\(formatNumber(height)) pt" }
    static func percent(_ value: Double) -> String { "\(formatNumber(value))%" }

    /// "a", "a and b", "a, b and c".
    private static func list(_ parts: [String], joiner: String = "and") -> String {
        guard parts.count > 1 else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " \(joiner) " + parts[parts.count - 1]
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
