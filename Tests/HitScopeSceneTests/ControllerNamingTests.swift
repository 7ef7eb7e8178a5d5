import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// `--controllers`: `_printHierarchy` / Chisel `pvc` output names the controllers of a dump's views by address, so
/// the responder chain shows them.
struct ControllerNamingTests {
    static let dump = Fixtures.url("Dumps/ios12-navigation-table.txt").path

    @Test func controllersJoinTheResponderChain() throws {
        let controllers = Fixtures.url("Controllers/ios12-navigation-table-printHierarchy.txt").path
        let loaded = try loadFile(Self.dump, controllers: controllers)
        #expect(loaded.warnings.isEmpty)
        let h = loaded.scene.hierarchy
        let table = try #require(h.id(named: "UITableView1"))
        #expect(h[table].controller?.name == "MailDemo.InboxViewController")
        #expect(h[table].attributes.first == ExtraAttribute(key: "controllerAddress", value: "0x7fb4a2c0c5b0"))
        let button = try #require(HitTester(h).hitTest(Point(330, 125)))
        let chain = h.responderChain(from: button).map { h.name(of: $0) }
        #expect(chain == [
            "UIButton1", "UITableViewCellContentView2", "MessageCell1", "UITableView1", "MailDemo.InboxViewController",
            "UIViewControllerWrapperView1",
            "UINavigationTransitionView1", "UILayoutContainerView1", "UINavigationController", "UIWindow1", "application",
        ])
    }

    /// Addresses change every run: controllers from another session name no view, and say so.
    @Test func anotherSessionNamesNothing() throws {
        let controllers = Fixtures.url("Controllers/chisel-pvc-other-session.txt").path
        let loaded = try loadFile(Self.dump, controllers: controllers)
        #expect(loaded.scene.hierarchy.views.allSatisfy { $0.controller == nil })
        #expect(loaded.warnings.map(\.description).first == "\(controllers): no controller's view is in the scene: the addresses do not match — take the dump and the controllers in the same session (addresses change every run)")
        #expect(loaded.warnings.map(\.line) == [0, 2, 3])
        #expect(loaded.warnings.map(\.column) == [0, 1, 6])
    }

    /// The second input can be pasted into the dump's own file, after it: its lines name the controllers and are
    /// not read as records.
    @Test func controllersPastedAfterTheDump() throws {
        let dump = try DumpFixtures.text("ios12-navigation-table.txt")
        let controllers = String(decoding: try Data(contentsOf: Fixtures.url("Controllers/ios12-navigation-table-printHierarchy.txt")), as: UTF8.self)
        let imported = try DumpImporter.read(text: dump + "\n" + controllers, file: "both.txt", strict: true)
        #expect(imported.warnings.isEmpty)
        #expect(imported.viewCount == 46)
        let h = imported.scene.hierarchy
        #expect(h[try #require(h.id(named: "UITableView1"))].controller?.name == "MailDemo.InboxViewController")
        #expect(h[try #require(h.id(named: "UILayoutContainerView1"))].controller?.name == "UINavigationController")
    }

    @Test func notAControllerHierarchy() {
        #expect(throws: SceneError.self) {
            try loadFile(Self.dump, controllers: Self.dump)
        }
    }
}
