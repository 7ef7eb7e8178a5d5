import HitScopeCore

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
            finding.approximate = measure.approximate
            return finding
        }
    }

    private func unreachable(_ measure: TargetMeasure) -> AuditFinding? {
        let id = measure.view
        guard let point = measure.drawnPoint else { return nil }
        let answer = context.tester.whyNot(id, at: point)
        guard let severity = severity(answer.reason) else { return nil }
        // The fix gets the view the tap at a point where it is drawn: the whole-scene check proves it.
        return context.finding(
            id, severity: severity, .unreachable(drawnArea: AuditNumbers.area(measure.drawnArea), answer: answer), fix: .askWhy(view: id, point: point))
    }

    /// How bad an unreachable view is: a view that is hidden, transparent or in flight anyway is only a warning;
    /// nil when the view is reached after all.
    private func severity(_ reason: WhyNotReason) -> AuditSeverity? {
        switch reason {
        case .isHitView: nil
        case .insideHitView(_, let blocker): severity(blocker)
        case .skipped(_, let skip): skip == .userInteractionDisabled ? .error : .warning
        default: .error
        }
    }

    private func tooSmall(_ measure: TargetMeasure) -> AuditFinding? {
        let minimum = context.options.minimumSize
        guard let box = measure.effectiveBox else { return nil }
        let width = AuditNumbers.area(box.width), height = AuditNumbers.area(box.height)
        guard width < minimum.width || height < minimum.height else { return nil }
        let id = measure.view
        let view = context.hierarchy[id]
        let own = view.pointInsideRule.area(for: view.bounds)?.size ?? (view.pointInsideRule == .always ? Size(.infinity, .infinity) : .zero)
        let fix: AuditFix
        if own.width < minimum.width || own.height < minimum.height {
            fix = .enlargeHitArea(minimum: minimum, checked: nil)
        } else if let taker = Self.largestTaker(measure.ownCovered), taker.area >= measure.ownOutside.values.reduce(0, +) {
            fix = context.provenFix(taker: taker.view, victim: id)
        } else if let ancestor = Self.largestView(measure.ownOutside) {
            fix = context.provenFix(outside: ancestor, of: id)
        } else {
            // Only the screen's edge cuts it: in a scroll view that is where the user scrolled to, not a fault.
            guard !context.scrolls(id) else { return nil }
            fix = .offScreen
        }
        let detail = AuditDetail.tooSmall(
            effectiveArea: AuditNumbers.area(measure.effectiveArea), effectiveSize: Size(width, height), minimum: minimum,
            drawnArea: AuditNumbers.area(measure.drawnArea))
        return context.finding(id, detail, fix: fix)
    }

    private func partlyCovered(_ measure: TargetMeasure) -> AuditFinding? {
        let covered = measure.coveredArea
        guard covered > 0, let taker = Self.largestTaker(measure.covered) else { return nil }
        let id = measure.view
        let detail = AuditDetail.partlyCovered(
            drawnArea: AuditNumbers.area(measure.drawnArea), effectiveArea: AuditNumbers.area(measure.effectiveArea),
            coveredArea: AuditNumbers.area(covered), coveredPercent: AuditNumbers.percent(covered, of: measure.drawnArea),
            takenBy: context.shares(measure.covered))
        return context.finding(id, detail, fix: context.provenFix(taker: taker.view, victim: id))
    }

    private func drawnOutside(_ measure: TargetMeasure) -> AuditFinding? {
        let outside = measure.outsideArea
        guard outside > 0, let ancestor = Self.largestView(measure.outside) else { return nil }
        let detail = AuditDetail.drawnNotTouchable(
            drawnArea: AuditNumbers.area(measure.drawnArea), effectiveArea: AuditNumbers.area(measure.effectiveArea),
            outsideArea: AuditNumbers.area(outside), outsidePercent: AuditNumbers.percent(outside, of: measure.drawnArea), ancestor: ancestor,
            takenBy: context.shares(measure.outsideTakers))
        return context.finding(measure.view, detail, fix: context.provenFix(outside: ancestor, of: measure.view))
    }

    private func disabled(_ measure: TargetMeasure) -> AuditFinding {
        let hierarchy = context.hierarchy
        let handler = hierarchy.responderChain(from: measure.view).dropFirst().first { hierarchy.touchHandling(of: $0) == .handle }
        let detail = AuditDetail.disabled(
            effectiveArea: AuditNumbers.area(measure.effectiveArea), drawnArea: AuditNumbers.area(measure.drawnArea), handledBy: handler)
        let fix = measure.reachedPoint.map { AuditFix.goal(.controlSendsActions(measure.view), at: $0, proven: nil) } ?? .noPointToProveOn(view: measure.view)
        return context.finding(measure.view, detail, fix: fix)
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
