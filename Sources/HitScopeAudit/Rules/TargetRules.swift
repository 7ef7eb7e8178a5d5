import HitScopeCore
import HitScopeOutput

/// The rules about one audited view's own numbers: unreachable, too-small, partly-covered, drawn-not-touchable
/// and disabled.
struct TargetRules {
    let context: AuditContext

    func findings(_ measure: TargetMeasure) -> [AuditFinding] {
        let id = measure.view
        let view = context.hierarchy[id]
        // Nothing drawn on the screen (scrolled away, zero size, clipped away): nothing to tap, nothing to report.
        guard measure.drawnArea > 0 else { return [] }
        var findings: [AuditFinding] = []
        if measure.effectiveArea <= 0 {
            findings += unreachable(measure).map { [$0] } ?? []
        } else {
            findings += tooSmall(measure).map { [$0] } ?? []
            if context.isDrawn(id) {
                findings += partlyCovered(measure).map { [$0] } ?? []
                findings += drawnOutside(measure).map { [$0] } ?? []
            }
            if view.isControl && !view.isEnabled { findings.append(disabled(measure)) }
        }
        return findings.map { finding in
            var finding = finding
            if measure.approximate { finding.approximate = true }
            return finding
        }
    }

    private func unreachable(_ measure: TargetMeasure) -> AuditFinding? {
        let id = measure.view
        guard let point = measure.drawnPoint else { return nil }
        let answer = context.tester.whyNot(id, at: point)
        guard let (reason, severity) = explain(answer, answer.reason) else { return nil }
        // The fix is the engine's: a change proven on a copy of the scene, or why no single change does it.
        let advice: FixAdvice? = context.provesFixes ? context.tester.fixAdvice(for: id, fingers: [.tap(at: point)]) : nil
        let words = TraceTextFormatter(context.hierarchy)
        let fix =
            advice.map { advice in
                advice.change.map(words.changeText) ?? words.fixText(advice, target: id) ?? "none needed: \(context.name(id)) gets this touch"
            } ?? context.askWhy(id, at: point)
        var finding = context.finding(
            id, .unreachable, severity: severity,
            message: AuditText.unreachable(context.name(id), drawnArea: AuditNumbers.area(measure.drawnArea), because: reason),
            fix: fix)
        finding.effectiveArea = 0
        finding.drawnArea = AuditNumbers.area(measure.drawnArea)
        finding.point = point
        let document = WhyNotDocument(answer, advice: advice ?? .noSimpleChange(tried: []), hierarchy: context.hierarchy)
        finding.reason = document.reason
        finding.decidingView = document.decidingView
        return finding
    }

    /// The reason in words and the severity: a view that is hidden anyway is only a warning.
    private func explain(_ answer: WhyNotAnswer, _ why: WhyNotReason) -> (String, AuditSeverity)? {
        let target = context.name(answer.view)
        let name = context.name
        switch why {
        case .isHitView:
            return nil
        case .insideHitView(_, let blocker):
            return explain(answer, blocker)
        case .skipped(let view, let reason):
            let itself = view == answer.view
            let skipped = context.hierarchy[view]
            let text = AuditText.skipped(
                name(view), className: skipped.classDescription, itself: itself, reason: reason,
                classDefault: reason == .userInteractionDisabled && !skipped.uikitClass.isInteractiveByDefault)
            return (text, reason == .userInteractionDisabled ? .error : .warning)
        case .pointInsideNo(let view, _, let rule):
            if view == answer.view { return (AuditText.ownPointInsideNo(target, rule: rule.name), .error) }
            return (AuditText.outsideAncestor(target, name(view)), .error)
        case .hitTestNever(let view):
            return (AuditText.hitTestNever(name(view)), .error)
        case .ancestorReturnsSelf(let ancestor):
            return (AuditText.ancestorReturnsSelf(name(ancestor)), .error)
        case .coveredBySibling(let parent, let sibling, let hitView):
            return (AuditText.covered(target, by: name(sibling), parent: name(parent), hitView: name(hitView)), .error)
        case .windowInFront(let window, let hitView):
            return (AuditText.windowInFront(name(window), hitView: name(hitView)), .error)
        case .redirected(let by, let to):
            return (AuditText.redirected(name(by), to: name(to)), .error)
        case .passedThrough:
            return (AuditText.passedThrough(target), .error)
        case .descendantIsHitView(let hitView):
            return (AuditText.descendantTakes(name(hitView)), .error)
        }
    }

    /// How to stop `taker` taking the touches of `target`.
    func takerFix(_ taker: ViewID?, _ target: ViewID, enlarged: Bool) -> String {
        guard let taker else { return AuditText.findWhatReturnsNil(context.name(target)) }
        // A taker that handles nothing: the change that lets the touch through, proven at a point it takes.
        if context.handlesNothing(taker) { return context.provenFix(taker: taker, victim: target) }
        if enlarged { return AuditText.shrinkHitArea(context.name(taker), from: context.name(target)) }
        return AuditText.moveOff(context.name(taker), context.name(target))
    }

    private func tooSmall(_ measure: TargetMeasure) -> AuditFinding? {
        let minimum = context.options.minimumSize
        guard let box = measure.effectiveBox else { return nil }
        let width = AuditNumbers.area(box.width), height = AuditNumbers.area(box.height)
        guard width < minimum.width || height < minimum.height else { return nil }
        let id = measure.view
        let view = context.hierarchy[id]
        let own = view.pointInsideRule.area(for: view.bounds)?.size ?? (view.pointInsideRule == .always ? Size(.infinity, .infinity) : .zero)
        let fix: String
        if own.width < minimum.width || own.height < minimum.height {
            fix = AuditText.enlarge(minimum)
        } else if let taker = Self.largestTaker(measure.ownCovered), taker.area >= measure.ownOutside.values.reduce(0, +) {
            fix = takerFix(taker.view, id, enlarged: taker.view.map { measure.takenByEnlarged[$0] != nil } ?? false)
        } else if let ancestor = Self.largestView(measure.ownOutside) {
            fix = AuditText.holdSubview(context.name(ancestor), context.name(id))
        } else {
            // Only the screen's edge cuts it: in a scroll view that is where the user scrolled to, not a fault.
            guard !context.scrolls(id) else { return nil }
            fix = AuditText.moveOntoScreen(context.name(id))
        }
        var finding = context.finding(
            id, .tooSmall,
            message: AuditText.tooSmall(context.name(id), width: width, height: height, area: AuditNumbers.area(measure.effectiveArea), minimum: minimum),
            fix: fix)
        finding.effectiveArea = AuditNumbers.area(measure.effectiveArea)
        finding.effectiveWidth = width
        finding.effectiveHeight = height
        finding.minimumWidth = minimum.width
        finding.minimumHeight = minimum.height
        finding.drawnArea = AuditNumbers.area(measure.drawnArea)
        return finding
    }

    private func partlyCovered(_ measure: TargetMeasure) -> AuditFinding? {
        let covered = measure.coveredArea
        guard covered > 0, let taker = Self.largestTaker(measure.covered) else { return nil }
        let id = measure.view
        let takers = context.shares(measure.covered)
        let percent = AuditNumbers.percent(covered, of: measure.drawnArea)
        var finding = context.finding(
            id, .partlyCovered,
            message: AuditText.partlyCovered(
                context.name(id), percent: percent, covered: AuditNumbers.area(covered),
                drawn: AuditNumbers.area(measure.drawnArea), takers: takers),
            fix: takerFix(taker.view, id, enlarged: taker.view.map { measure.takenByEnlarged[$0] != nil } ?? false))
        finding.drawnArea = AuditNumbers.area(measure.drawnArea)
        finding.effectiveArea = AuditNumbers.area(measure.effectiveArea)
        finding.coveredArea = AuditNumbers.area(covered)
        finding.coveredPercent = percent
        finding.takenBy = takers
        return finding
    }

    private func drawnOutside(_ measure: TargetMeasure) -> AuditFinding? {
        let outside = measure.outsideArea
        guard outside > 0, let ancestor = Self.largestView(measure.outside) else { return nil }
        let id = measure.view
        let takers = context.shares(measure.outsideTakers)
        let percent = AuditNumbers.percent(outside, of: measure.drawnArea)
        var finding = context.finding(
            id, .drawnNotTouchable,
            message: AuditText.drawnOutside(
                context.name(id), percent: percent, outside: AuditNumbers.area(outside),
                drawn: AuditNumbers.area(measure.drawnArea), ancestor: context.name(ancestor), takers: takers),
            fix: AuditText.holdSubview(context.name(ancestor), context.name(id)))
        finding.drawnArea = AuditNumbers.area(measure.drawnArea)
        finding.effectiveArea = AuditNumbers.area(measure.effectiveArea)
        finding.outsideArea = AuditNumbers.area(outside)
        finding.outsidePercent = percent
        finding.ancestor = context.name(ancestor)
        finding.takenBy = takers
        return finding
    }

    private func disabled(_ measure: TargetMeasure) -> AuditFinding {
        let id = measure.view
        let hierarchy = context.hierarchy
        let handler = hierarchy.responderChain(from: id).dropFirst().first { hierarchy.touchHandling(of: $0) == .handle }
        let handledBy = handler.map(hierarchy.name(of:))
        var finding = context.finding(
            id, .disabled,
            message: AuditText.disabled(
                context.name(id), className: hierarchy[id].classDescription, area: AuditNumbers.area(measure.effectiveArea),
                handledBy: handledBy),
            fix: AuditText.enable(context.name(id)))
        finding.effectiveArea = AuditNumbers.area(measure.effectiveArea)
        finding.drawnArea = AuditNumbers.area(measure.drawnArea)
        finding.handledBy = handledBy
        return finding
    }

    /// The view (or no view) with the largest area (ties: the lowest view id, "no view" last).
    static func largestTaker(_ areas: [ViewID?: Double]) -> (view: ViewID?, area: Double)? {
        areas.filter { $0.value > 0 }.min { lhs, rhs in
            if lhs.value != rhs.value { return lhs.value > rhs.value }
            switch (lhs.key, rhs.key) {
            case (let l?, let r?): return l < r
            case (nil, _): return false
            case (_, nil): return true
            }
        }.map { ($0.key, $0.value) }
    }

    /// The view with the largest area (ties: the lowest view id).
    static func largestView(_ areas: [ViewID: Double]) -> ViewID? {
        areas.filter { $0.value > 0 }.min { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }?.key
    }
}
