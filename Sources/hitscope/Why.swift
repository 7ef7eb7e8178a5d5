import ArgumentParser
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeScene

/// `hitscope why`: why is this view not the hit-test view at this point?
struct Why: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Explain why a view is (or is not) the hit-test view at a point."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var input: SceneOptions

    @Option(
        name: .customLong("at"), parsing: .unconditional,
        help: ArgumentHelp("The point X,Y in screen points.", valueName: PointArgument.valueName), transform: PointArgument.init(parsing:))
    var point: PointArgument

    @Option(help: "The name of the view that should have received the touch.")
    var view: String

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        let loaded = try input.load().scene
        guard let id = loaded.hierarchy.id(named: view) else {
            throw InputError(message: ViewLookup.unknownViewMessage(view, in: loaded.hierarchy, scene: input.scene))
        }
        let tester = HitTester(loaded.hierarchy)
        let answer = tester.whyNot(id, at: point.point)
        // Every candidate fix, proven on a copy of the whole scene and ranked (docs/rules.md).
        var fixes = WholeSceneFixes(scene: loaded, tester: tester)
        let ranked = fixes.rank(for: id, fingers: [.tap(at: point.point)])
        switch format {
        case .text:
            let words = TraceTextFormatter(loaded.hierarchy)
            Output.line(words.whyNotWithCause(answer))
            for line in words.rankedFixLines(ranked, target: id) { Output.line(line) }
            let delivery = tester.deliverTouches([.tap(at: point.point)])
            Output.line("")
            for line in words.verdictLines(delivery.verdict(in: loaded.hierarchy), delivery: delivery) { Output.line(line) }
        case .json: Output.jsonLine(WhyNotDocument(answer, ranked: ranked, hierarchy: loaded.hierarchy))
        }
    }
}
