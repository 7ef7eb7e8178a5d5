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
            // An overlay that is one of UIKit's private parts is its public view's (`UIKitParts`).
            for case (let part?, let area) in measure.covered {
                let taker = context.hierarchy.publicOwner(of: part)
                guard context.handlesNothing(part), !context.hierarchy.isAncestor(taker, of: measure.view) else { continue }
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
            let victim = victims.max { ($0.value, $1.key.index) < ($1.value, $0.key.index) }?.key ?? overlay
            var finding = context.finding(
                overlay, .swallowingOverlay(takenArea: AuditNumbers.area(victims.values.reduce(0, +)), takesFrom: victimShares(victims, drawn: drawn)),
                fix: context.provenFix(taker: overlay, victim: victim))
            finding.approximate = approximate.contains(overlay)
            findings.append(finding)
        }
        for (control, victims) in enlarged {
            let shares = victimShares(victims, drawn: drawn)
            var finding = context.finding(
                control, .enlargedOverlap(takenArea: AuditNumbers.area(victims.values.reduce(0, +)), takesFrom: shares),
                fix: context.provenFix(taker: control, victim: shares.first?.view ?? control))
            finding.approximate = approximate.contains(control)
            findings.append(finding)
        }
        return findings
    }

    /// Each victim's share, with its percentage of the victim's drawn area; largest first, then by name.
    private func victimShares(_ victims: [ViewID: Double], drawn: [ViewID: Double]) -> [AuditShare] {
        victims.sorted { lhs, rhs in
            lhs.value != rhs.value ? lhs.value > rhs.value : context.name(lhs.key) < context.name(rhs.key)
        }.map { victim, area in
            AuditShare(view: victim, area: AuditNumbers.area(area), percent: AuditNumbers.percent(area, of: drawn[victim] ?? 0))
        }
    }
}
