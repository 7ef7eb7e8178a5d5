import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// The corpus: dumps written to look exactly like Xcode's console output of several iOS versions, each with its
/// counts and the hit-test view at chosen points (worked out by hand from UIKit's rules, and commented).
struct DumpCorpusTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let file: String
        let views: Int
        let windows: Int
        let layers: Int
        let skipped: Int
        let synthetic: Bool
        /// Point → expected hit-test view name (nil: no view).
        let hits: [(Point, String?)]
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(
            file: "ios12-navigation-table.txt", views: 46, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [
                (Point(330, 42), "_UIButtonBarButton1"),  // the Edit button; its _UIModernBarButton is not interactive
                (Point(200, 42), "_UINavigationBarContentView1"),  // the title label is not interactive
                (Point(100, 90), "UITableViewCellContentView1"),  // contentOffset -64: row 0 starts at y 64
                (Point(330, 125), "UIButton1"),  // the Reply button in row 1
                (Point(30, 215), "UITableViewCellContentView4"),  // a button on an image view (NO) never gets it
                (Point(100, 245), "UITableView1"),  // row 4 is hidden
                (Point(370, 600), "UITableView1"),  // the scroll indicators have alpha 0
                (Point(10, 5), "UITableView1"),  // under the status bar, above the navigation bar
            ]),
        Case(
            file: "ios13-tab-bar.txt", views: 28, windows: 1, layers: 3, skipped: 0, synthetic: false,
            hits: [
                (Point(60, 760), "UITabBarButton1"), (Point(200, 760), "UITabBarButton2"),
                (Point(300, 760), "UITabBarButton3"),
                (Point(100, 790), "UITabBar1"),  // below the buttons; the bar background is not interactive
                (Point(280, 260), "UIView1"),  // the Play button sits on an image view
                (Point(100, 370), "UIButton2"),  // Subscribe
                (Point(100, 450), "UIView1"),  // the cover has alpha 0
                (Point(180, 405), "UIView1"),  // the dimming view and its spinner are hidden
            ]),
        Case(
            file: "ios17-transforms.txt", views: 23, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [
                (Point(60, 200), "UIButton1"),  // the centre of the card rotated by π/8
                (Point(60, 155), "CardView1"),  // inside the rotated card, above its button
                (Point(-4, 136), nil),  // outside the window
                (Point(2, 138), "UIView1"),  // inside the card's bounding box, outside the card
                (Point(220, 120), "UIButton2"),  // the 20×20 button of the view scaled by 2 covers 200…240
                (Point(300, 200), "UIView2"),
                (Point(250, 320), "UIButton3"),  // in the view moved down by tx/ty = (0, 40)
                (Point(300, 400), "UIView3"),
                (Point(70, 350), "UIView4"), (Point(70, 312), "UIView4"),  // the square rotated by 45°
                (Point(40, 320), "UIView1"),  // outside the diamond, inside its box
                (Point(100, 480), "UIButton4"),  // alpha = 0.01 is skipped (alpha <= 0.01)
                (Point(100, 560), "UIView6"),  // alpha = 0.02 is hit
                (Point(100, 640), "UIView1"),  // the stack view is not interactive
                (Point(100, 750), "UIView1"),  // hidden
                (Point(300, 820), "UIView8"), (Point(262, 806), "UIView8"),  // transform3D, scale 0.8
            ]),
        Case(
            file: "ios17-text-and-swift-classes.txt", views: 19, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [
                (Point(60, 362), "PillButton1"),
                (Point(120, 362), "PillButton1"),  // under the badge overlay, which is not interactive
                (Point(150, 386), "EditorRootView1"),
                (Point(100, 150), "EditorRootView1"),  // the multi-line label
                (Point(100, 205), "_UITextLayoutCanvasView1"),  // the text view is scrolled by 40
                (Point(100, 417), "_UITextLayoutCanvasView2"),  // the text field's own canvas
            ]),
        Case(
            file: "ios13-seed000-console.txt", views: 10, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [
                (Point(250, 250), "Button1_1"), (Point(135, 135), "Button2_1"), (Point(215, 145), "Button3_1"),
                (Point(50, 50), "UIView1"),
            ]),
        Case(
            file: "ios13-seed000-nslog-view.txt", views: 7, windows: 0, layers: 0, skipped: 0, synthetic: true,
            hits: [
                (Point(250, 250), "Button1_1"),
                (Point(135, 135), "Button1_1"),  // seed 000: btn2 has userInteractionEnabled = NO
                (Point(215, 145), "Button3_1"), (Point(50, 50), "UIView1"),
                (Point(400, 50), nil),  // outside the first record: the synthetic window passes it through
            ]),
        Case(
            file: "ios7-cycript-one-line.txt", views: 10, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [
                (Point(100, 150), "UITextField1"), (Point(150, 190), "UIButton1"),
                (Point(10, 45), "UIView1"),  // the label there is hidden (and not interactive)
            ]),
        Case(
            file: "blog-markdown-crlf.txt", views: 8, windows: 0, layers: 0, skipped: 0, synthetic: true,
            hits: [
                (Point(100, 120), "UIButton1"),  // content y 160 − offset 120 + 64
                (Point(100, 200), "UIScrollView1"), (Point(30, 40), "UIButton2"), (Point(100, 40), "UIView2"),
            ]),
        Case(
            file: "xcode15-test-comment.txt", views: 6, windows: 0, layers: 0, skipped: 0, synthetic: true,
            hits: [
                (Point(100, 40), "UIButton1"), (Point(300, 50), "UIButton2"),
                (Point(190, 50), "UIView2"),  // alpha 0.5 over the buttons
                (Point(5, 5), "UIView1"), (Point(100, 200), nil),
            ]),
        Case(
            file: "ios14-truncated.txt", views: 12, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [
                (Point(120, 10), "UIButton1"),  // contentOffset 300: the first row starts at y −20
                (Point(250, 10), "UIButton2"),  // the last button is cut off after its frame: kept
            ]),
        Case(
            file: "ios17-navigation-bar-orders.txt", views: 38, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [
                (Point(355, 72), "_UIButtonBarButton2"),  // Edit: the bar button's control, not its _UIModernBarButton (interaction off)
                (Point(50, 72), "_UIButtonBarButton1"),  // the back button
                (Point(100, 150), "UIListContentView1"),  // the first row: contentOffset −103 puts it at y 121
                (Point(200, 400), "UITableView1"),  // below the rows
            ]),
        Case(
            file: "ios16-nslog-nav-bar.txt", views: 12, windows: 0, layers: 0, skipped: 0, synthetic: true,
            hits: [
                (Point(350, 70), nil),  // the Basket button, in a bar with userInteractionEnabled = NO
                (Point(200, 60), nil),  // the bar's own space: nothing in it answers
                (Point(350, 22), nil),  // above the bar, outside the synthetic window
            ]),
        Case(
            file: "ios17-snapshot-testing-layers.1.txt", views: 16, windows: 0, layers: 4, skipped: 0, synthetic: true,
            hits: [
                (Point(100, 160), "UIButton1"),  // Start a list; its label is not interactive
                (Point(30, 70), "UIStackView1"),  // the title label is not interactive
                (Point(340, 290), "UIButton2"),  // the first cell's button; its image view is not interactive
                (Point(100, 220), "UIView2"),  // the first cell's content view, under its label
                (Point(100, 380), "UICollectionView1"),  // the second cell is hidden
                (Point(383, 800), "UICollectionView1"),  // the scroll indicator has alpha 0
            ]),
        Case(
            file: "ios15-snapshot-testing-cell.txt", views: 10, windows: 0, layers: 0, skipped: 0, synthetic: true,
            hits: [
                (Point(330, 20), "UISwitchModernVisualElement1"),  // its image and track views are not interactive
                (Point(100, 20), "UITableViewCellContentView1"),  // the label is not interactive
                (Point(100, 43.8), "_UITableViewCellSeparatorView1"),
            ]),
        Case(
            file: "ios12-pspdf-swizzled.txt", views: 20, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [
                (Point(360, 160), "UIButton1"),  // contentOffset −140: the first row starts at y 140
                (Point(350, 870), "UIButton2"),  // the banner of the child controller
                (Point(100, 500), "UITableView1"),  // the loading overlay (XX) has alpha 0
                (Point(200, 100), "_UINavigationBarLargeTitleView1"),
            ]),
        // Swift's lldb (Xcode 16): `po` of an array, of `value(forKey: "recursiveDescription")` (Optional<Any>), of a
        // Swift object with properties, the one-line `Optional(<…>\n   | …)` and `p String(describing:)` forms, and
        // a plain dump after lldb's own `error:`/`warning:` lines.
        Case(
            file: "xcode16-swift-po-subviews.txt", views: 4, windows: 0, layers: 0, skipped: 0, synthetic: true,
            hits: [
                (Point(100, 360), "UIButton1"), (Point(320, 140), "BadgeView1"),
                (Point(200, 200), nil),  // the image view is not interactive; the synthetic window passes it through
                (Point(100, 410), nil),  // the label is not interactive
            ]),
        Case(
            file: "xcode16-swift-po-value-for-key.txt", views: 9, windows: 0, layers: 0, skipped: 0, synthetic: true,
            hits: [
                (Point(330, 165), "UIView1"),  // the heart button sits on an image view (userInteractionEnabled NO)
                (Point(100, 360), "UIButton2"), (Point(320, 140), "BadgeView1"), (Point(100, 410), "UIView1"),
                (Point(500, 500), nil),
            ]),
        Case(
            file: "xcode16-swift-po-object-properties.txt", views: 1, windows: 0, layers: 0, skipped: 0, synthetic: true,
            hits: [(Point(300, 130), "BadgeView1"), (Point(10, 10), nil)]),
        Case(
            file: "xcode16-swift-optional-one-line.txt", views: 9, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [(Point(330, 165), "UIView1"), (Point(100, 360), "UIButton2"), (Point(10, 10), "UIView1")]),
        Case(
            file: "xcode16-swift-p-string-describing.txt", views: 5, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [(Point(100, 360), "UIButton1"), (Point(10, 10), "UIView1")]),
        Case(
            file: "xcode16-lldb-errors-before-dump.txt", views: 9, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [(Point(330, 165), "UIView1"), (Point(100, 360), "UIButton2"), (Point(10, 10), "UIView1")]),
        // A log line, a garbage line with one marker and an Auto Layout log line in the middle of a table's cells:
        // each is warned at its line, and the records after each keep the places their markers give them.
        Case(
            file: "ios17-garbage-and-log-lines.txt", views: 41, windows: 1, layers: 0, skipped: 0, synthetic: false,
            hits: [
                (Point(100, 250), "UITableViewCellContentView4"),  // Sounds, after the garbage line (offset −103)
                (Point(100, 300), "UITableViewCellContentView5"),  // Focus, after the Auto Layout line
                (Point(330, 125), "UISwitchModernVisualElement1"), (Point(200, 80), "_UINavigationBarContentView1"),
            ]),
    ]

    @Test(arguments: cases)
    func countsAndHits(_ c: Case) throws {
        let imported = try DumpFixtures.read(c.file)
        #expect(imported.viewCount == c.views)
        #expect(imported.scene.hierarchy.windows.count - (imported.hasSyntheticWindow ? 1 : 0) == c.windows)
        #expect(imported.layerCount == c.layers)
        #expect(imported.skippedViewCount == c.skipped)
        #expect(imported.hasSyntheticWindow == c.synthetic)
        #expect(imported.scene.hierarchy.count == c.views + (c.synthetic ? 1 : 0))
        for (point, expected) in c.hits {
            #expect(imported.scene.hitName(point) == expected, "at \(point)")
        }
    }

    /// `hitscope` reads dumps through the same entry point as scene files, detected by content.
    @Test(arguments: cases)
    func sceneInputDetectsTheDump(_ c: Case) throws {
        let loaded = try loadFile(Fixtures.url("Dumps/\(c.file)").path)
        #expect(loaded.scene.hierarchy.count == c.views + (c.synthetic ? 1 : 0))
        #expect(loaded.warnings.count == (try DumpFixtures.read(c.file)).warnings.count)
    }

    /// import → scene file → read gives the same hit-test view as tracing the dump directly, everywhere.
    @Test(arguments: cases)
    func roundTripThroughSceneFile(_ c: Case) throws {
        let direct = try DumpFixtures.read(c.file).scene
        let yaml = SceneWriter.yaml(direct)
        let reread = try SceneReader.read(text: yaml, file: "\(c.file).yaml")
        #expect(reread.hierarchy.count == direct.hierarchy.count)
        // A probe every 7 points, or every 2 in a scene as small as one 72-point badge.
        let window = direct.hierarchy[direct.hierarchy.windows[0]].frame.size
        let points = direct.probePoints(step: min(7, max(1, (window.width * window.height).squareRoot() / 40))) + c.hits.map(\.0)
        let directTester = HitTester(direct.hierarchy), rereadTester = HitTester(reread.hierarchy)
        var differences: [String] = []
        for point in points {
            let a = directTester.hitTest(point).map { direct.hierarchy[$0].name }
            let b = rereadTester.hitTest(point).map { reread.hierarchy[$0].name }
            if a != b { differences.append("\(point): \(a ?? "nil") vs \(b ?? "nil")") }
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        #expect(points.count > 1500)
    }

    /// What the scene file keeps: the address as `id`, every uninterpreted key in order, the label text.
    @Test func sceneFileKeepsWhatTheDumpSaid() throws {
        let scene = try DumpFixtures.read("ios13-tab-bar.txt").scene
        let h = scene.hierarchy
        let bar = try #require(h.id(named: "UITabBar1"))
        #expect(h[bar].sourceID == "0x7f9d5c60b2b0")
        #expect(h[bar].attributes.map(\.key) == ["autoresize", "gestureRecognizers", "layer"])
        #expect(h[bar].attributes.map(\.value) == ["W+TM", "<NSArray: 0x6000026b3420>", "<CALayer: 0x6000028d2200>"])
        let label = try #require(h.id(named: "UITabBarButtonLabel2"))
        #expect(h[label].title == "Search")
        #expect(h[label].isUserInteractionEnabled == false)
        #expect(h[label].attributes.map(\.key) == ["opaque", "layer"])
        let play = try #require(h.id(named: "UIButtonLabel1"))
        #expect(h[play].attributes.last == ExtraAttribute(key: "sublayer", value: "<_UILabelContentLayer: 0x6000028c7e40>"))
        let effect = try #require(h.id(named: "UIVisualEffectView1"))
        #expect(h[effect].attributes.last == ExtraAttribute(key: "trailing", value: "effect=<UIBlurEffect: 0x6000005a8640> style=UIBlurEffectStyleSystemChromeMaterial"))
        let yaml = SceneWriter.yaml(scene)
        #expect(yaml.contains("id: \"0x7f9d5c60b2b0\""))
        #expect(yaml.contains("tintColor: UIExtendedSRGBColorSpace 0 0.478431 1 1"))
    }

    @Test func multiLineTextSwiftNamesAndWrappedRecords() throws {
        let h = try DumpFixtures.read("ios17-text-and-swift-classes.txt").scene.hierarchy
        let label = try #require(h.id(named: "UILabel1"))
        #expect(h[label].title == "Release notes:\n- Don't <panic>; it's fine.\n- Tap 'Save' again")
        #expect(h[label].attributes.map(\.key) == ["backgroundColor", "layer"])
        let root = try #require(h.id(named: "EditorRootView1"))
        #expect(h[root].className == "NotesDemo.EditorRootView")
        #expect(h[root].attributes.first == ExtraAttribute(key: "printedClass", value: "NSKVONotifying__TtC9NotesDemo14EditorRootView"))
        let badge = try #require(h.id(named: "BadgeOverlay1"))
        #expect(h[badge].className == "NotesDemo.BadgeOverlay")
        let pill = try #require(h.id(named: "PillButton1"))
        #expect(h[pill].uikitClass.uikitClass == "UIButton")
        #expect(h[pill].attributes.contains(ExtraAttribute(key: "animations", value: "{ opacity=<CABasicAnimation: 0x6000002dc320>; bounds.origin=<CASpringAnimation: 0x600003ff4000>; }")))
        let container = try #require(h.id(named: "_UITextContainerView1"))
        #expect(h[container].frame == Rect(0, 0, 353, 256))
        #expect(h[container].attributes.last?.key == "trailing")
        #expect(h[container].attributes.last?.value.hasPrefix("minSize = {0, 0}, maxSize = {1.7976931348623157e+308") == true)
        let textView = try #require(h.id(named: "UITextView1"))
        #expect(h[textView].boundsOrigin == Point(0, 40))
        #expect(h[textView].clipsToBounds)
        let field = try #require(h.id(named: "UITextField1"))
        #expect(h[field].attributes.map(\.key) == ["opaque", "gestureRecognizers", "borderStyle", "background", "layer"])
    }

    @Test func transformedFramesAreBoundingBoxes() throws {
        let h = try DumpFixtures.read("ios17-transforms.txt").scene.hierarchy
        let card = try #require(h.id(named: "CardView1"))
        #expect(h[card].frame == Rect(10, 150, 100, 100))  // centre (60, 200), bounds 100×100
        #expect(h[card].attributes.contains(ExtraAttribute(key: "printedFrame", value: "(-5.32815 134.672; 130.656 130.656)")))
        #expect(h[try #require(h.id(named: "UIView2"))].frame == Rect(237.5, 137.5, 75, 75))  // scale 2
        #expect(h[try #require(h.id(named: "UIView3"))].frame == Rect(230, 260, 136, 102))  // centre less (tx, ty)
        #expect(h[try #require(h.id(named: "UIView4"))].frame == Rect(40, 320, 60, 60))  // 45°: assumed square
        let perspective = h[try #require(h.id(named: "UIView8"))]
        #expect(perspective.frame == Rect(250, 800, 100, 40))
        #expect(perspective.transform == Transform2D(a: 0.8, b: 0, c: 0, d: 0.8, tx: 0, ty: 0))
    }

    @Test func syntheticWindowHoldsTheFirstRecordInItsSuperviewSpace() throws {
        let imported = try DumpFixtures.read("ios13-seed000-nslog-view.txt")
        let h = imported.scene.hierarchy
        let window = h[h.windows[0]]
        #expect(window.name == "window")
        #expect(window.frame == Rect(0, 0, 375, 667))
        #expect(window.hitTestRule == .passThrough)
        #expect(window.attributes.first?.key == "note")
        #expect(imported.scene.name.contains("synthetic window"))
        #expect(imported.summary.contains("the dump starts at a UIView, not at a window"))
        #expect(imported.firstClass == "UIView")
    }

    @Test func aRootAwayFromTheOriginAnswersInItsSuperviewSpace() throws {
        let dump = """
            <UIView: 0x1; frame = (100 100; 50 50); layer = <CALayer: 0x2>>
               | <UIButton: 0x3; frame = (10 10; 20 20); opaque = NO; layer = <CALayer: 0x4>>
            """
        let scene = try DumpImporter.read(text: dump, file: "view.txt", strict: false).scene
        #expect(scene.hitName(Point(105, 105)) == "UIView1")
        #expect(scene.hitName(Point(110, 110)) == "UIButton1")
        #expect(scene.hitName(Point(99, 99)) == nil)
        #expect(scene.hitName(Point(150, 150)) == nil)
    }

    /// Keys a view prints twice, and several sublayers, stay apart in the scene file (a mapping cannot repeat a key).
    @Test func repeatedKeysAreNumbered() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
               | <UILabel: 0x3; frame = (0 0; 10 10); text = 'a'; tag = 1; tag = 2; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x4>>
               |    | <_UILabelContentLayer: 0x5> (layer)
               |    | <CALayer: 0x6> (layer)
            """
        let scene = try DumpImporter.read(text: dump, file: "keys.txt", strict: true).scene
        let label = scene.hierarchy[try #require(scene.hierarchy.id(named: "UILabel1"))]
        #expect(label.attributes.map(\.key) == ["tag", "tag (2)", "layer", "sublayer", "sublayer (2)"])
        let reread = try SceneReader.read(text: SceneWriter.yaml(scene), file: "keys.yaml")
        #expect(reread.hierarchy[try #require(reread.hierarchy.id(named: "UILabel1"))].attributes == label.attributes)
    }

    /// A zero-size container keeps its subviews (they are read), and UIKit never reaches them through it.
    @Test func zeroSizeContainerWithVisibleSubviews() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UIView: 0x3; frame = (20 20; 0 0); layer = <CALayer: 0x4>>
               |    | <UIButton: 0x5; frame = (0 0; 100 44); opaque = NO; layer = <CALayer: 0x6>>
            """
        let imported = try DumpImporter.read(text: dump, file: "zero.txt", strict: true)
        #expect(imported.viewCount == 3)
        #expect(imported.scene.hitName(Point(40, 40)) == "UIWindow1")
    }

    /// `-0` is 0, `1e+308` is a number (a size that large is kept, and the view still places).
    @Test func printfNumbers() throws {
        let dump = """
            <UIWindow: 0x1; frame = (-0 -0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UIImageView: 0x3; frame = (0 0; 1e+308 10); transform = [-1, 0, -0, -1, 0, 0]; alpha = 0; hidden = YES; opaque = NO; userInteractionEnabled = NO; layer = <CALayer: 0x4>> - (null)
            """
        let h = try DumpImporter.read(text: dump, file: "numbers.txt", strict: true).scene.hierarchy
        let window = h[h.windows[0]]
        #expect(window.frame.minX.sign == .plus && window.frame.minY.sign == .plus)
        let image = h[try #require(h.id(named: "UIImageView1"))]
        #expect(image.frame.size == Size(1e308, 10))
        #expect(image.transform == Transform2D(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
        #expect(image.transform.c.sign == .plus)
        #expect(image.isHidden && image.alpha == 0 && !image.isUserInteractionEnabled)
    }

    @Test func theIssuesExample() throws {
        let dump = """
            <UIWindow: 0x7fee0eb0a2d0; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x600000d4c3c0>; layer = <UIWindowLayer: 0x600000d4c4b0>>
               | <Button1: 0x7fee0ea07c00; baseClass = UIButton; frame = (100 100; 50 50); opaque = NO; layer = <CALayer: 0x600000fad6a0>>
            """
        let scene = try DumpImporter.read(text: dump, file: "issue.txt", strict: true).scene
        #expect(scene.hitName(Point(110, 110)) == "Button1_1")
        #expect(scene.hitName(Point(99, 110)) == "UIWindow1")
    }
}
