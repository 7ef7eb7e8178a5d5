import HitScopeCore

/// Where touch targets' answers depend on the unsettled question of alpha 0.01 (docs/rules.md, "Unsettled
/// questions"): a view's touch area under the engine's best reading (a view at exactly 0.01 skipped) against the
/// other reading (hit-tested, `ViewHierarchy.otherAlphaReading`), compared on the diff's exact grid
/// (`TouchAreaComparer`). It exists only for a scene with a view at exactly 0.01, so no other scene pays for it; a
/// view whose region meets no such view's reach under the other reading is not compared (the readings agree there).
public struct AlphaReadingAreas: Sendable {
    private let comparer: TouchAreaComparer
    private let tester: HitTester
    /// The screen boxes where a view at 0.01 can answer under the other reading: outside them, both readings agree.
    private let reaches: [Box]

    /// nil when no view of `scene` has alpha 0.01 exactly; `tester` is the scene's (`HitTester(scene.hierarchy)`).
    public init?(scene: Scene, tester: HitTester) {
        self.init(scene: scene, tester: tester, cutsOccluded: true)
    }

    /// `cutsOccluded: false` compares with every view that meets a grid (AuditOcclusionTests).
    package init?(scene: Scene, tester: HitTester, cutsOccluded: Bool) {
        guard let other = scene.hierarchy.otherAlphaReading else { return nil }
        var otherScene = scene
        otherScene.hierarchy = other
        let comparer = TouchAreaComparer(before: scene, tester, after: otherScene, HitTester(other), cutsOccluded: cutsOccluded)
        self.comparer = comparer
        self.tester = tester
        reaches = scene.hierarchy.viewsAtAlphaThreshold.compactMap { comparer.after.geometry.reach[$0.index] }
    }

    /// The parts of `id`'s touch area that the other reading gives to it or takes from it, by question, in the
    /// order the grid meets them; areas exact where the edges are straight and upright.
    public func uncertainAreas(of id: ViewID) -> [UncertainArea] {
        let regions = [comparer.before.screenRegion(of: id), comparer.after.screenRegion(of: id)].compactMap(\.self)
        guard regions.contains(where: { region in reaches.contains { $0.intersects(region) } }) else { return [] }
        let change = comparer.compare(old: id, new: id, keepsParts: true)
        var byQuestion = AreaParts<UnsettledQuestion>()
        for (_, part) in change.changedParts.ordered {
            // The engine's own question at a point of the part, where the two readings give other hit-test views.
            let alpha = tester.unsettledQuestions(at: part.point).first { if case .alphaAtThreshold = $0 { true } else { false } }
            guard let alpha else { continue }
            byQuestion.add(part.area, box: part.box, point: part.point, to: alpha)
        }
        return byQuestion.ordered.map { question, part in
            UncertainArea(question: question, area: AuditNumbers.area(part.area), box: part.box, point: part.point)
        }
    }
}
