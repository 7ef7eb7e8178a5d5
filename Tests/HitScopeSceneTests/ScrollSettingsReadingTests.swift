import HitScopeCore
import HitScopeScene
import Testing

/// A scroll view's settings as scene files, dumps and `attributes:` say them, read to the same model and written
/// back (docs/scene-format.md).
struct ScrollSettingsReadingTests {
    private static func scene(_ scrollKeys: String, class className: String = "UIScrollView") -> String {
        """
        size: [375, 667]
        windows:
          - name: window
            views:
              - name: feed
                class: \(className)
                frame: [0, 0, 375, 400]
        \(scrollKeys.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n"))
                subviews:
                  - { name: row, frame: [0, 0, 375, 44] }
        """
    }

    @Test("Every scroll key reads into ScrollSettings and is written back")
    func keysRoundTrip() throws {
        let text = Self.scene("contentSize: [375, 1200]\nscrollEnabled: false\nbounces: false\nalwaysBounceVertical: true\nalwaysBounceHorizontal: true\ntouchesShouldBeginAnswersNoIn: [row]")
        let scene = try SceneReader.read(text: text, file: "keys.yaml")
        let feed = try #require(scene.hierarchy.id(named: "feed"))
        let settings = scene.hierarchy[feed].scrolling
        #expect(settings.contentSize == Size(375, 1200))
        #expect(!settings.isScrollEnabled && !settings.bounces && settings.alwaysBounceVerticalSetting == true && settings.alwaysBounceHorizontal)
        #expect(settings.touchesShouldBeginRefuses == ["row"])
        let reread = try SceneReader.read(text: SceneWriter.yaml(scene), file: "written.yaml")
        #expect(reread.hierarchy[feed].scrolling == settings)
    }

    @Test("attributes: { contentSize: '{w, h}' } means the same as the contentSize key, and is not kept as an attribute")
    func attributeIsRead() throws {
        let scene = try SceneReader.read(text: Self.scene("attributes: { contentSize: '{375, 1200}' }"), file: "attr.yaml")
        let feed = try #require(scene.hierarchy.id(named: "feed"))
        #expect(scene.hierarchy[feed].scrolling.contentSize == Size(375, 1200))
        #expect(scene.hierarchy[feed].attributes.isEmpty)
    }

    @Test("An unreadable contentSize attribute is a located warning, and stays an attribute")
    func unreadableAttributeWarns() throws {
        let loaded = try PastedInput.load(Self.scene("attributes: { contentSize: '{wide, 1200}' }"), name: "attr.yaml")
        #expect(loaded.warnings.contains { $0.description.contains("contentSize '{wide, 1200}' is not {width, height}") && $0.description.contains("attr.yaml:") })
        let feed = try #require(loaded.scene.hierarchy.id(named: "feed"))
        #expect(loaded.scene.hierarchy[feed].scrolling.contentSize == nil)
    }

    @Test("Scroll keys on a view that does not scroll, a negative size and an unknown name are located errors")
    func mistakes() {
        #expect(throws: SceneError.self) { try SceneReader.read(text: Self.scene("contentSize: [375, 1200]", class: "UIButton"), file: "a.yaml") }
        #expect(throws: SceneError.self) { try SceneReader.read(text: Self.scene("contentSize: [-1, 1200]"), file: "b.yaml") }
        do {
            _ = try SceneReader.read(text: Self.scene("touchesShouldBeginAnswersNoIn: [nowhere]"), file: "c.yaml")
            Issue.record("an unknown name was accepted")
        } catch {
            #expect(error.description.contains("'nowhere', which is not a view of this scene"))
        }
    }

    @Test("A dump's contentSize reads into the scroll view, and the dump writer prints it back")
    func dumpContentSize() throws {
        let dump = """
            <UIWindow: 0x7f1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600>>
               | <UITableView: 0x7f2; frame = (0 0; 375 667); clipsToBounds = YES; layer = <CALayer: 0x601>; contentOffset: {0, 0}; contentSize: {375, 2400}; adjustedContentInset: {0, 0, 0, 0}>
            """
        let scene = try DumpImporter.read(text: dump, file: "dump.txt", strict: true).scene
        let table = try #require(scene.hierarchy.views.firstIndex { $0.uikitClass.uikitClass == "UITableView" })
        #expect(scene.hierarchy.views[table].scrolling.contentSize == Size(375, 2400))
        #expect(!scene.hierarchy.views[table].attributes.contains { $0.key == "contentSize" })
        #expect(DumpWriter.dump(scene).contains("contentSize: {375, 2400}"))
    }
}
