import HitScopeCore

/// The routing-aware touch-target audit of a scene: for every control, view that handles touches and redirect
/// target, where its touches really go (exact areas from the engine, not a dot grid), and findings with the
/// numbers and a concrete fix.
public struct Auditor: Sendable {
    public var options: AuditOptions
    /// Whether grids leave out the views a view in front keeps every touch from (`Occlusion`); false only to prove
    /// that cut changes no number (AuditOcclusionTests).
    package var cutsOccludedViews = true

    /// The largest scene whose fixes are proven (the audit's, a page's, a trace's): each proof compares a changed copy
    /// with the whole scene, which a scene of thousands of findings cannot afford (`WholeSceneFixes.changeBudget`).
    /// Beyond it, a finding's fix says how to ask `hitscope why`, which proves them.
    public static let provenFixLimit = 2_000

    /// The finest split of a cell that a slanted, circular or rounded edge crosses, in points: an approximate
    /// finding's numbers are exact to this.
    public static let finestStep = 0.25

    public init(options: AuditOptions = AuditOptions()) {
        self.options = options
    }

    /// Audits one scene; `file` is how findings name it (the path given on the command line). Views are measured
    /// concurrently, in batches, on the cooperative thread pool; the result does not depend on the schedule.
    public func audit(_ scene: Scene, file: String) async -> AuditSceneResult {
        let hierarchy = scene.hierarchy
        let tester = HitTester(hierarchy)
        let isAudited = Self.auditedViews(in: hierarchy)
        let screen = ScreenMap(hierarchy)
        let meter = TouchTargetMeter(
            tester: tester, screenMap: screen, screen: scene.size, isAudited: isAudited, cutsOccluded: cutsOccludedViews)
        let context = AuditContext(tester: tester, screen: screen, options: options)
        let order = hierarchy.drawingOrder
        // Only a scene with a view at alpha 0.01 exactly compares the other reading of it.
        let alpha = AlphaReadingAreas(scene: scene, tester: tester, cutsOccluded: cutsOccludedViews)
        let audited = await Self.measure(order.filter { isAudited[$0.index] }, with: meter, alpha: alpha)
        let measures = Dictionary(uniqueKeysWithValues: audited.map { ($0.view, $0) })

        var findings = audited.flatMap(TargetRules(context: context).findings)
        findings += TakerRules(context: context).findings(audited)
        findings += audited.compactMap(UncertainRule(context: context).finding)
        let gestures = GestureRule(context: context)
        for id in gestures.subjects(isAudited: isAudited) {
            if let finding = gestures.finding(measures[id] ?? meter.measure(id)) { findings.append(finding) }
        }
        let scrolling = ScrollCancelRule(context: context)
        for id in scrolling.subjects(isAudited: isAudited) {
            if let finding = scrolling.finding(measures[id] ?? meter.measure(id), screen: scene.size) { findings.append(finding) }
        }

        // A finding about a view whose touch area depends on an unsettled question says so (`UncertainArea`).
        for index in findings.indices {
            findings[index].uncertainties = measures[findings[index].view]?.uncertain ?? []
        }

        var position = [Int](repeating: 0, count: hierarchy.count)
        for (index, id) in order.enumerated() { position[id.index] = index }
        let ruleOrder = Dictionary(uniqueKeysWithValues: AuditRule.allCases.enumerated().map { ($1, $0) })
        findings.sort { lhs, rhs in
            let l = position[lhs.view.index], r = position[rhs.view.index]
            return l != r ? l < r : ruleOrder[lhs.rule, default: 0] < ruleOrder[rhs.rule, default: 0]
        }
        return AuditSceneResult(scene: file, hierarchy: hierarchy, targets: audited.map(target), findings: findings)
    }

    /// Whether each view is a touch target the audit measures: a control, a view that handles touches, a redirect
    /// target; not SwiftUI content, whose hits SwiftUI decides (docs/gestures.md, SwiftUI content), and not one of
    /// UIKit's private parts (`UIKitParts`: a bar button's `_UIButtonBarButton`, a button's `UIButtonLabel`), which an
    /// app neither makes nor changes. The diff compares the same views.
    public static func auditedViews(in hierarchy: ViewHierarchy) -> [Bool] {
        var isAudited = hierarchy.views.map { ($0.isControl || $0.touches == .handle) && !UIKitParts.isPart($0) }
        for index in 0..<hierarchy.count {
            if let target = hierarchy.redirectTarget(of: ViewID(index)) { isAudited[target.index] = true }
        }
        for (index, inside) in SwiftUIHosting.insideHost(in: hierarchy).enumerated() where inside { isAudited[index] = false }
        return isAudited
    }

    /// The views to measure in one task: enough to outweigh scheduling, few enough to share the work out evenly.
    private static let batchSize = 32

    /// Each view's measure, in the order given, with the parts the other reading of alpha 0.01 decides (`alpha`).
    private static func measure(_ views: [ViewID], with meter: TouchTargetMeter, alpha: AlphaReadingAreas?) async -> [TargetMeasure] {
        await withTaskGroup(of: (Int, [TargetMeasure]).self) { group in
            for start in stride(from: 0, to: views.count, by: batchSize) {
                let batch = views[start..<min(start + batchSize, views.count)]
                group.addTask {
                    (
                        start,
                        batch.map { id in
                            var measure = meter.measure(id)
                            measure.uncertain += alpha?.uncertainAreas(of: id) ?? []
                            return measure
                        }
                    )
                }
            }
            var batches: [(Int, [TargetMeasure])] = []
            for await batch in group { batches.append(batch) }
            return batches.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }

    private func target(_ measure: TargetMeasure) -> AuditTarget {
        AuditTarget(
            view: measure.view, effectiveArea: AuditNumbers.area(measure.effectiveArea), effectiveWidth: AuditNumbers.area(measure.effectiveBox?.width ?? 0),
            effectiveHeight: AuditNumbers.area(measure.effectiveBox?.height ?? 0), drawnArea: AuditNumbers.area(measure.drawnArea),
            approximate: measure.approximate, uncertainties: measure.uncertain)
    }
}
