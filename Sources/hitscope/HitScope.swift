import ArgumentParser
import Foundation
import HitScopeCore
import HitScopeFiles
import HitScopeOutput
import HitScopeScene

/// `hitscope`: see where a touch goes. Exit statuses: `ExitStatus`.
struct HitScope: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hitscope",
        abstract: "See where a touch goes: UIKit hit-testing and the responder chain, step by step.",
        discussion: ExitStatus.summary,
        version: HitScopeVersion.current,
        subcommands: [Trace.self, Why.self, Inspect.self, Generate.self, Import.self, Audit.self, Diff.self, Report.self, Gallery.self, View.self]
    )
}

@main
enum Main {
    static func main() async {
        // A closed standard output is said (exit 2); Ctrl-C and kill end a write, whatever the parent blocked.
        ProcessSignals.prepare()
        MemoryReuse.prepare()
        if let mistake = SubcommandSpelling.mistake(in: Array(CommandLine.arguments.dropFirst())) {
            Output.error("hitscope: \(mistake)")
            Foundation.exit(ExitStatus.usage)
        }
        do {
            var command = try HitScope.parseAsRoot()
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            Output.flush()
        } catch let error as SceneError {
            Output.error("\(error)")
            Foundation.exit(ExitStatus.badInput)
        } catch let error as InputError {
            Output.error("hitscope: \(terminalSafe(error.message))")
            Foundation.exit(ExitStatus.badInput)
        } catch let error as WriteError {
            Output.error("hitscope: \(error)")
            Foundation.exit(ExitStatus.badInput)
        } catch {
            let code = HitScope.exitCode(for: error)
            let message = HitScope.fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { Output.line(message) }
                Output.flush()
                Foundation.exit(0)
            }
            if let exitCode = error as? ExitCode {
                Output.flush()
                Foundation.exit(exitCode.rawValue)
            }
            Output.error(terminalSafeLines(message))
            // A usage error is EX_USAGE; anything else the parser does not know is input HitScope could not use.
            Foundation.exit(code == .validationFailure ? ExitStatus.usage : ExitStatus.badInput)
        }
    }
}
