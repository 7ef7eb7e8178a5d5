import HitScopeCore

/// One version of a scene laid out for measuring touch areas (`TouchAreaComparer`): where each view sits on the
/// screen and where its `hitTest` can answer, worked out once.
public struct MeasuredScene: Sendable {
    let meter: TouchTargetMeter

    /// `tester`: `HitTester(scene.hierarchy)`.
    public init(_ scene: Scene, _ tester: HitTester) {
        self.init(scene, tester, cutsOccluded: true)
    }

    init(_ scene: Scene, _ tester: HitTester, cutsOccluded: Bool) {
        meter = TouchTargetMeter(
            tester: tester, screenMap: ScreenMap(scene.hierarchy), screen: scene.size, isAudited: Auditor.auditedViews(in: scene.hierarchy),
            cutsOccluded: cutsOccluded)
    }
}
