import Foundation
import Testing
import HitScopeTestSupport

/// Accessibility snapshots given to the commands, run as a user would: detected by content, answered in screen
/// points, with what such a scene cannot know on standard error.
struct AccessibilityCommandTests {
    static func snapshot(_ name: String) -> String {
        Examples.repository.appendingPathComponent("Tests/HitScopeSceneTests/Fixtures/Accessibility/\(name)").path
    }

    static let limits = "this is an accessibility scene"

    @Test(arguments: ["xcode15-po-app-two-windows.txt", "appium2-page-source-new-order.xml"])
    func traceReadsTheSnapshot(_ file: String) throws {
        let result = try CLI.run(["trace", Self.snapshot(file), "--at", "340,110", "--at", "340,60", "--hit-only"])
        #expect(result.status == 0)
        #expect(result.stdout == "(340, 110) → add-0\n(340, 60) → Basket\n")
        #expect(result.stderr.hasPrefix("warning: \(Self.snapshot(file)): \(Self.limits) ("))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func importWritesASceneThatAnswersTheSame() throws {
        let imported = try CLI.run(["import", Self.snapshot("wda-page-source-old-order.xml")])
        #expect(imported.status == 0)
        #expect(imported.stdout.contains("name: 'accessibility scene (Appium/WebDriverAgent page source from "))
        #expect(imported.stderr.hasSuffix("hitscope import: read 6 elements in 1 window as an accessibility scene; points are in screen points, and answers say which element a tap reaches, not which UIView\n"))
        let traced = try CLI.run(["trace", "-", "--at", "100,620", "--hit-only"], stdin: imported.stdout)
        #expect(traced.stdout == "(100, 620) → apply\n")
    }

    @Test func forcedFormat() throws {
        let text = "Element subtree:\n →Application, 0x1, pid: 2\n    Window (Main), 0x3, {{0.0, 0.0}, {100.0, 100.0}}\n      Button, 0x4, {{10.0, 10.0}, {20.0, 20.0}}, label: 'Go'\n"
        let result = try CLI.run(["trace", "--input-format", "accessibility", "-", "--at", "15,15", "--hit-only"], stdin: text)
        #expect(result.status == 0)
        #expect(result.stdout == "(15, 15) → Go\n")
    }
}
