import HitScopeCore

extension AuditContext {
    /// The fix for a view that takes `victim`'s touches, proven on a copy of the scene (`FixProver`) at a point
    /// where it takes them: the change, or that no single-property change gets the victim that touch.
    func provenFix(taker: ViewID, victim: ViewID) -> String {
        let words = TraceTextFormatter(hierarchy)
        guard let point = point(where: taker, takesFrom: victim) else {
            return "no point was found to prove a change on; ask `hitscope why` at a point of \(name(victim)) that \(name(taker)) covers"
        }
        var prover = FixProver(tester)
        let advice = prover.advice(for: victim, fingers: [.tap(at: point)])
        if let change = advice.change { return words.changeText(change) }
        // `notNeeded` cannot come here: the taker, not the victim, is the hit-test view at `point`.
        return words.fixText(advice, target: victim) ?? "\(name(victim)) already gets this touch"
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
