import ArgumentParser
import HitScopeBatch
import HitScopeCore
import HitScopeFiles
import HitScopeOutput
import HitScopeScene

/// `hitscope trace`: the hit-test trace, the responder chain and who handled the touch, for points of a scene.
struct Trace: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Trace hit-testing and touch delivery for points of a scene.",
        discussion: """
            Without --at, --points, --drag or --finger, the scene's own taps and touches are traced. Points are in \
            screen points, times in seconds.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var input: SceneOptions

    @Option(
        name: .customLong("at"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A point X,Y to trace (repeatable).", valueName: PointArgument.valueName), transform: PointArgument.init(parsing:))
    var points: [PointArgument] = []

    @Option(name: .customLong("points"), help: "A file of points, one X,Y per line; - for standard input.", completion: .file())
    var pointsFile: String?

    @OptionGroup var touchOptions: TouchOptions

    @Option(help: "Output format: text or json (one JSON object a line).")
    var format: Format = .text

    @Option(help: "Hit-testing passes to show: UIKit runs 2 for every touch (same answer).")
    var passes: Int = 1

    @Flag(help: "Only the hit-test view, through the untraced fast path.")
    var hitOnly = false

    @Flag(help: "Text traces: every step of a deep path (by default a path deeper than 32 levels shows its first and last 16).")
    var allSteps = false

    func validate() throws {
        guard (1...2).contains(passes) else { throw ValidationError("--passes must be 1 or 2") }
        guard touchOptions.drag.isEmpty || (points.isEmpty && pointsFile == nil) else { throw ValidationError("--drag traces one touch: leave out --at and --points") }
        guard touchOptions.fingers.isEmpty || (points.isEmpty && pointsFile == nil) else {
            throw ValidationError("--finger traces one touch of one or more fingers: leave out --at, --points and --drag")
        }
        guard touchOptions.fingers.isEmpty || !hitOnly else { throw ValidationError("--hit-only answers points: use --at or --points, not --finger") }
    }

    func run() throws {
        let loaded = try input.load().scene
        let tester = HitTester(loaded.hierarchy)
        // A few touches also get the view drawn under the finger that missed them, with its fixes proven on a copy of
        // the whole scene and ranked, as `why` says them, within each answer's budget (`DrawnHere`); a points file
        // streams verdicts alone (that search and proof cost more than a trace).
        let drawnHere = hitOnly || pointsFile != nil ? nil : DrawnHere(scene: loaded, sceneFile: input.scene)
        if let touch = touchOptions.touch {
            switch format {
            case .json: Output.jsonLine(TraceJSON(tester: tester, fingers: touch, passes: passes, drawnHere: drawnHere))
            case .text:
                Output.line(TraceTextFormatter(loaded.hierarchy).touchReport(tester: tester, fingers: touch, passes: passes, drawnHere: drawnHere, allSteps: allSteps))
            }
            return
        }
        // A points file is answered while it is read, a block at a time on every core (each reads its share of
        // the lines), in the points' order.
        let separator: StaticString? = !hitOnly && format == .text ? "\n\n" : nil
        let kind: PointAnswerKind = hitOnly ? .hitOnly(json: format == .json)
            : .trace(json: format == .json, hold: touchOptions.hold, passes: passes, drawnHere: drawnHere)
        var answers = PointAnswers(
            hierarchy: loaded.hierarchy, separator: separator, batchSize: hitOnly ? 8192 : 1024, allSteps: allSteps, sink: Output.append,
            answer: kind.answer(tester: tester))
        points.forEach { answers.add($0.point) }
        if let pointsFile {
            // A block's answers are held until it is written: 512 KiB of points (about 35,000, 1.8 MB of answers)
            // answered by name alone, 16 KiB (about 1,000, some 10 MB of traces) traced.
            try PointsFile.forEachBlock(path: pointsFile, rules: input.paths.rules, blockSize: hitOnly ? 1 << 19 : 1 << 14) { try answers.answer(PointFileBlock(block: $0)) }
        }
        if points.isEmpty && pointsFile == nil {
            loaded.taps.forEach { answers.add($0) }
            for touch in loaded.touches where !hitOnly {
                answers.withWorker { worker in
                    if format == .json {
                        TraceJSON(tester: tester, fingers: touch, passes: passes, drawnHere: drawnHere).write(to: &worker.output)
                        worker.output.byte(0x0A)
                    } else {
                        worker.text.writeTouchReport(tester: tester, fingers: touch, passes: passes, drawnHere: drawnHere, to: &worker.output)
                    }
                }
            }
        }
        answers.flush()
        guard answers.count > 0 else {
            throw ValidationError("no points to trace: pass --at X,Y, --points FILE or --finger, or add `taps:` or `touches:` to the scene")
        }
        if !hitOnly && format == .text { Output.text("\n") }
    }
}
