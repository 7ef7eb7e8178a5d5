import HitScopeCore

extension AuditContext {
    /// The fix for a view whose touches `taker` takes (nil: nobody takes them): getting `victim` the tap at a point
    /// where the taker takes it, which the whole-scene check proves (HitScopeDiff's `Auditor.auditProvingFixes`).
    func provenFix(taker: ViewID?, victim: ViewID) -> AuditFix {
        proofPoint(of: victim) { tester.hitTest($0) == taker }.map { .askWhy(view: victim, point: $0) } ?? .noPointToProveOn(view: victim)
    }

    /// The fix for a view drawn outside `ancestor`, whose `pointInside` says NO there: getting `view` the tap at a
    /// point where the engine answers that the ancestor refused it, which the whole-scene check proves (a
    /// degenerate ancestor's size first).
    func provenFix(outside ancestor: ViewID, of view: ViewID) -> AuditFix {
        let point = proofPoint(of: view) { point in
            if case .pointInsideNo(ancestor, _, _) = tester.whyNot(view, at: point).reason { return true }
            return false
        }
        return point.map { .askWhy(view: view, point: $0) } ?? .noPointToProveOn(view: view)
    }

    /// The centre of the first cell, row by row, of a 16 × 16 grid over `view`'s bounds on the screen where
    /// `holds` is true.
    private func proofPoint(of view: ViewID, where holds: (Point) -> Bool) -> Point? {
        let corners = hierarchy[view].bounds.corners.map { hierarchy.convertToScreen($0, from: view) }
        guard let box = Box(bounding: corners), box.width.isFinite, box.height.isFinite, box.width > 0, box.height > 0 else { return nil }
        for row in 0..<16 {
            for column in 0..<16 {
                let p = Point(box.minX + (Double(column) + 0.5) * box.width / 16, box.minY + (Double(row) + 0.5) * box.height / 16)
                if holds(p) { return p }
            }
        }
        return nil
    }
}
