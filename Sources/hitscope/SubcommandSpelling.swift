import ArgumentParser
import HitScopeCore
import HitScopeScene

/// A first argument that names no subcommand: swift-argument-parser would take it for an argument of the root
/// command and complain about the options after it ("Unknown option '--at'"), so it is named first, with the
/// subcommand it looks like.
enum SubcommandSpelling {
    /// "unknown subcommand 'trce'; did you mean 'trace'?" when `arguments` (without the program's name) start
    /// with a word that is no subcommand of `hitscope`; nil when they start with one, an option or nothing.
    static func mistake(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.isEmpty, !first.hasPrefix("-") else { return nil }
        let names = HitScope.configuration.subcommands.map { $0._commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        let word = terminalSafe(first.count > 40 ? String(first.prefix(40)) + "…" : first)
        if let near = nearestName(to: first, among: names, within: { max(1, $0.count / 3) }) {
            return "unknown subcommand '\(word)'; did you mean '\(near)'?"
        }
        return "unknown subcommand '\(word)'; the subcommands are \(names.dropLast().joined(separator: ", ")) (hitscope --help)"
    }
}
