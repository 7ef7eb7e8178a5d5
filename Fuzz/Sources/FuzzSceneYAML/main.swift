import CFuzzerDriver
import Foundation
import HitScopeCore
import HitScopeScene

/// Feeds arbitrary bytes to the scene reader as a YAML file; whatever reads is hit-tested and written back.
func fuzzSceneYAML(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let scene = try? SceneReader.read(data: data, file: "fuzz.yaml") else { return 0 }
    exercise(scene)
    return 0
}

/// What every reader's output must survive: hit-testing, tracing, delivery, writing and reading back.
func exercise(_ scene: Scene) {
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

// libFuzzer runs the loop; SwiftPM keeps this file's main (built with -sanitize=fuzzer,address by scripts/fuzz).
var arguments = CommandLine.argc
var values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &values) { data, size in
    guard let data else { return 0 }
    return fuzzSceneYAML(UnsafeRawPointer(data), size)
})
