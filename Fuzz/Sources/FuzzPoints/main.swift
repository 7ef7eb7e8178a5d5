import Foundation
import FuzzSupport
import HitScopeCore
import HitScopeFiles
import HitScopeScene

// Feeds arbitrary bytes as a points file (`trace --points`): read in small and in large blocks, the same points
// or the same error come out; a point whose spelling is handed over reads back as that point; every point is
// hit-tested in a batch and one by one with the same answers.
let hierarchy: ViewHierarchy = {
    var h = ViewHierarchy()
    guard let window = try? h.addWindow(View(name: "window", className: "UIWindow", frame: Rect(0, 0, 375, 667))),
        (try? h.addSubview(View(name: "button", className: "UIButton", frame: Rect(10, 10, 100, 44)), to: window)) != nil
    else { preconditionFailure("cannot build the scene") }
    return h
}()
let tester = HitTester(hierarchy)

func read(_ path: String, blockSize: Int) -> (points: [Point], error: String?) {
    var points: [Point] = []
    do {
        try PointsFile.forEachBlock(path: path, rules: PathRules(), blockSize: blockSize) { block in
            try block.forEachSpelledPoint { point, spelling in
                if spelling.count > 0 {
                    let text = String(decoding: spelling, as: UTF8.self)
                    precondition(PointList.parse(text) == point, "a spelt point does not read back as itself")
                }
                points.append(point)
            }
        }
        return (points, nil)
    } catch {
        return (points, "\(error)")
    }
}

runFuzzer { data in
    guard let path = temporaryFile(data, suffix: "-points.txt") else { return }
    let small = read(path, blockSize: 7), large = read(path, blockSize: 1 << 16)
    precondition(small.points.elementsEqual(large.points) { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern }, "block size changed the points")
    precondition(small.error == large.error, "block size changed the error")
    var answers: [ViewID?] = []
    tester.hitTests(large.points, into: &answers)
    for (point, answer) in zip(large.points, answers) {
        precondition(tester.hitTest(point) == answer, "batch and single answers differ")
    }
}
