import HitScopeCore

extension AuditContext {
    /// The fix for a view that takes `victim`'s touches: getting the victim the tap at a point where the taker takes
    /// it, which the whole-scene check proves (HitScopeDiff's `Auditor.auditProvingFixes`).
    func provenFix(taker: ViewID, victim: ViewID) -> AuditFix {
        guard let point = point(where: taker, takesFrom: victim) else { return .noPointToProveOn(taker: taker, victim: victim) }
        return .askWhy(view: victim, point: point)
    }

    /// A screen point of `victim`'s bounds where `taker` is the hit-test view: the centre of the first of a
    /// 16 × 16 grid of cells over the victim (row by row) that the taker takes.
    func point(where taker: ViewID, takesFrom victim: ViewID) -> Point? {
        let corners = hierarchy[victim].bounds.corners.map { hierarchy.convertToScreen($0, from: victim) }
        guard let box = Box(bounding: corners), box.width.isFinite, box.height.isFinite, box.width > 0, box.height > 0 else { return nil }
        for row in 0..<16 {
            for column in 0..<16 {
                let p = Point(box.minX + (Double(column) + 0.5) * box.width / 16, box.minY + (Double(row) + 0.5) * box.height / 16)
                if tester.hitTest(p) == taker { return p }
            }
        }
        return nil
    }
}
