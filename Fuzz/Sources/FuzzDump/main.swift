import Foundation
import FuzzSupport
import HitScopeCore
import HitScopeFiles
import HitScopeScene

// Feeds arbitrary bytes to the recursiveDescription reader (lenient and strict); whatever reads is hit-tested.
// libFuzzer runs the loop (built with -sanitize=fuzzer,address by scripts/fuzz).
runFuzzer { data in
    guard let path = temporaryFile(data, suffix: ".txt") else { return }
    for strict in [false, true] {
        guard let loaded = try? SceneFiles.load(path: path, reading: SceneReading(format: .dump, strict: strict)) else { continue }
        let tester = HitTester(loaded.scene.hierarchy)
        for point in [Point(0, 0), Point(110, 110), Point(187.5, 333.5)] {
            precondition(tester.trace(point).hitView == tester.hitTest(point), "traced and untraced answers differ")
        }
    }
}
