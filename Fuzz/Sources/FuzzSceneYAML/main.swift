import Foundation
import FuzzSupport
import HitScopeScene

// Feeds arbitrary bytes to the scene reader as a YAML file; whatever reads is hit-tested and written back.
// libFuzzer runs the loop (built with -sanitize=fuzzer,address by scripts/fuzz).
runFuzzer { data in
    guard let scene = try? SceneReader.read(data: data, file: "fuzz.yaml") else { return }
    exercise(scene)
}
