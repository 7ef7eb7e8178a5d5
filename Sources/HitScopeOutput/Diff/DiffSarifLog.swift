import HitScopeDiff

/// `hitscope diff --format sarif`: every change as a SARIF 2.1.0 result (`Sarif`), located at the line of the new
/// scene file that declares the view, so that code scanning shows a pull request's touch regressions on its diff.
public struct DiffSarifLog: Encodable, Sendable {
    private let log: Sarif.Log<DiffSarifProperties>

    /// The rules, by level: a view no longer reachable, a view losing area, a touch going elsewhere, any other change.
    static let rules: [(id: String, summary: String, explanation: String, level: String)] = [
        (
            "touch-target-unreachable", "A touch target that touches reached gets none now",
            "Every point whose touches reached the view before goes to another view, or to none, in the new version.", "error"
        ),
        (
            "touch-area-lost", "A touch target lost touch area",
            "The points whose touches reach the view shrank by at least --min-change points²; the result says who takes them now and why.",
            "warning"
        ),
        (
            "touch-went-elsewhere", "A tap or touch of the scene goes to another view",
            "The engine's verdict for one of the scene's taps or touches names another taker than in the old version.", "warning"
        ),
        ("touch-changed", "Touches changed", "A touch target was added or removed, gained area, or a touch found a taker.", "note"),
    ]

    public init(_ report: DiffReport, toolVersion: String) {
        let driver = Sarif.Driver(
            name: "hitscope", version: toolVersion,
            rules: Self.rules.map { Sarif.Rule(id: $0.id, name: Sarif.pascalCase($0.id), summary: $0.summary, explanation: $0.explanation, level: $0.level) })
        var results: [Sarif.Result<DiffSarifProperties>] = []
        let state = { (accepted: Bool?) in report.hasBaseline ? (accepted == true ? "unchanged" : "new") : nil }
        for file in report.files {
            for view in file.changedViews {
                guard let level = view.level else { continue }
                let rule = level == .unreachable ? 0 : level == .lost ? 1 : 3
                results.append(
                    Sarif.Result(
                        ruleId: Self.rules[rule].id, ruleIndex: rule, level: Self.rules[rule].level, message: DiffWords.headline(view),
                        file: view.file, line: view.line, view: view.name, path: view.path, baselineState: state(view.baseline),
                        properties: DiffSarifProperties(view: ViewDiffRecord(view), touch: nil)))
            }
            for touch in file.touches.map(TouchDiffRecord.init) {
                guard let level = touch.level else { continue }
                let rule = level == .changed ? 3 : 2
                results.append(
                    Sarif.Result(
                        ruleId: Self.rules[rule].id, ruleIndex: rule, level: Self.rules[rule].level, message: DiffWords.headline(touch),
                        file: touch.file, line: nil, view: touch.takenByBefore ?? touch.touch, path: [touch.touch],
                        baselineState: state(touch.baseline), properties: DiffSarifProperties(view: nil, touch: touch)))
            }
        }
        log = Sarif.Log(driver: driver, results: results)
    }

    public func encode(to encoder: any Encoder) throws {
        try log.encode(to: encoder)
    }
}

/// The change itself, riding along with a SARIF result.
struct DiffSarifProperties: Encodable, Sendable {
    let view: ViewDiffRecord?
    let touch: TouchDiffRecord?
}
