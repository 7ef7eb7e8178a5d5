import Foundation
import FuzzSupport
import HitScopeCore
import HitScopeScene

// Wraps arbitrary bytes into a JSON scene skeleton (so that the fuzzer reaches the view decoder quickly) and reads
// them, and the bytes alone; whatever reads is hit-tested, and the JSON scanner's events are held to libyaml's.
// libFuzzer runs the loop (scripts/fuzz).
runFuzzer { bytes in
    for data in [bytes, Data("{\"windows\": [{\"name\": \"w\", \"views\": [".utf8) + bytes + Data("]}]}".utf8)] {
        precondition(SceneEventLog.scannedAgreesWithLibYAML(data), "the JSON scanner's events are not libyaml's")
        guard let scene = try? SceneReader.read(data: data, file: "fuzz.json") else { continue }
        let tester = HitTester(scene.hierarchy)
        for point in [Point(0, 0), Point(10, 10), Point(187.5, 333.5)] {
            precondition(tester.trace(point).hitView == tester.hitTest(point), "traced and untraced answers differ")
        }
        _ = TouchAreaMap(tester: tester, size: Size(40, 40))
    }
}
