import CFuzzerDriver
import Foundation
import HitScopeCore
import HitScopeScene

/// Wraps arbitrary bytes into a JSON scene skeleton (so that the fuzzer reaches the view decoder quickly) and
/// reads it; whatever reads is hit-tested.
func fuzzSceneJSON(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Data(bytes: start, count: count)
    for data in [bytes, Data("{\"windows\": [{\"name\": \"w\", \"views\": [".utf8) + bytes + Data("]}]}".utf8)] {
        guard let scene = try? SceneReader.read(data: data, file: "fuzz.json") else { continue }
        let tester = HitTester(scene.hierarchy)
        for point in [Point(0, 0), Point(10, 10), Point(187.5, 333.5)] {
            precondition(tester.trace(point).hitView == tester.hitTest(point), "traced and untraced answers differ")
        }
        _ = TouchAreaMap(tester: tester, size: Size(40, 40))
    }
    return 0
}

// libFuzzer runs the loop; SwiftPM keeps this file's main (built with -sanitize=fuzzer,address by scripts/fuzz).
var arguments = CommandLine.argc
var values: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&arguments, &values) { data, size in
    guard let data else { return 0 }
    return fuzzSceneJSON(UnsafeRawPointer(data), size)
})
