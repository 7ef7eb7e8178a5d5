import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// Scale without surprises (issue 27, item 11): inputs generated here, each read to an answer or a located error
/// in seconds (speed is measured by scripts/bench, not here). Nothing a reader does per line, per level or per name
/// may grow with the square of the input. The time limit is a hang guard: quiet, in a debug build, the slowest test
/// here (2,000 levels) takes about 5 s and the 20 MB line 0.4 s; the whole suite shares two cores with every
/// other test, which can make it five times slower, and the limit is a dozen times that.
@Suite(.timeLimit(.minutes(5)))
struct ScaleInputTests {
    static func write(_ text: String, _ name: String) throws -> String {
        try write(Data(text.utf8), name)
    }

    static func write(_ data: Data, _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-scale-\(UUID().uuidString)-\(name)").path
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `count` copies of `byte`, made at memory speed (a String of 20 MB is built a character at a time).
    static func run(of byte: Character, _ count: Int) -> Data {
        Data(repeating: byte.asciiValue ?? 0, count: count)
    }

    static let depth = 2_000

    /// A dump and `_printHierarchy` output 2,000 levels deep, with addresses and without: every controller names
    /// its view.
    @Test(arguments: [true, false])
    func controllersTwoThousandLevelsDeep(_ addresses: Bool) throws {
        var dump = "<UIWindow\(addresses ? ": 0x1" : ""); frame = (0 0; 375 667); layer = <UIWindowLayer>>\n"
        var controllers = ""
        for level in 0..<Self.depth {
            let markers = String(repeating: "   |", count: level + 1)
            let address = addresses ? ": 0x\(String(level + 16, radix: 16))" : ""
            dump += "\(markers) <UIView\(address); frame = (0 0; 375 667); layer = <CALayer>>\n"
            let controllerMarkers = String(repeating: "   |", count: level)
            let viewAddress = addresses ? " 0x\(String(level + 16, radix: 16))" : ""
            controllers += "\(controllerMarkers) <App.Level\(level)Controller>, state: appeared, view: <UIView\(viewAddress)>\n"
        }
        let dumpPath = try Self.write(dump, "deep.txt"), controllersPath = try Self.write(controllers, "deep-pvc.txt")
        defer { for path in [dumpPath, controllersPath] { try? FileManager.default.removeItem(atPath: path) } }
        let loaded = try loadFile(dumpPath, controllers: controllersPath)
        let h = loaded.scene.hierarchy
        #expect(h.count == Self.depth + 1)
        #expect(h.views.filter { $0.controller != nil }.count == Self.depth)
        #expect(h[ViewID(Self.depth)].controller?.name == "App.Level\(Self.depth - 1)Controller")
        #expect(loaded.warnings.isEmpty)
        #expect(HitTester(h).hitTest(Point(10, 10)) == ViewID(Self.depth))
    }

    /// A 20 MB line in a points file: a located error at its line with a short preview, after the points before
    /// it; a 20 MB line that is a number (zeros after the point) is that point.
    @Test func twentyMegabyteLineInAPointsFile() throws {
        let path = try Self.write(Data("1,2\n".utf8) + Self.run(of: "9", 20 << 20) + Data(",1\n3,4\n".utf8), "huge-line.txt")
        defer { try? FileManager.default.removeItem(atPath: path) }
        var points: [Point] = []
        do {
            try forEachPoint(path: path) { points.append($0) }
            Issue.record("a 20 MB number that is not finite read as a point")
        } catch let error as SceneError {
            #expect(error.line == 2)
            #expect(error.description.count < 400)
        }
        #expect(points == [Point(1, 2)])
        let tiny = try Self.write(Data("0.".utf8) + Self.run(of: "0", 20 << 20) + Data("1,2\n".utf8), "tiny.txt")
        defer { try? FileManager.default.removeItem(atPath: tiny) }
        var read: [Point] = []
        try forEachPoint(path: tiny) { read.append($0) }
        #expect(read == [Point(0, 2)])
    }

    static let hugeName = String(repeating: "n", count: 8 << 20)

    /// An 8 MB view name in a scene file, a dump's class and an XCUITest label: read, hit, traced, looked up.
    @Test func eightMegabyteViewName() throws {
        let scene = "name: t\nsize: [375, 667]\nwindows:\n  - name: w\n    views:\n      - {name: \(Self.hugeName), frame: [0, 0, 100, 100]}\n      - {name: small, frame: [200, 0, 10, 10]}\n"
        let dump = "<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>\n   | <\(Self.hugeName): 0x3; frame = (0 0; 100 100); layer = <CALayer: 0x4>>\n"
        let po = "Element subtree:\n →Application, 0x1, pid: 2\n    Window, 0x2, {{0.0, 0.0}, {375.0, 667.0}}\n      Button, 0x3, {{0.0, 0.0}, {100.0, 100.0}}, label: '\(Self.hugeName)'\n"
        for (text, name) in [(scene, "scene.yaml"), (dump, "dump.txt"), (po, "po.txt")] {
            let path = try Self.write(text, name)
            defer { try? FileManager.default.removeItem(atPath: path) }
            let loaded = try loadFile(path)
            let h = loaded.scene.hierarchy
            let tester = HitTester(h)
            let hit = try #require(tester.hitTest(Point(50, 50)))
            #expect(h[hit].name.utf8.count >= 8 << 20 || h[hit].className.utf8.count >= 8 << 20, "\(name)")
            #expect(tester.trace(Point(50, 50)).hitView == hit)
            #expect(ViewLookup.unknownViewMessage("smal", in: h, scene: name).count < 400)
        }
    }
}
