import HitScopeCore

extension AuditContext {
    /// Whether this scene is small enough for the audit to prove its fixes (`Auditor.provenFixLimit`).
    var provesFixes: Bool { hierarchy.count <= Auditor.provenFixLimit }

    /// The fix for a view that takes `victim`'s touches, proven on a copy of the scene (`FixProver`) at a point
    /// where it takes them: the change, or that no single-property change gets the victim that touch.
    func provenFix(taker: ViewID, victim: ViewID) -> AuditFix {
        guard let point = point(where: taker, takesFrom: victim) else { return .noPointToProveOn(taker: taker, victim: victim) }
        guard provesFixes else { return .askWhy(view: victim, point: point) }
        var prover = FixProver(tester)
        return .advice(prover.advice(for: victim, fingers: [.tap(at: point)]), target: victim)
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
