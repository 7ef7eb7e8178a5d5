import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// Every input a fuzzer ever crashed on (Fixtures/Fuzz/TARGET/…) reads without crashing now: it gives a scene or
/// a located error, in every mode the fuzz target tried.
struct FuzzRegressionTests {
    static let folder = Fixtures.url("Fuzz")

    static var inputs: [String] {
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return targets.sorted().flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(target).path)) ?? [])
                .sorted().map { "\(target)/\($0)" }
        }
    }

    @Test("Crash inputs found by scripts/fuzz read cleanly", arguments: inputs)
    func input(_ name: String) throws {
        let path = Self.folder.appendingPathComponent(name).path
        let formats: [InputFormat] = name.hasPrefix("FuzzDump/") ? [.dump] : [.scene]
        for format in formats {
            for strict in [false, true] {
                do {
                    let scene = try SceneInput.load(path: path, format: format, strict: strict).scene
                    let tester = HitTester(scene.hierarchy)
                    #expect(tester.trace(Point(110, 110)).hitView == tester.hitTest(Point(110, 110)))
                } catch {
                    #expect(error.line >= 0 && !error.message.isEmpty)
                }
            }
        }
    }

    @Test("There is at least one regression input")
    func notEmpty() {
        #expect(!Self.inputs.isEmpty)
    }
}
