import HitScopeAudit
import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// The occlusion cut (`Occlusion`: grids leave out the views behind a view that surely answers all over them) is a
/// fast path: with it and without it, the audit and the diff give the same numbers, to the last bit, on random
/// scenes with every override (the numbers without it are the ones AuditAreaTests and AreaChangeTests hold to
/// `UIKitOracle`), and on a generated scene, where it cuts most views out of most grids.
struct AuditOcclusionTests {
    /// Small scenes with every override (the cut-free audit of a crowded or nested 375 × 667 scene with turned
    /// views took minutes here), and a generated one, whose overflow views the cut is for.
    static let scenes: [(name: String, scene: Scene)] =
        (1...6).map { ("half point \($0)", Scene(name: "h", size: Size(200, 150), hierarchy: RandomScenes.halfPoint(seed: $0))) }
        + [("generated 300", SceneGenerator(viewCount: 300, seed: 7).generate())]

    @Test("The audit's targets and findings are the same with the cut and without it", arguments: scenes.indices)
    func audit(index: Int) async {
        let (name, scene) = Self.scenes[index]
        var plain = Auditor()
        plain.cutsOccludedViews = false
        let cut = await Auditor().audit(scene, file: "s.yaml")
        let uncut = await plain.audit(scene, file: "s.yaml")
        #expect(cut.targets == uncut.targets, "\(name)")
        // The same findings; a finding's example point is a cell's centre, and the cells are cut at fewer edges.
        #expect(cut.findings.map { "\($0.view) \($0.rule) \($0.severity)" } == uncut.findings.map { "\($0.view) \($0.rule) \($0.severity)" }, "\(name)")
        #expect(!cut.targets.isEmpty, "\(name) has no target: the comparison proves nothing")
    }

    @Test("The diff's areas, and who took the lost touches, are the same with the cut and without it", arguments: 1...4)
    func diff(seed: UInt64) async {
        let old = Scene(name: "old", size: Size(200, 150), hierarchy: RandomScenes.halfPoint(seed: seed))
        let new = Scene(name: "new", size: Size(200, 150), hierarchy: RandomScenes.halfPoint(seed: seed + 50))
        let testers = (HitTester(old.hierarchy), HitTester(new.hierarchy))
        let pairs: [(old: ViewID?, new: ViewID?)] = (0..<old.hierarchy.count).map { index in
            (ViewID(index), new.hierarchy.id(named: old.hierarchy[ViewID(index)].name))
        }
        let cut = await TouchAreaComparer(before: old, testers.0, after: new, testers.1, cutsOccluded: true).compare(pairs)
        let uncut = await TouchAreaComparer(before: old, testers.0, after: new, testers.1, cutsOccluded: false).compare(pairs)
        // The same areas and takers; the changed parts' boxes (for drawings) follow the cells, cut at fewer edges.
        #expect(cut.map { [$0.areaBefore, $0.areaAfter] } == uncut.map { [$0.areaBefore, $0.areaAfter] })
        #expect(cut.map(\.lostTo) == uncut.map(\.lostTo) && cut.map(\.gainedFrom) == uncut.map(\.gainedFrom))
        #expect(cut.contains { $0.areaBefore > 0 && $0.areaBefore != $0.areaAfter }, "no area changed: the comparison proves nothing")
    }

    @Test("On a generated scene the cut leaves most views out of a target's grid")
    func cutsMostViews() {
        let scene = SceneGenerator(viewCount: 3_000, seed: 1).generate()
        let tester = HitTester(scene.hierarchy)
        let occlusion = Occlusion(tester: tester)
        let screen = ScreenMap(scene.hierarchy)
        let boxes = (0..<scene.hierarchy.count).map { index in
            screen.corners(of: ViewID(index), in: scene.hierarchy).reduce(Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)) {
                $0.including($1)
            }
        }
        var kept = 0, meeting = 0
        for x in stride(from: 10.0, to: 370, by: 40) {
            for y in stride(from: 10.0, to: 660, by: 40) {
                let box = Box(minX: x, minY: y, maxX: x + 20, maxY: y + 20)
                let views = boxes.indices.filter { boxes[$0].intersects(box) }.map(ViewID.init)
                meeting += views.count
                kept += occlusion.reachable(views, in: box).count
            }
        }
        // Most boxes lie under a view that answers all over them, in front of most of the views drawn there (on
        // 2026-11-27 the cut kept 1,830 of 5,057).
        #expect(kept * 2 < meeting, "kept \(kept) of \(meeting)")
    }
}
