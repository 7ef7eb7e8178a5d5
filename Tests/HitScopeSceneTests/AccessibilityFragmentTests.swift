import HitScopeCore
import HitScopeScene
import Testing

/// Issue 39: accessibility snapshots as modern teams paste them. Elisions at any indentation are said and read past;
/// a fragment (top-level elements that are not windows) is read as views under one synthetic window; names follow
/// the page's order; windows keep theirs.
struct AccessibilityFragmentTests {
    /// `...` at column 0 used to end the subtree ("no element with a frame" though elements followed), and after an
    /// indented `...` the elements became windows that pass touches through.
    @Test(arguments: ["...", " ...", "      ...", "…", "[...]", "   ... 3 more buttons"])
    func elisionAtAnyIndentation(_ mark: String) throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 2, label: 'Shop'
            \(mark)
                  Other, 0x3, {{0.0, 700.0}, {393.0, 152.0}}
                    Button, 0x4, {{20.0, 720.0}, {100.0, 44.0}}, label: 'Pay'
            """
        let loaded = try AccessibilityImporter.load(text: text, file: "po.txt")
        let h = loaded.scene.hierarchy
        #expect(h.count == 3)
        #expect(loaded.scene.hitName(Point(50, 740)) == "Pay")
        #expect(loaded.scene.hitName(Point(300, 740)) == "Other1")  // not a pass-through window
        #expect(loaded.warnings.map(\.line) == [0, 3])
        #expect(loaded.warnings.last?.message.hasSuffix("stands for elements left out of the snapshot: they are not in the scene, and an element there may take the tap") == true)
        #expect(throws: SceneError.self) { try AccessibilityImporter.load(text: text, file: "po.txt", strict: true) }
    }

    /// A fragment rooted at a tab bar (`po app.tabBars.element`): one synthetic window that passes touches through,
    /// the tab bar a view in it, so a tap between its buttons reaches the tab bar.
    @Test func fragmentRootedAtATabBar() throws {
        let loaded = try AccessibilitySceneTests.load("xcode16-po-tabbar-element.txt")
        let h = loaded.scene.hierarchy
        let window = h.windows[0]
        #expect(h[window].name == "window" && h[window].hitTestRule == .passThrough)
        #expect(h[window].frame == Rect(0, 769, 393, 83))
        let bar = try #require(h.id(named: "Tab Bar"))
        #expect(h.parent(of: bar) == window)
        #expect(h[bar].hitTestRule == .ignoresBounds)
        #expect(loaded.scene.hitName(Point(97, 790)) == "Tab Bar")
        // The Path to element and Query chain lines after the subtree are not elements.
        #expect(h.count == 6)
    }

    /// Names in the page's order: the page's first unnamed collection view (a small carousel, drawn in front of
    /// the larger feed) is `CollectionView1`, though it is added after the feed.
    @Test func namesFollowThePage() throws {
        let h = try AccessibilitySceneTests.load("xcode16-po-app-elided.txt").scene.hierarchy
        let carousel = try #require(h.id(named: "CollectionView1"))
        #expect(h[carousel].frame.size == Size(361, 96))
        let feed = try #require(h.id(named: "CollectionView2"))
        let container = try #require(h.parent(of: carousel))
        #expect(h.children(of: container) == [feed, carousel])  // the larger behind
    }

    /// Windows keep their order, even when the first is the smaller (the application's children are not sorted).
    @Test func windowsKeepTheirOrder() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 2
                Window, 0x2, {{0.0, 700.0}, {393.0, 152.0}}
                  Button, 0x3, {{0.0, 700.0}, {393.0, 152.0}}, label: 'Banner'
                Window (Main), 0x4, {{0.0, 0.0}, {393.0, 852.0}}
                  Button, 0x5, {{0.0, 0.0}, {393.0, 852.0}}, label: 'Page'
            """
        let loaded = try AccessibilityImporter.load(text: text, file: "po.txt")
        let h = loaded.scene.hierarchy
        #expect(h.windows.map { h.children(of: $0).map { h[$0].name } } == [["Banner"], ["Page"]])
        #expect(loaded.scene.hitName(Point(100, 750)) == "Page")  // the later window is in front
    }

    /// A tvOS page source whose elements sit right under the application (no window element): the synthetic window
    /// takes the application's frame.
    @Test func tvOSElementsUnderTheApplication() throws {
        let h = try AccessibilitySceneTests.load("tvos17-wda-home-screen-no-window.xml").scene.hierarchy
        #expect(h.windows.count == 1)
        #expect(h[h.windows[0]].frame == Rect(0, 0, 1920, 1080))
        #expect(h[try #require(h.id(named: "TestFlight"))].attributes.contains(ExtraAttribute(key: "focused", value: "true")))
    }
}
