import ArgumentParser
import HitScopeCore
import HitScopeOutput
import HitScopeScene

/// `hitscope inspect`: all a view has, in the inspectors' words.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Show all a view has: class, frame, bounds, transform, alpha, hidden, interaction, overrides, controller, recognizers, kept attributes.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var input: SceneOptions

    @Option(help: "The name of the view (repeatable).")
    var view: [String]

    @Option(help: "Output format: text or json (one JSON object a line).")
    var format: Format = .text

    func validate() throws {
        guard !view.isEmpty else { throw ValidationError("name a view with --view NAME") }
    }

    func run() throws {
        let loaded = try input.load().scene
        let screen = ScreenMap(loaded.hierarchy)
        for (index, name) in view.enumerated() {
            guard let id = loaded.hierarchy.id(named: name) else {
                throw InputError(message: ViewLookup.unknownViewMessage(name, in: loaded.hierarchy, scene: input.scene))
            }
            let facts = ViewFacts(id, in: loaded.hierarchy, screen: screen)
            switch format {
            case .json: Output.jsonLine(facts)
            case .text:
                if index > 0 { Output.line("") }
                for fact in facts.facts { Output.line("\(fact.label): \(fact.value)") }
            }
        }
    }
}
