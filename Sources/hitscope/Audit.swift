import ArgumentParser
import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeFiles
import HitScopeOutput
import HitScopeReport
import HitScopeScene

extension AuditSeverity: ExpressibleByArgument {}

/// `hitscope audit`: where touches really go around every control, as findings for people and for CI.
struct Audit: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit touch targets: effective touch areas and the controls touches cannot reach, or barely.",
        discussion: """
            Audits every control, view with `touches: handle` and redirect target: its effective touch area (the \
            points whose touches reach it, computed exactly by the engine) and rules: unreachable, too-small, \
            partly-covered, drawn-not-touchable, disabled, gesture-swallows-taps, cancelled-by-scrolling, \
            swallowing-overlay, enlarged-overlap. A folder is audited whole: its scene files, dumps and snapshots at \
            any depth, as gallery and diff take them. With --format junit, the findings at --fail-on or worse are the \
            failures (none without it), so that the XML and the exit status agree.

            \(ExitStatus.summary)
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif, junit }

    @OptionGroup var input: SceneOptions

    @Argument(help: "More scenes (or folders) to audit, read like the first.", completion: .file())
    var moreScenes: [String] = []

    @Option(help: "Output format: text, json, sarif (SARIF 2.1.0) or junit (JUnit XML).")
    var format: Format = .text

    @Option(help: "Exit with 1 when findings at this level or worse remain, and make them JUnit failures: warning or error. Without it, findings never change the exit status.")
    var failOn: AuditSeverity?

    @Option(help: "A previous --format json output: findings with the same scene, view path and rule are accepted.", completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(help: "The minimum touch size: W×H, WxH, W,H or one number for both.")
    var minSize = SizeArgument(AuditOptions.humanInterfaceMinimum)

    @Flag(help: "Text output: also list every audited view's effective area.")
    var areas = false

    func validate() throws {
        guard !areas || format == .text else { throw ValidationError("--areas is for text output: leave it out with --format \(format.rawValue)") }
    }

    func run() async throws {
        let accepted = try baseline.map { try AuditInputs.baseline(path: $0, rules: input.paths.rules) }
        let auditor = Auditor(options: AuditOptions(minimumSize: minSize.size))
        let files = Array(try AuditInputs.files([input.scene] + moreScenes).enumerated())
        let (reading, controllers) = (input.reading, input.controllers)
        // A file a core: read, audited and its fixes proven; what each says comes out in the files' order, and the
        // first file (in order) that cannot be read or audited is the error.
        let audited = await OrderedWork().map(files) { (index, file) async throws(SceneError) in
            let loaded = try SceneFiles.load(path: file.path, reading: reading, namedFolder: file.folder, controllers: index == 0 ? controllers : nil)
            let warnings = loaded.warnings + [loaded.lossSummary].compactMap { $0 }
            do throws(SceneError) {
                try AuditInputs.checkSize(loaded.scene, file: file.path)
            } catch {
                return (warnings, Result<AuditSceneResult, SceneError>.failure(error))
            }
            return (warnings, .success(await auditor.auditProvingFixes(loaded.scene, file: file.path)))
        }
        var scenes: [AuditSceneResult] = []
        for result in audited {
            let (warnings, scene) = try result.get()
            for warning in warnings { Output.error("warning: \(warning)") }
            scenes.append(try scene.get())
        }
        var report = AuditReport(scenes: scenes)
        if let accepted { report.accept(accepted.baselineKeys) }
        switch format {
        case .text: Output.line(AuditTextWriter(showAreas: areas).text(report))
        case .json: Output.line(JSONText.pretty(AuditDocument(report)))
        case .sarif: Output.line(JSONText.pretty(AuditSarifLog(report, toolVersion: HitScopeVersion.current)))
        case .junit: Output.line(AuditJUnitWriter(failOn: failOn).xml(report))
        }
        if let failOn, report.fails(at: failOn) { throw ExitCode(ExitStatus.findings) }
    }
}
