import Foundation
import FuzzSupport
import HitScopeCore
import HitScopeFiles
import HitScopeScene

// Feeds arbitrary bytes as `--finger` text (`T:X,Y T:X,Y …`), one finger and each line as a finger of its own, and
// delivers what parses on a scene with a scroll view, a button and gestures (the several-fingers example).
let scene: Scene = {
    let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Resources/Examples/several-fingers.yaml").path
    guard let scene = try? SceneFiles.load(path: path).scene else { preconditionFailure("cannot read \(path)") }
    return scene
}()
let tester = HitTester(scene.hierarchy)

runFuzzer { data in
    let text = String(decoding: data, as: UTF8.self)
    let fingers = text.split(separator: "\n").compactMap { try? FingerText.parse(String($0)) }
    if let finger = try? FingerText.parse(text) { _ = tester.deliverTouches([finger]) }
    if !fingers.isEmpty { _ = tester.deliverTouches(Array(fingers.prefix(5))) }
}
