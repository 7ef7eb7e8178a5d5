import Foundation
import Testing
import HitScopeTestSupport

/// Finite numbers at the ends of Double's range, from a scene file or a points file (issue 27, item 9): every
/// command answers or gives a located error; none traps on an `Int(_:)` of a huge or infinite quotient.
struct HugeNumberTests {
    static func write(_ text: String, _ suffix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-huge-\(UUID().uuidString)\(suffix)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Forty subviews (enough for the subview index) and two at ±1.7e308, whose spread is not a finite number; a
    /// button at 1e300 and one scaled by 1e300, whose name labels land far out.
    static let scene: String = {
        var text = "name: huge\nsize: [100, 100]\nwindows:\n  - name: w\n    views:\n"
        text += "      - {name: far, frame: [1.7e308, 0, 1e300, 10]}\n      - {name: farLeft, frame: [-1.7e308, 0, 1e300, 10]}\n"
        text += "      - {name: out, class: UIButton, frame: [1e300, 0, 10, 10], pointInside: {minimumSize: [44, 44]}}\n"
        text += "      - {name: scaled, frame: [0, 0, 50, 50], transform: [1e300, 0, 0, 1e300, 0, 0]}\n"
        for i in 1...40 { text += "      - {name: v\(i), frame: [\(i), \(i), 10, 10]}\n" }
        return text
    }()

    @Test(arguments: [["trace", "--at", "5,5", "--hit-only"], ["audit"], ["why", "--at", "5,5", "--view", "out"], ["report", "-o", "/dev/null"]])
    func sceneAtTheEndsOfTheRange(_ command: [String]) throws {
        let path = try Self.write(Self.scene, ".yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run([command[0], path] + command.dropFirst())
        #expect(result.status == 0 || (command == ["audit"] && result.status == 1), "\(result.stderr)")
    }

    /// Points a points file spreads over more than Double's range, among enough others for the batch's cell order.
    @Test func pointsAtTheEndsOfTheRange() throws {
        var points = "1e308,0\n-1e308,0\n0,1.7e308\n0,-1.7e308\n"
        for i in 0..<3_000 { points += "\(i % 375),\(i % 667)\n" }
        let result = try CLI.run(["trace", Examples.path("seed001-button-on-image-view"), "--points", "-", "--hit-only"], stdin: points)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 3_004)
        #expect(result.stdout.hasPrefix("(1e+308, 0) → nil\n(-1e+308, 0) → nil\n(0, 1.7e+308) → nil\n"))
    }

    /// A screen too large to map is the report's located error, not a trap or an allocation of exabytes.
    @Test(arguments: ["1e300", "1e9"])
    func screenTooLargeToReport(_ side: String) throws {
        let path = try Self.write("name: t\nsize: [\(side), \(side)]\nwindows:\n  - name: w\n    views:\n      - {name: a, frame: [0, 0, 10, 10]}\n", ".yaml")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try CLI.run(["report", path, "-o", "/dev/null"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("points; a report maps at most 4096 points a side — give the scene its screen's size in points"))
        #expect(try CLI.run(["trace", path, "--at", "5,5", "--hit-only"]).stdout == "(5, 5) → a\n")
    }
}
