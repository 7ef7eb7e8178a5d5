import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// Controllers files as people give them (issue 27): without addresses beside a dump without addresses (matched by
/// place and class), and in the scene's place (an error that says how to pass them).
struct ControllerInputTests {
    static func text(_ fixture: String) throws -> String {
        String(decoding: try Data(contentsOf: Fixtures.url(fixture)), as: UTF8.self)
    }

    /// `text` with every `0x…` address removed, as swift-snapshot-testing writes dumps and controllers.
    static func withoutAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: ":? 0x[0-9a-f]+", with: "", options: .regularExpression)
    }

    static func write(_ text: String, _ name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-controllers-\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The navigation table's dump and `_printHierarchy` without addresses name the same views' controllers as
    /// with them, and never say that addresses do not match.
    @Test func addressFreeControllersBesideAnAddressFreeDump() throws {
        let dump = try Self.write(Self.withoutAddresses(try Self.text("Dumps/ios12-navigation-table.txt")), "dump.txt")
        let controllers = try Self.write(
            Self.withoutAddresses(try Self.text("Controllers/ios12-navigation-table-printHierarchy.txt")), "pvc.txt")
        defer { for path in [dump, controllers] { try? FileManager.default.removeItem(atPath: path) } }
        #expect(!(try String(contentsOfFile: controllers, encoding: .utf8)).contains("0x"))
        let loaded = try loadFile(dump, controllers: controllers)
        #expect(loaded.warnings.isEmpty)
        let h = loaded.scene.hierarchy
        let named = h.views.filter { $0.controller != nil }.map { "\($0.name): \($0.controller?.name ?? "")" }
        #expect(named == ["UILayoutContainerView1: UINavigationController", "UITableView1: MailDemo.InboxViewController"])
    }

    /// Controllers with addresses beside a dump without them: matched by place and class, and said, instead of
    /// "the addresses do not match".
    @Test func addressedControllersBesideAnAddressFreeDump() throws {
        let dump = try Self.write(Self.withoutAddresses(try Self.text("Dumps/ios12-navigation-table.txt")), "dump.txt")
        defer { try? FileManager.default.removeItem(atPath: dump) }
        let loaded = try loadFile(dump, controllers: Fixtures.url("Controllers/ios12-navigation-table-printHierarchy.txt").path)
        let named = loaded.scene.hierarchy.views.filter { $0.controller != nil }.map { "\($0.name): \($0.controller?.name ?? "")" }
        #expect(named == ["UILayoutContainerView1: UINavigationController", "UITableView1: MailDemo.InboxViewController"])
        #expect(loaded.warnings.map(\.message) == [
            "the dump has no addresses (a snapshot file), so the controllers' addresses name no view: matched them by place and class instead"
        ])
    }

    /// The snapshot library's `.hierarchy` strategy beside its `.recursiveDescription` of the same screen: the
    /// root controller's view is the dump's root; a child's view is found under it by class; a guess is said, and
    /// a controller whose view is nowhere is said too.
    @Test func placeAndClass() throws {
        let dump = """
            <UIView; frame = (0 0; 390 844); layer = <CALayer>>
               | <MKMapView; frame = (0 0; 390 600); layer = <CALayer>>
               | <UIView; frame = (0 600; 390 244); layer = <CALayer>>
               | <UIView; frame = (0 700; 390 144); layer = <CALayer>>
            """
        let controllers = """
            <App.MapViewController>, state: appearing, view: <UIView>
               | <App.CardViewController>, state: appearing, view: <UIView>
               | <App.ListViewController>, state: appearing, view: <UITableView>
               | <App.DetailViewController>, state: disappeared, view: (view not loaded)
            """
        let dumpPath = try Self.write(dump, "map.txt"), controllersPath = try Self.write(controllers, "map-pvc.txt")
        defer { for path in [dumpPath, controllersPath] { try? FileManager.default.removeItem(atPath: path) } }
        let loaded = try loadFile(dumpPath, controllers: controllersPath)
        let h = loaded.scene.hierarchy
        #expect(h.views.filter { $0.controller != nil }.map { "\($0.name): \($0.controller?.name ?? "")" } == [
            "UIView1: App.MapViewController", "UIView2: App.CardViewController",
        ])
        #expect(loaded.warnings.map { "\($0.line):\($0.column): \($0.message)" } == [
            "2:6: this controller has no address, and 2 <UIView> views fit its place: took UIView2, the first",
            "3:6: the view of App.ListViewController (<UITableView>) has no address, and no view of its class is where it should be (under its parent controller's view), so this controller names no view",
        ])
        #expect(!loaded.warnings.contains { $0.message.contains("addresses do not match") })
    }

    /// A controllers file given as the scene (or as a dump) says what it is and how to pass it.
    @Test(arguments: [InputFormat.auto, .scene, .dump])
    func controllersGivenAsTheScene(_ format: InputFormat) throws {
        let path = Fixtures.url("Controllers/ios12-navigation-table-printHierarchy.txt").path
        #expect(throws: SceneError(
            file: path, line: 2, column: 1,
            message: "this is a view controller hierarchy (`_printHierarchy` or Chisel `pvc` output), not a scene or a recursiveDescription dump",
            hint: "pass it with --controllers beside a dump of the same screen: `hitscope trace dump.txt --controllers \(shellQuoted(path)) --at X,Y`")) {
            try loadFile(path, format: format)
        }
    }
}
