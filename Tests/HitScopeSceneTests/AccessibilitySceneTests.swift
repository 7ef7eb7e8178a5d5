import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// The accessibility corpus (Fixtures/Accessibility): XCUITest's `debugDescription` as lldb and an XCTest log print
/// it, and Appium/WebDriverAgent page sources of the old and the new attribute order, each with its element count
/// and the element a tap reaches at chosen points (worked out by hand, commented).
struct AccessibilitySceneTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let views: Int
        let windows: Int
        /// Point → expected element name (nil: none).
        let hits: [(Point, String?)]
        /// Elision marks (`...`) in the snapshot: a warning each, after the one that says what the scene cannot know.
        var elisions = 0
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "xcode15-po-app-two-windows.txt", views: 20, windows: 2,
            hits: [
                (Point(340, 60), "Basket"),  // disabled: still the element a tap reaches
                (Point(200, 65), "StaticText1"),  // the bar's title; "Offers" names the bar
                (Point(340, 110), "add-0"),
                (Point(100, 110), "Winter coats, -30%"),
                (Point(100, 150), "Kids' boots"),
                (Point(100, 300), "Table1"),  // the keyboard's window holds no element there: on to the app's
                (Point(20, 530), "q"),
                (Point(200, 770), "Keyboard1"),  // the keyboard covers the coupon field
            ]),
        Case(
            file: "xcode11-po-app-traits.txt", views: 12, windows: 1,
            hits: [
                (Point(30, 40), "Folders"),  // the bar is listed before the table, but smaller: in front of it
                (Point(340, 40), "Edit"),  // disabled
                (Point(100, 80), "Groceries"),
                (Point(350, 100), "Cell1"),  // beside the label, in the selected cell
                (Point(200, 400), "Table1"),  // below the cells; the table's frame goes under the bars
                (Point(345, 640), "compose"),
                (Point(100, 640), "Toolbar1"),
            ]),
        Case(
            file: "xcode14-xctest-log-escaped.txt", views: 5, windows: 1,
            hits: [
                (Point(100, 620), "apply"), (Point(100, 560), "coupon"),
                (Point(100, 510), "Code \"WINTER\" has expired"), (Point(100, 100), "Other1"),
            ]),
        Case(
            file: "wda-page-source-old-order.xml", views: 6, windows: 1,
            hits: [
                (Point(40, 40), "Other1"),  // Help is visible="false"
                (Point(100, 620), "apply"), (Point(100, 560), "coupon"),
                (Point(100, 510), "Code \"WINTER\" has expired"),
            ]),
        Case(
            file: "appium2-page-source-new-order.xml", views: 10, windows: 1,
            hits: [
                (Point(340, 60), "Basket"), (Point(340, 110), "add-0"), (Point(100, 110), "Winter coats, -30%"),
                (Point(100, 300), "Table1"),
                (Point(100, 900), nil),  // offer-1 is off screen, outside the window
            ]),
        // Issue 39: elisions at column 0 and indented, a fragment rooted at a tab bar, and tvOS page sources (one
        // with its elements right under the application).
        Case(
            file: "xcode16-po-app-elided.txt", views: 16 + 1, windows: 1,
            hits: [
                (Point(60, 150), "brand-0"), (Point(350, 280), "like-0"), (Point(100, 290), "product-0"),
                (Point(200, 600), "CollectionView2"),  // the feed: the page's second collection view
                (Point(98, 790), "Tab Bar"),  // between Home and Search: the tab bar, not nothing
                (Point(240, 790), "Bag"),
            ], elisions: 3),
        Case(
            file: "xcode16-po-tabbar-element.txt", views: 5 + 1, windows: 1,
            hits: [
                (Point(97, 790), "Tab Bar"), (Point(50, 790), "Home"), (Point(200, 840), "Tab Bar"),
                (Point(200, 700), nil),  // above the fragment: its synthetic window passes the tap through
            ]),
        Case(
            file: "tvos17-appium-page-source.xml", views: 22, windows: 1,
            hits: [
                (Point(730, 70), "Home"), (Point(400, 70), "ScrollView1"),  // the bar's scroll view, listed first
                (Point(200, 400), "Night Train"), (Point(900, 900), "Offline"),  // disabled: still reached
                (Point(1700, 900), "CollectionView2"), (Point(50, 600), "CollectionView1"),
            ]),
        Case(
            file: "tvos17-wda-home-screen-no-window.xml", views: 8 + 1, windows: 1,
            hits: [
                (Point(1200, 650), "TestFlight"), (Point(100, 800), "CollectionView1"), (Point(300, 200), "TopShelfImage"),
                (Point(10, 10), nil),  // above the top shelf: no element
            ]),
    ]

    static func load(_ file: String) throws -> LoadedScene {
        try loadFile(Fixtures.url("Accessibility/\(file)").path)
    }

    /// Every command reads the snapshot through `SceneInput`, detected by its content.
    @Test(arguments: cases)
    func countsAndHits(_ c: Case) throws {
        let loaded = try Self.load(c.file)
        let h = loaded.scene.hierarchy
        #expect(h.count == c.views)
        #expect(h.windows.count == c.windows)
        for (point, expected) in c.hits {
            #expect(loaded.scene.hitName(point) == expected, "at \(point)")
        }
    }

    /// The scene's name and its first warning say what such a scene cannot know.
    @Test(arguments: cases)
    func saysWhatItCannotKnow(_ c: Case) throws {
        let loaded = try Self.load(c.file)
        #expect(loaded.scene.name.hasPrefix("accessibility scene ("))
        #expect(loaded.scene.name.hasSuffix("which element a tap reaches, not which UIView"))
        let first = try #require(loaded.warnings.first)
        #expect(first.line == 0)
        #expect(first.message.contains("cannot know views that are not elements (an invisible overlay that takes touches), userInteractionEnabled, transforms or hitTest/pointInside overrides"))
        #expect(loaded.warnings.count == 1 + c.elisions)
    }

    /// Screen frames become frames in the parent's space; the type is the class; disabled is not enabled.
    @Test func framesTypesAndStates() throws {
        for file in ["xcode15-po-app-two-windows.txt", "appium2-page-source-new-order.xml"] {
            let h = try Self.load(file).scene.hierarchy
            let add = try #require(h.id(named: "add-0"))
            #expect(h[add].frame == Rect(310, 7, 64, 30))
            #expect(h[add].className == "XCUIElementTypeButton")
            #expect(h[add].uikitClass.uikitClass == "UIButton")
            #expect(h[add].title == "Add")
            #expect(h[add].isEnabled)
            let basket = try #require(h.id(named: "Basket"))
            #expect(!h[basket].isEnabled)
            #expect(h[basket].attributes.contains(ExtraAttribute(key: "enabled", value: "NO")))
        }
        let h = try Self.load("xcode15-po-app-two-windows.txt").scene.hierarchy
        let field = try #require(h.id(named: "coupon"))
        #expect(h[field].sourceID == "0x600002b1cc40")
        #expect(h[field].attributes == [
            ExtraAttribute(key: "identifier", value: "coupon"), ExtraAttribute(key: "placeholderValue", value: "Coupon code"),
            ExtraAttribute(key: "Keyboard focused", value: "YES"),
        ])
        let window = try #require(h.id(named: "Window1"))
        #expect(h[window].attributes == [ExtraAttribute(key: "qualifier", value: "Main")])
    }

    /// A subtree ends at a line that is not indented: the log after it is not read as elements.
    @Test func logAfterTheSubtree() throws {
        let text = "Element subtree:\n →Application, 0x1, pid: 2\n    Window, 0x3, {{0.0, 0.0}, {100.0, 100.0}}\nt = 4.20s Tear Down\n"
        let loaded = try AccessibilityImporter.load(text: text, file: "log.txt")
        #expect(loaded.scene.hierarchy.count == 1)
        #expect(loaded.warnings.count == 1)
    }

    /// Bad input is a located error, never a crash.
    @Test func badInput() {
        #expect(throws: SceneError(
            file: "a.xml", line: 2, column: 116, message: "x=\"left\" is not a finite number",
            hint: "paste the snapshot as XCUITest or Appium printed it")) {
            try AccessibilityImporter.load(
                text: "<?xml version=\"1.0\"?>\n<XCUIElementTypeApplication><XCUIElementTypeWindow type=\"XCUIElementTypeWindow\" x=\"left\" y=\"0\" width=\"1\" height=\"1\"/></XCUIElementTypeApplication>",
                file: "a.xml")
        }
        #expect(throws: SceneError(
            file: "po.txt", line: 3, column: 5, message: "the frame '{{0.0, 0.0}, {390.0}}' is not {{x, y}, {w, h}} in finite numbers with a size that is not negative",
            hint: "paste the snapshot as XCUITest or Appium printed it")) {
            try AccessibilityImporter.load(
                text: "Element subtree:\n →Application, 0x1, pid: 2\n    Window, 0x3, {{0.0, 0.0}, {390.0}}\n", file: "po.txt")
        }
        #expect(throws: SceneError.self) {
            try AccessibilityImporter.load(text: "<XCUIElementTypeApplication><XCUIElementTypeWindow", file: "cut.xml")
        }
        #expect(throws: SceneError.self) {
            try AccessibilityImporter.load(
                text: "<XCUIElementTypeWindow x=\"1e308\" y=\"0\" width=\"1e308\" height=\"1\"/>", file: "huge.xml")
        }
        #expect(throws: SceneError.self) {
            try AccessibilityImporter.load(text: "Element subtree:\n    Window, {{0, 0}, {-5, 10}}\n", file: "negative.txt")
        }
    }
}
