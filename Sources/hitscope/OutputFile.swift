import ArgumentParser
import Foundation
import HitScopeCore
import HitScopeFiles

/// Writes a command's result to a file by HitScopeFiles' rules, or to standard output for `-` (through `Output`'s
/// buffer); refuses, as a usage error (exit 64), an output that is one of the command's own inputs.
enum OutputFile {
    static func write(_ text: String, to path: String) throws {
        guard path != "-" else {
            Output.text(text)
            return
        }
        try HitScopeFiles.OutputFile.write(text, to: path)
    }

    /// Refuses `output` when it names one of `inputs` (exit 64), and a path that cannot be written (exit 2), before
    /// the work.
    static func check(_ output: String?, inputs: [String]) throws {
        guard let output, output != "-" else { return }
        if let input = SameFile.input(output, among: inputs) {
            let spelling = input == output ? "" : " (\(terminalSafe(input)))"
            throw ValidationError("-o \(terminalSafe(output)) is one of the inputs\(spelling): write the output to another file")
        }
        try HitScopeFiles.OutputFile.check(output)
    }
}
