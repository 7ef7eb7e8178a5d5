import HitScopeCore
import HitScopeOutput

extension AuditContext {
    /// The largest scene whose fixes the audit proves: each proof compiles a changed copy of the scene, which a
    /// scene of thousands of findings cannot afford (10,000 views: 0.4 s without proofs, 11 s with). Beyond it,
    /// a finding's fix says how to ask `hitscope why`, which proves one.
    static let provenFixLimit = 2_000

    /// Whether this scene is small enough for the audit to prove its fixes.
    var provesFixes: Bool { hierarchy.count <= Self.provenFixLimit }

    /// The fix text of a scene too large to prove fixes in: the command that proves one.
    func askWhy(_ view: ViewID, at point: Point) -> String {
        "ask `hitscope why \(file) --at \(formatNumber(point.x)),\(formatNumber(point.y)) --view \(name(view))` for a fix proven on a copy of the scene (the audit proves fixes in scenes of up to \(Self.provenFixLimit) views)"
    }

    /// The fix for a view that takes `victim`'s touches, proven on a copy of the scene (`FixProver`) at a point
    /// where it takes them: the change, or that no single-property change gets the victim that touch.
    func provenFix(taker: ViewID, victim: ViewID) -> String {
        let words = TraceTextFormatter(hierarchy)
        guard let point = point(where: taker, takesFrom: victim) else {
            return "no point was found to prove a change on; ask `hitscope why` at a point of \(name(victim)) that \(name(taker)) covers"
        }
        guard provesFixes else { return askWhy(victim, at: point) }
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
