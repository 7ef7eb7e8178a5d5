import Foundation
import FuzzSupport
import HitScopeScene

// Feeds arbitrary bytes to the scene reader as a YAML file; whatever reads is hit-tested and written back, and the
// block YAML scanner's events are held to libyaml's. libFuzzer runs the loop (built with -sanitize=fuzzer,address
// by scripts/fuzz).
runFuzzer { data in
    precondition(SceneEventLog.scannedAgreesWithLibYAML(data), "the block YAML scanner's events are not libyaml's")
    guard let scene = try? SceneReader.read(data: data, file: "fuzz.yaml") else { return }
    exercise(scene)
}
