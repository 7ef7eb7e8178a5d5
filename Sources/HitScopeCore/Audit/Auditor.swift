/// The routing-aware touch-target audit of a scene: for every control, view that handles touches and redirect
/// target, where its touches really go (exact areas from the engine, not a dot grid), and findings with the
/// numbers and a concrete fix.
public struct Auditor: Sendable {
    public var options: AuditOptions

    public init(options: AuditOptions = AuditOptions()) {
        self.options = options
    }

    /// Audits one scene; `file` is how findings name it (the path given on the command line).
    public func audit(_ scene: Scene, file: String) -> AuditSceneResult {
        let hierarchy = scene.hierarchy
        let tester = HitTester(hierarchy)
        var isAudited = hierarchy.views.map { $0.isControl || $0.touches == .handle }
        for index in 0..<hierarchy.count {
            if let target = hierarchy.redirectTarget(of: ViewID(index)) { isAudited[target.index] = true }
        }
        let meter = TouchTargetMeter(tester: tester, screen: scene.size, isAudited: isAudited)
        let context = AuditContext(file: file, tester: tester, options: options)
        let order = hierarchy.drawingOrder
        var measures: [ViewID: TargetMeasure] = [:]
        for id in order where isAudited[id.index] { measures[id] = meter.measure(id) }
        let audited = order.compactMap { measures[$0] }

        var findings = audited.flatMap(TargetRules(context: context).findings)
        findings += TakerRules(context: context).findings(audited)
        let gestures = GestureRule(context: context)
        for id in gestures.subjects(isAudited: isAudited) {
            if let finding = gestures.finding(measures[id] ?? meter.measure(id)) { findings.append(finding) }
        }

        var position = [Int](repeating: 0, count: hierarchy.count)
        for (index, id) in order.enumerated() { position[id.index] = index }
        let ruleOrder = Dictionary(uniqueKeysWithValues: AuditRule.allCases.enumerated().map { ($1, $0) })
        findings.sort { lhs, rhs in
            let l = hierarchy.id(named: lhs.view).map { position[$0.index] } ?? 0
            let r = hierarchy.id(named: rhs.view).map { position[$0.index] } ?? 0
            return l != r ? l < r : ruleOrder[lhs.rule, default: 0] < ruleOrder[rhs.rule, default: 0]
        }
        return AuditSceneResult(scene: file, targets: audited.map { target($0, context) }, findings: findings)
    }

    private func target(_ measure: TargetMeasure, _ context: AuditContext) -> AuditTarget {
        let id = measure.view
        return AuditTarget(
            view: context.name(id), path: context.hierarchy.path(to: id).map(context.name), line: context.hierarchy[id].sourceLine,
            effectiveArea: AuditNumbers.area(measure.effectiveArea), effectiveWidth: AuditNumbers.area(measure.effectiveBox?.width ?? 0),
            effectiveHeight: AuditNumbers.area(measure.effectiveBox?.height ?? 0), drawnArea: AuditNumbers.area(measure.drawnArea),
            approximate: measure.approximate)
    }
}
