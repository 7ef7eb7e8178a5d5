import ArgumentParser
import Foundation
import HitScopeCore
import HitScopeDiff
import HitScopeFiles
import HitScopeOutput
import HitScopeReport
import HitScopeScene

extension DiffFailLevel: ExpressibleByArgument {}

/// `hitscope diff`: the touch regressions between two versions of scenes, for a pull request's CI.
struct Diff: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare the touch areas of two versions of scenes: which view lost touches, to whom, and why.",
        discussion: """
            Compares two inputs that report reads (scene files, recursiveDescription dumps and snapshot-test files, \
            accessibility snapshots), two folders (files paired by relative path), or, with --git REV, each input \
            under the paths as it was at that revision against the working tree. Views are matched by name (scene \
            files), by address (dumps of one session), else by place in the tree, class and title. Each touch target \
            gets its exact touch area before and after, who takes what it lost and the property or structure change \
            that made it; the scenes' taps and touches get their verdicts before and after. With --format junit the \
            changes at --fail-on or worse are the failures.

            \(ExitStatus.summary)
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif, junit, html }

    @Argument(help: "OLD NEW: two inputs or two folders; with --git, the paths to compare (default: the current folder).", completion: .file())
    var inputs: [String] = []

    @Option(help: ArgumentHelp("Compare the inputs as they were at this git revision with the working tree.", valueName: "rev"))
    var git: String?

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0), junit (JUnit XML) or html (one offline page; needs -o).")
    var format: Format = .text

    @Option(name: .shortAndLong, help: "The file to write; - for standard output.", completion: .file())
    var output: String = "-"

    @Option(help: "Exit with 1 when a change at this level remains: unreachable, lost, any or never.")
    var failOn: DiffFailLevel = .never

    @Option(help: ArgumentHelp("Area changes smaller than this many points² are not changes.", valueName: "pt2"))
    var minChange: Double = SceneDiffer.defaultMinimumChange

    @Option(help: "A previous --format json output: its changes (same file, view path and level) are accepted.", completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: "How to read the inputs: auto (by content), scene, dump or accessibility.")
    var inputFormat: InputFormat = .auto

    @Flag(help: "Refuse dumps and accessibility snapshots with lines that cannot be read (exit 2) instead of skipping them with a warning.")
    var strict = false

    @OptionGroup var paths: PathOptions

    func validate() throws {
        if git == nil, inputs.count != 2 { throw ValidationError("give OLD and NEW (two files or two folders), or --git REV [PATH…]") }
        guard minChange.isFinite, minChange >= 0 else { throw ValidationError("--min-change must be a number of points² ≥ 0") }
        if format == .html, output == "-" { throw ValidationError("--format html writes a page: name it with -o FILE") }
        if let git, git.hasPrefix("-") {
            throw ValidationError("--git \(terminalSafe(git)): a revision does not start with '-' (it would be read as an option of git)")
        }
        try OutputFile.check(output, inputs: inputs + [baseline].compactMap { $0 })
    }

    func run() async throws {
        let reading = SceneReading(format: inputFormat, strict: strict, rules: paths.rules)
        let accepted = try baseline.map { try Self.baseline(path: $0, rules: reading.rules) }
        let (pairs, skipped) = try git.map { try DiffInputs.gitPairs(revision: $0, paths: inputs) } ?? DiffInputs.pairs(old: inputs[0], new: inputs[1])
        for skip in skipped where skip.skip.reason.isNotable {
            Output.error("hitscope diff: skipped \(terminalSafe(skip.skip.path)): \(skip.skip.reason.words)")
        }
        try Self.checkNotAnInput(output, pairs)
        let runner = DiffRunner(differ: SceneDiffer(minimumChange: minChange), keepsScenes: format == .html)
        var (report, warnings) = try await runner.run(pairs) { (version: InputVersion) throws(SceneError) in try Self.load(version, reading) }
        for warning in warnings { Output.error("warning: \(warning)") }
        if let accepted { report.accept(accepted) }
        let text: String
        switch format {
        case .text: text = DiffTextWriter().text(report) + "\n"
        case .json: text = JSONText.pretty(DiffDocument(report)) + "\n"
        case .sarif: text = JSONText.pretty(DiffSarifLog(report, toolVersion: HitScopeVersion.current)) + "\n"
        case .junit: text = DiffJUnitWriter(failOn: failOn).xml(report)
        case .html: text = DiffPage.html(report)
        }
        try OutputFile.write(text, to: output)
        if report.fails(at: failOn) { throw ExitCode(ExitStatus.findings) }
    }

    /// One version of an input, as every command reads a scene, refused when too large to diff (`DiffLimit`).
    private static func load(_ version: InputVersion, _ reading: SceneReading) throws(SceneError) -> LoadedVersion<SceneError> {
        let loaded = try version.load(reading)
        if let refusal = DiffLimit.refusal(loaded.scene) {
            throw SceneError(file: version.name, line: 0, column: 0, message: refusal.message, hint: refusal.hint)
        }
        // Each version's warnings, then what it lost in all.
        return LoadedVersion(
            scene: loaded.scene, namesAreAuthored: loaded.format == .scene, notes: loaded.warnings + [loaded.lossSummary].compactMap { $0 })
    }

    /// Refuses `-o` naming a file that a folder's walk took as an input (exit 64).
    private static func checkNotAnInput(_ output: String, _ pairs: [InputPair<InputVersion>]) throws {
        let names = pairs.flatMap { pair -> [String] in
            switch pair.versions {
            case .both(let old, let new): [old.name, new.name]
            case .onlyOld(let version), .onlyNew(let version): [version.name]
            }
        }
        try OutputFile.check(output, inputs: names)
    }

    /// The baseline at `path`: a file `hitscope diff --format json` wrote; otherwise a located error (exit 2).
    private static func baseline(path: String, rules: PathRules) throws(SceneError) -> DiffDocument {
        let data = try NamedFile.bytes(path, rules: rules, what: "a file `hitscope diff --format json` wrote")
        do {
            return try DiffBaseline.decode(data)
        } catch {
            throw SceneError(file: path, line: 0, column: 0, message: error.message, hint: error.hint)
        }
    }
}
