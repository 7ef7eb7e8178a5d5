import CFuzzerDriver
import Foundation
import HitScopeCore
import HitScopeScene

/// Feeds arbitrary bytes to the recursiveDescription reader (lenient and strict); whatever reads is hit-tested.
func fuzzDump(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-fuzz-\(getpid()).txt")
    guard (try? Data(bytes: start, count: count).write(to: url)) != nil else { return 0 }
    for strict in [false, true] {
        guard let loaded = try? SceneInput.load(path: url.path, format: .dump, strict: strict) else { continue }
        let tester = HitTester(loaded.scene.hierarchy)
        for point in [Point(0, 0), Point(110, 110), Point(187.5, 333.5)] {
            precondition(tester.trace(point).hitView == tester.hitTest(point), "traced and untraced answers differ")
        }
    }
    return 0
}

// libFuzzer runs the loop; SwiftPM keeps this file's main (built with -sanitize=fuzzer,address by scripts/fuzz).
var arguments = CommandLine.argc
var values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &values) { data, size in
    guard let data else { return 0 }
    return fuzzDump(UnsafeRawPointer(data), size)
})
