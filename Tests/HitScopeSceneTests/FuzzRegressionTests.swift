import Foundation
import HitScopeCore
import HitScopeScene
import Testing
import HitScopeTestSupport

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
        let target = String(name.prefix { $0 != "/" })
        switch target {
        case "FuzzPoints":
            // Read to its points or to a located error; the points read are answered in a batch as one by one.
            var points: [Point] = []
            do {
                try forEachPoint(path: path) { points.append($0) }
            } catch let error as SceneError {
                #expect(error.line >= 0 && !error.message.isEmpty)
            }
            let tester = HitTester(try Examples.load("seed001-button-on-image-view").hierarchy)
            var answers: [ViewID?] = []
            tester.hitTests(points, into: &answers)
            #expect(answers == points.map { tester.hitTest($0) })
        case "FuzzFinger":
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
            if let finger = try? FingerText.parse(text) { _ = HitTester(try Examples.load("several-fingers").hierarchy).deliverTouches([finger]) }
        case "FuzzScreenshot":
            let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            if case .failure(.wrongShape(let message, let hint)) = ScreenshotFile.picture(png: png, file: name, scale: nil, screen: Size(375, 667)) {
                #expect(!message.isEmpty && !hint.isEmpty)
            }
        case "FuzzControllers":
            check { () throws(SceneError) in try loadFile(Fixtures.url("Dumps/ios12-navigation-table.txt").path, controllers: path) }
        default:
            let formats: [InputFormat] = switch target {
            case "FuzzDump": [.dump]
            case "FuzzAccessibility": [.auto, .accessibility]
            default: [.scene]
            }
            for format in formats {
                for strict in [false, true] {
                    check { () throws(SceneError) in try loadFile(path, format: format, strict: strict) }
                }
            }
            if target == "FuzzSceneYAML" {
                // As the fuzz target checks: the block YAML scanner's events are libyaml's.
                #expect(SceneEventLog.scannedAgreesWithLibYAML(try Data(contentsOf: URL(fileURLWithPath: path))))
            }
            if target == "FuzzSceneJSON" {
                // As the fuzz target checks: the JSON scanner's events are libyaml's, alone and in a scene's skeleton.
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                for data in [bytes, Data("{\"windows\": [{\"name\": \"w\", \"views\": [".utf8) + bytes + Data("]}]}".utf8)] {
                    #expect(SceneEventLog.scannedAgreesWithLibYAML(data))
                }
            }
        }
    }

    /// A scene that answers alike traced and untraced and that, written as a scene file, reads back (as the fuzz
    /// targets check), or a located error.
    private func check(_ load: () throws(SceneError) -> LoadedScene) {
        do throws(SceneError) {
            let scene = try load().scene
            let tester = HitTester(scene.hierarchy)
            #expect(tester.trace(Point(110, 110)).hitView == tester.hitTest(Point(110, 110)))
            do throws(SceneError) {
                let again = try SceneReader.read(text: SceneWriter.yaml(scene), file: "again.yaml")
                #expect(again.hierarchy.count == scene.hierarchy.count)
            } catch {
                Issue.record("the scene, written, does not read back: \(error)")
            }
        } catch {
            #expect(error.line >= 0 && !error.message.isEmpty)
        }
    }

    @Test("There is at least one regression input")
    func notEmpty() {
        #expect(!Self.inputs.isEmpty)
    }
}
