import HitScopeCore

/// The rule about touch area whose answer depends on an unsettled question (docs/rules.md, "Unsettled questions"):
/// one finding per view that has some, with the change that makes the largest part sure. Every other finding about
/// the view carries the same parts (`AuditFinding.uncertainties`), so none states its numbers as sure.
struct UncertainRule {
    let context: AuditContext

    func finding(_ measure: TargetMeasure) -> AuditFinding? {
        // The largest part (ties: the first the grid met).
        guard let largest = measure.uncertain.max(by: { $0.area < $1.area }) else { return nil }
        let detail = AuditDetail.uncertain(
            effectiveArea: AuditNumbers.area(measure.effectiveArea), uncertainArea: AuditNumbers.area(measure.uncertain.totalArea))
        var finding = context.finding(measure.view, detail, fix: .goal(.settles(largest.question), at: largest.point, proven: nil))
        finding.approximate = measure.approximate
        return finding
    }
}
