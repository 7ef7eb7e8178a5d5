import HitScopeAudit
import HitScopeCore
import HitScopeTestSupport
import Testing

/// `hitscope diff`'s areas (`TouchAreaComparer`): measured on one grid cut at the edges of both versions, they equal
/// each version's audited area, and where the lost touches go equals what `UIKitOracle` says at every half point.
struct AreaChangeTests {
    private static let step = 0.5
    private static let screen = Size(200, 150)

    @Test("Areas before and after equal the audit's, and the lost touches' new owners equal the oracle's", arguments: Array(UInt64(1)...6))
    func againstAuditAndOracle(seed: UInt64) async throws {
        let old = Scene(name: "old", size: Self.screen, hierarchy: RandomScenes.halfPoint(seed: seed))
        let new = Scene(name: "new", size: Self.screen, hierarchy: RandomScenes.halfPoint(seed: seed + 50))
        let oldAudit = await Auditor().audit(old, file: "old.yaml")
        let newAudit = await Auditor().audit(new, file: "new.yaml")
        let oldOracle = UIKitOracle(old.hierarchy)
        let newOracle = UIKitOracle(new.hierarchy)
        let oldOwners = Self.owners(oldOracle)
        let newOwners = Self.owners(newOracle)
        let comparer = TouchAreaComparer(before: old, after: new)
        var compared = 0
        for target in oldAudit.targets {
            let a = target.view
            let name = old.hierarchy[a].name
            let b = new.hierarchy.id(named: name)
            let change = comparer.compare(old: a, new: b)
            #expect(abs(change.areaBefore - target.effectiveArea) < Self.rounding, "seed \(seed) \(name): before \(change.areaBefore), audit \(target.effectiveArea)")
            if let b, let after = newAudit.targets.first(where: { $0.view == b }) {
                #expect(abs(change.areaAfter - after.effectiveArea) < Self.rounding, "seed \(seed) \(name): after \(change.areaAfter), audit \(after.effectiveArea)")
                compared += 1
            }
            #expect(abs(change.areaBefore - change.lostArea + change.gainedArea - change.areaAfter) < 1e-6)
            let sampled = sampledLoss(a, b, oldOracle, newOracle, oldOwners, newOwners)
            let measured = change.lostTo.mapValues { ($0 * 1e4).rounded() / 1e4 }
            #expect(measured == sampled, "seed \(seed) \(name): lost to \(measured), oracle \(sampled)")
        }
        #expect(compared > 0)
    }

    /// The audit's areas are rounded to four decimals (`AuditNumbers`).
    private static let rounding = 1e-4

    /// The oracle's hit-test view at the centre of every cell, row by row.
    private static func owners(_ oracle: UIKitOracle) -> [ViewID?] {
        (0..<Int(screen.height / step)).flatMap { row in
            (0..<Int(screen.width / step)).map { column in oracle.hitTest(Point((Double(column) + 0.5) * step, (Double(row) + 0.5) * step)) }
        }
    }

    /// Where the oracle sends, in the new version, the touches that reached `a` in the old one and do not reach
    /// `b` now (the oracle's own responder chain): points² by the new hit-test view, from the cells' owners.
    private func sampledLoss(
        _ a: ViewID, _ b: ViewID?, _ old: UIKitOracle, _ new: UIKitOracle, _ oldOwners: [ViewID?], _ newOwners: [ViewID?]
    ) -> [ViewID?: Double] {
        var lost: [ViewID?: Double] = [:]
        var reachedBefore: [ViewID: Bool] = [:]
        var reachedAfter: [ViewID: Bool] = [:]
        for (before, after) in zip(oldOwners, newOwners) {
            guard let before else { continue }
            if reachedBefore[before] == nil { reachedBefore[before] = old.viewsReached(byTouchOn: before).contains(a) }
            guard reachedBefore[before] == true else { continue }
            var reaches = false
            if let after, let b {
                if reachedAfter[after] == nil { reachedAfter[after] = new.viewsReached(byTouchOn: after).contains(b) }
                reaches = reachedAfter[after] == true
            }
            if !reaches { lost[after, default: 0] += Self.step * Self.step }
        }
        return lost
    }
}
