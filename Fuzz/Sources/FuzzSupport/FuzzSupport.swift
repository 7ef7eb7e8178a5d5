import CFuzzerDriver
import Foundation
import HitScopeCore
import HitScopeOutput
import HitScopeScene

/// What each target does with one input; libFuzzer's C callback cannot capture it, so it waits here.
nonisolated(unsafe) private var fuzzBody: ((Data) -> Void)?

/// Hands the loop to libFuzzer (command-line options and all), calling `body` with each input's bytes; never
/// returns. A crash, a failed `precondition` or a sanitizer report is what the fuzzer finds.
public func runFuzzer(_ body: @escaping (Data) -> Void) -> Never {
    fuzzBody = body
    var arguments = CommandLine.argc
    var values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&arguments, &values) { data, size in
        fuzzBody?(data.map { Data(bytes: $0, count: size) } ?? Data())
        return 0
    })
}

/// A file of this process holding `data`, for the readers that take a path; the same path for every input.
public func temporaryFile(_ data: Data, suffix: String) -> String? {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-fuzz-\(getpid())\(suffix)")
    return (try? data.write(to: url)) == nil ? nil : url.path
}

/// What every reader's output must survive: hit-testing, tracing, delivery, writing and reading back.
public func exercise(_ scene: Scene) {
    let tester = HitTester(scene.hierarchy)
    for point in scene.taps.prefix(4) + [Point(1, 1), Point(scene.size.width / 2, scene.size.height / 2)] {
        let trace = tester.trace(point)
        precondition(trace.hitView == tester.hitTest(point), "traced and untraced answers differ")
        _ = tester.deliverTouch(along: [point])
        _ = TraceTextFormatter(scene.hierarchy).tapReport(tester: tester, point: point)
    }
    if scene.hierarchy.count < 2_000 {
        let written = SceneWriter.yaml(scene)
        guard let again = try? SceneReader.read(text: written, file: "again.yaml") else {
            preconditionFailure("a written scene does not read back")
        }
        precondition(again.hierarchy.count == scene.hierarchy.count, "a round trip lost views")
    }
}

/// Reads with `load`: a scene is exercised and its warnings must be located, as an error must be.
public func exerciseOrLocated(_ load: () throws(SceneError) -> LoadedScene) {
    do throws(SceneError) {
        let loaded = try load()
        checkLocated(loaded.warnings)
        exercise(loaded.scene)
    } catch {
        checkLocated([error])
    }
}

/// Every warning and error a reader gives is located text: a file, a line that is not negative, words.
public func checkLocated(_ problems: [SceneError]) {
    for problem in problems {
        precondition(problem.line >= 0 && problem.column >= 0 && !problem.message.isEmpty, "a problem without place or words")
    }
}
