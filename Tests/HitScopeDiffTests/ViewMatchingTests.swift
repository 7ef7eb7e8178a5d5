import HitScopeCore
import HitScopeDiff
import HitScopeTestSupport
import Testing

/// Views are matched across versions by name (scene files), by address (dumps of one session), else by class and
/// title, else by place; and each match says how it was found.
struct ViewMatchingTests {
    /// Two snapshot dumps of the same screen from two launches: every address differs, one button moved to the
    /// front. Names made up by the reader (`UIButton1`, `UIButton2`) would pair them wrongly; titles do not.
    @Test("Dumps of two launches match by class and title, not by address or made-up names")
    func renamedAddresses() async throws {
        let old = """
            <UIWindow: 0x7f0001; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
               | <UIView: 0x7f0002; frame = (0 0; 375 667); layer = <CALayer: 0x6002>>
               |    | <UIButton: 0x7f0003; frame = (20 100; 100 44); opaque = NO; layer = <CALayer: 0x6003>>
               |    |    | <UIButtonLabel: 0x7f0013; frame = (30 12; 40 20); text = 'Save'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6013>>
               |    | <UIButton: 0x7f0004; frame = (20 200; 100 44); opaque = NO; layer = <CALayer: 0x6004>>
               |    |    | <UIButtonLabel: 0x7f0014; frame = (25 12; 50 20); text = 'Cancel'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6014>>
            """
        let new = """
            <UIWindow: 0x7fbb01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6101>>
               | <UIView: 0x7fbb02; frame = (0 0; 375 667); layer = <CALayer: 0x6102>>
               |    | <UIButton: 0x7fbb04; frame = (20 200; 100 44); opaque = NO; layer = <CALayer: 0x6104>>
               |    |    | <UIButtonLabel: 0x7fbb14; frame = (25 12; 50 20); text = 'Cancel'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6114>>
               |    | <UIButton: 0x7fbb03; frame = (20 100; 100 44); opaque = NO; layer = <CALayer: 0x6103>>
               |    |    | <UIButtonLabel: 0x7fbb13; frame = (30 12; 40 20); text = 'Save'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6113>>
            """
        let before = try loaded(old, name: "old.txt").scene.hierarchy
        let after = try loaded(new, name: "new.txt").scene.hierarchy
        let matching = ViewMatching(old: before, new: after, namesAreAuthored: false)
        for title in ["Save", "Cancel"] {
            // The buttons, by the titles their labels show.
            let oldLabel = try #require(before.views.firstIndex { $0.title == title }.map(ViewID.init))
            let newLabel = try #require(after.views.firstIndex { $0.title == title }.map(ViewID.init))
            let oldID = try #require(before.parent(of: oldLabel))
            let newID = try #require(after.parent(of: newLabel))
            #expect(matching.new(for: oldID) == newID, "\(title)")
            #expect(matching.method(for: oldID) == .classAndTitle)
        }
        let diff = try await diffed(old, new)
        #expect(diff.views.allSatisfy { $0.level == nil }, "nothing a finger feels changed")
    }

    @Test("Dumps of one session match by address; a reused address of another class does not")
    func oneSession() throws {
        let old = """
            <UIWindow: 0x7f0001; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
               | <UIView: 0x7f0002; frame = (0 0; 375 667); layer = <CALayer: 0x6002>>
               |    | <UIView: 0x7f0003; frame = (0 0; 50 50); layer = <CALayer: 0x6003>>
               |    | <UIView: 0x7f0004; frame = (0 60; 50 50); layer = <CALayer: 0x6004>>
               |    | <UIView: 0x7f0005; frame = (0 120; 50 50); layer = <CALayer: 0x6005>>
            """
        // Later in the session: 0x7f0003 moved, 0x7f0005 was freed and its address reused by a label.
        let new = """
            <UIWindow: 0x7f0001; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
               | <UIView: 0x7f0002; frame = (0 0; 375 667); layer = <CALayer: 0x6002>>
               |    | <UIView: 0x7f0004; frame = (0 60; 50 50); layer = <CALayer: 0x6004>>
               |    | <UIView: 0x7f0003; frame = (100 0; 50 50); layer = <CALayer: 0x6003>>
               |    | <UILabel: 0x7f0005; frame = (0 120; 50 50); userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6005>>
            """
        let before = try loaded(old, name: "old.txt").scene.hierarchy
        let after = try loaded(new, name: "new.txt").scene.hierarchy
        let matching = ViewMatching(old: before, new: after, namesAreAuthored: false)
        let moved = try #require(before.views.firstIndex { $0.sourceID == "0x7f0003" }.map(ViewID.init))
        let movedNow = try #require(after.views.firstIndex { $0.sourceID == "0x7f0003" }.map(ViewID.init))
        #expect(matching.new(for: moved) == movedNow)
        #expect(matching.method(for: moved) == .address)
        let freed = try #require(before.views.firstIndex { $0.sourceID == "0x7f0005" }.map(ViewID.init))
        #expect(matching.new(for: freed) == nil, "a UILabel at a freed UIView's address is another view")
    }

    @Test("Reordered siblings of one class without titles match by their frames")
    func reorderedSiblings() throws {
        let old = scene(["{ name: a, frame: [0, 0, 50, 50] }", "{ name: b, frame: [0, 60, 50, 50] }"])
        let new = scene(["{ name: x, frame: [0, 60, 50, 50] }", "{ name: y, frame: [0, 0, 50, 50] }"])
        let before = try loaded(old).scene.hierarchy
        let after = try loaded(new).scene.hierarchy
        let matching = ViewMatching(old: before, new: after, namesAreAuthored: true)
        let a = try #require(before.id(named: "a"))
        let b = try #require(before.id(named: "b"))
        #expect(matching.new(for: a) == after.id(named: "y"))
        #expect(matching.new(for: b) == after.id(named: "x"))
        #expect(matching.method(for: a) == .place)
    }

    @Test("A view moved into an added wrapper is still the same view; the wrapper is new")
    func addedWrapper() async throws {
        let old = scene([
            "{ name: card, frame: [20, 100, 335, 200], subviews: [{ name: buy, class: UIButton, frame: [10, 10, 100, 44] }, { name: v1, frame: [10, 60, 100, 44] }] }"
        ])
        let new = scene([
            "{ name: card2, frame: [20, 100, 335, 200], subviews: [{ name: stack, class: UIStackView, frame: [10, 10, 200, 100], subviews: [{ name: buy2, class: UIButton, frame: [0, 0, 100, 44] }, { name: v2, frame: [0, 50, 100, 44] }] }] }"
        ])
        let before = try loaded(old).scene.hierarchy
        let after = try loaded(new).scene.hierarchy
        let matching = ViewMatching(old: before, new: after, namesAreAuthored: true)
        #expect(matching.new(for: try #require(before.id(named: "buy"))) == after.id(named: "buy2"))
        #expect(matching.new(for: try #require(before.id(named: "v1"))) == after.id(named: "v2"), "found under the wrapper, by place")
        #expect(matching.method(for: try #require(before.id(named: "v1"))) == .place)
        #expect(matching.old(for: try #require(after.id(named: "stack"))) == nil)
        let diff = try await diffed(old, new)
        let buy = try #require(diff.view("buy2"))
        #expect(buy.change == .kept && buy.level == nil && buy.oldName == "buy")
    }

    @Test("Scene files match by name first, whatever moved")
    func byName() throws {
        let old = scene(["{ name: pay, class: UIButton, frame: [0, 0, 50, 50], title: Pay }", "{ name: help, class: UIButton, frame: [0, 60, 50, 50], title: Pay }"])
        let new = scene(["{ name: help, class: UIButton, frame: [0, 0, 50, 50], title: Pay }", "{ name: pay, class: UIButton, frame: [0, 60, 50, 50], title: Pay }"])
        let before = try loaded(old).scene.hierarchy
        let after = try loaded(new).scene.hierarchy
        let matching = ViewMatching(old: before, new: after, namesAreAuthored: true)
        #expect(matching.new(for: try #require(before.id(named: "pay"))) == after.id(named: "pay"))
        #expect(matching.method(for: try #require(before.id(named: "pay"))) == .name)
    }
}

/// Matching grows with the tree, whatever its shape: a chain 100,000 views deep and 100,000 siblings of one class
/// (where pairing each view by scanning the others would take billions of steps).
struct ViewMatchingScaleTests {
    private static let count = 100_000

    @Test("A chain 100,000 deep and 100,000 untitled siblings match view for view, by place")
    func deepAndWide() throws {
        var chain = TreeBuilder()
        var parent = chain.window()
        for index in 0..<Self.count { parent = chain.add("c\(index)", "UIView", Rect(0, 0, 10, 10), to: parent) }
        var wide = TreeBuilder()
        let window = wide.window()
        for index in 0..<Self.count { wide.add("s\(index)", "UIView", Rect(Double(index % 300), 0, 1, 1), to: window) }
        for hierarchy in [chain.hierarchy, wide.hierarchy] {
            let matching = ViewMatching(old: hierarchy, new: hierarchy, namesAreAuthored: false)
            let unmatched = (0..<hierarchy.count).filter { matching.new(for: ViewID($0)) != ViewID($0) }
            #expect(unmatched.isEmpty, "\(unmatched.prefix(5))")
        }
    }
}
