import HitScopeCore
import HitScopeScene
import Testing

/// UIKit's scroll views clip their content by default; every other class does not (docs/rules.md, "Drawing"). Scene
/// files follow the class unless they say otherwise, written scenes say only what differs, and a dump says
/// `clipsToBounds = YES` wherever a view clips.
struct ClipsToBoundsDefaultTests {
    @Test("UIScrollView, UITableView, UICollectionView and UITextView clip by default, by class or baseClass; UIView and a cell do not")
    func classDefaults() {
        for name in ["UIScrollView", "UITableView", "UICollectionView", "UITextView"] {
            #expect(View(name: "v", className: name).clipsToBounds, "\(name)")
        }
        #expect(View(name: "v", className: "FeedView", baseClass: "UICollectionView").clipsToBounds)
        for name in ["UIView", "UITableViewCell", "UIImageView", "UIStackView", "MyCardView"] {
            #expect(!View(name: "v", className: name).clipsToBounds, "\(name)")
        }
    }

    private static let scene = """
        size: [375, 667]
        windows:
          - name: window
            views:
              - { name: feed, class: UITableView, frame: [0, 0, 375, 300] }
              - { name: strip, class: UIScrollView, frame: [60, 300, 255, 300], clipsToBounds: false }
              - { name: card, frame: [0, 600, 375, 60], clipsToBounds: true }
              - { name: plain, frame: [0, 600, 375, 60] }
        """

    @Test("A scene file's scroll view clips unless it says clipsToBounds: false; a written scene states only what differs from the class")
    func sceneFiles() throws {
        let scene = try SceneReader.read(text: Self.scene, file: "clips.yaml")
        let clips = ["feed", "strip", "card", "plain"].map { name in scene.hierarchy.id(named: name).map { scene.hierarchy[$0].clipsToBounds } }
        #expect(clips == [true, false, true, false])
        let written = SceneWriter.yaml(scene)
        #expect(written.components(separatedBy: "clipsToBounds").count - 1 == 2, "\(written)")
        #expect(written.contains("clipsToBounds: false") && written.contains("clipsToBounds: true"))
        let reread = try SceneReader.read(text: written, file: "written.yaml")
        #expect(reread.hierarchy.views.map(\.clipsToBounds) == scene.hierarchy.views.map(\.clipsToBounds))
    }

    @Test("A dump's scroll view clips where its line says clipsToBounds = YES, as UIKit prints every scroll view by default, and not where it does not")
    func dumps() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UITableView: 0x3; frame = (0 0; 375 300); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x4>; layer = <CALayer: 0x5>; contentOffset: {0, 0}; contentSize: {375, 880}>
               | <UIScrollView: 0x6; frame = (60 300; 255 300); gestureRecognizers = <NSArray: 0x7>; layer = <CALayer: 0x8>; contentOffset: {255, 0}; contentSize: {765, 300}>
            """
        let scene = try DumpImporter.read(text: dump, file: "dump.txt", strict: true).scene
        #expect(scene.hierarchy.views.map(\.clipsToBounds) == [false, true, false])
        let again = try DumpImporter.read(text: DumpWriter.dump(scene), file: "written.txt", strict: true).scene
        #expect(again.hierarchy.views.map(\.clipsToBounds) == [false, true, false])
        let reread = try SceneReader.read(text: SceneWriter.yaml(scene), file: "scene.yaml")
        #expect(reread.hierarchy.views.map(\.clipsToBounds) == [false, true, false])
    }

    @Test("The drawing clips a scroll view's content by default: a row scrolled out of the table is not drawn outside it")
    func drawnClip() throws {
        let scene = try SceneReader.read(text: Self.scene, file: "clips.yaml")
        var hierarchy = scene.hierarchy
        let feed = try #require(hierarchy.id(named: "feed"))
        let row = try hierarchy.addSubview(View(name: "row", frame: Rect(0, 280, 375, 44)), to: feed)
        let screen = ScreenMap(hierarchy)
        #expect(screen.draws(row, at: Point(100, 290), in: hierarchy))
        #expect(!screen.draws(row, at: Point(100, 310), in: hierarchy))
    }
}
