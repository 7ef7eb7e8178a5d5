import Foundation
import Testing
import HitScopeTestSupport

/// UIKit's private views belong to their public view (issue 35, item 3): an audit of a real navigation bar's dump
/// names no `_UI…` view, and a tap on a bar button is taken by the bar, through its part.
struct UIKitPartsCommandTests {
    /// A navigation controller's screen as Xcode prints it on iOS 17: `_UIButtonBarButton` > `_UIModernBarButton` >
    /// `UIButtonLabel` in the bar, `_UIBarBackground`, cells with `_UITableViewCellSeparatorView`.
    static let dump = Examples.repository.appendingPathComponent("Tests/HitScopeSceneTests/Fixtures/Dumps/ios17-navigation-bar-orders.txt").path

    @Test("An audit of a navigation bar's dump names no private UIKit view (before: _UIModernBarButton1 and 2 unreachable)")
    func auditNamesNoPart() throws {
        for format in ["text", "json", "sarif"] {
            let result = try CLI.run(["audit", Self.dump, "--format", format])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            #expect(result.stderr.isEmpty, "\(format): \(result.stderr)")
            for part in ["_UI", "UIButtonLabel"] { #expect(!result.stdout.contains(part), "\(format) names \(part): \(result.stdout)") }
        }
    }

    @Test("A tap on a bar button: taken by the navigation bar, its private part named after; no 'drawn here' part")
    func verdictNamesThePublicView() throws {
        let text = try CLI.run(["trace", Self.dump, "--at", "355,72"])
        #expect(text.status == 0)
        let lines = text.stdout.split(separator: "\n").prefix(3).map(String.init)
        #expect(lines.first == "Taken by: UINavigationBar1 (UINavigationBar), through its UIKit part _UIButtonBarButton2 (_UIButtonBarButton : UIControl), a control")
        #expect(!lines.contains { $0.hasPrefix("  Drawn here:") })
        let json = try CLI.run(["trace", Self.dump, "--at", "355,72", "--format", "json"])
        #expect(json.stdout.contains("\"name\":\"_UIButtonBarButton2\",\"publicView\":\"UINavigationBar1\""))
    }
}
