import HitScopeCore

/// The rules about views that take other views' touches, one finding per taker: swallowing-overlay (a view that
/// handles nothing above controls) and enlarged-overlap (a control's hit area grown over another control).
struct TakerRules {
    let context: AuditContext

    func findings(_ measures: [TargetMeasure]) -> [AuditFinding] {
        var swallowed: [ViewID: [ViewID: Double]] = [:]
        var enlarged: [ViewID: [ViewID: Double]] = [:]
        var drawn: [ViewID: Double] = [:]
        var approximate: Set<ViewID> = []
        for measure in measures where measure.drawnArea > 0 && context.isDrawn(measure.view) {
            drawn[measure.view] = measure.drawnArea
            for case (let taker?, let area) in measure.covered
            where context.handlesNothing(taker) && !context.hierarchy.isAncestor(taker, of: measure.view) {
                swallowed[taker, default: [:]][measure.view, default: 0] += area
                if measure.approximate { approximate.insert(taker) }
            }
            for (taker, area) in measure.takenByEnlarged {
                enlarged[taker, default: [:]][measure.view, default: 0] += area
                if measure.approximate { approximate.insert(taker) }
            }
        }
        var findings: [AuditFinding] = []
        for (overlay, victims) in swallowed {
            let shares = victimShares(victims, drawn: drawn)
            let total = AuditNumbers.area(victims.values.reduce(0, +))
            var finding = context.finding(
                overlay, .swallowingOverlay, message: AuditText.swallowing(context.name(overlay), area: total, from: shares),
                fix: context.provenFix(taker: overlay, victim: victims.max { ($0.value, $1.key.index) < ($1.value, $0.key.index) }?.key ?? overlay))
            finding.takenArea = total
            finding.takesFrom = shares
            if approximate.contains(overlay) { finding.approximate = true }
            findings.append(finding)
        }
        for (control, victims) in enlarged {
            let shares = victimShares(victims, drawn: drawn)
            let total = AuditNumbers.area(victims.values.reduce(0, +))
            var finding = context.finding(
                control, .enlargedOverlap,
                message: AuditText.enlargedOverlap(
                    context.name(control), hitArea: AuditText.hitAreaRule(context.hierarchy[control]), area: total, from: shares),
                fix: AuditText.shrinkHitArea(context.name(control), from: shares))
            finding.takenArea = total
            finding.takesFrom = shares
            if approximate.contains(control) { finding.approximate = true }
            findings.append(finding)
        }
        return findings
    }

    /// Each victim's share, with its percentage of the victim's drawn area; largest first, then by name.
    private func victimShares(_ victims: [ViewID: Double], drawn: [ViewID: Double]) -> [AuditShare] {
        let shares: [AuditShare] = victims.map { victim, area in
            AuditShare(view: context.name(victim), area: area, percent: AuditNumbers.percent(area, of: drawn[victim] ?? 0))
        }
        return shares.sorted { lhs, rhs in
            lhs.area != rhs.area ? lhs.area > rhs.area : (lhs.view ?? "") < (rhs.view ?? "")
        }.map { share in
            AuditShare(view: share.view, area: AuditNumbers.area(share.area), percent: share.percent)
        }
    }
}
