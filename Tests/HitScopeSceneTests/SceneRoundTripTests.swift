import Foundation
import HitScopeCore
import HitScopeFiles
import HitScopeFixtures
import HitScopeScene
import Testing
import HitScopeTestSupport

/// Scene files read back as they were written; YAML and JSON are one schema.
struct SceneRoundTripTests {
    @Test("Every example reads, and writes back to a scene that reads the same", arguments: Examples.all)
    func roundTrip(_ example: String) throws {
        let scene = try Examples.load(example)
        let written = SceneWriter.yaml(scene)
        // Named beside the example, so that the edge finds its screenshot as the viewer's written scenes find it.
        let beside = Examples.folder.appendingPathComponent("\(example).written.yaml").path
        let again = try SceneFiles.load(data: Data(written.utf8), name: beside, referenceFile: beside).scene
        #expect(withoutLines(again.hierarchy.views) == withoutLines(scene.hierarchy.views))
        #expect(again.hierarchy.windows == scene.hierarchy.windows)
        #expect(again.taps == scene.taps)
        #expect(again.touches == scene.touches)
        #expect(again.screenshot?.png == scene.screenshot?.png && again.screenshot?.scale == scene.screenshot?.scale)
        #expect(SceneWriter.yaml(again) == written, "writing is deterministic")
    }

    @Test("A generated scene survives a round trip, answers included")
    func generatedRoundTrip() throws {
        let scene = SceneGenerator(viewCount: 2000, seed: 5).generate()
        let again = try SceneReader.read(text: SceneWriter.yaml(scene), file: "g.yaml")
        // The reader numbers views depth first, the generator breadth first: compare by name.
        let byName = { (h: ViewHierarchy) in Dictionary(uniqueKeysWithValues: withoutLines(h.views).map { ($0.name, $0) }) }
        #expect(byName(again.hierarchy) == byName(scene.hierarchy))
        let a = HitTester(scene.hierarchy), b = HitTester(again.hierarchy)
        var differences = 0
        for x in stride(from: 0.5, to: 375, by: 7) {
            for y in stride(from: 0.5, to: 667, by: 7) {
                let name = { (t: HitTester) in t.hitTest(Point(x, y)).map { t.hierarchy[$0].name } }
                if name(a) != name(b) { differences += 1 }
            }
        }
        #expect(differences == 0)
    }

    @Test("JSON scenes read like YAML ones; names may be any text")
    func json() throws {
        let text = """
            {"name": "JSON", "size": [320, 480], "windows": [{"name": "窗口", "views": [
              {"name": "按钮 <b>&amp;", "class": "UIButton", "frame": [10, 10, 100, 44], "pointInside": {"minimumSize": 60},
               "transform": {"rotate": 90}, "controller": {"name": "VC", "touches": "handle"}}]}], "taps": [[1, 2]]}
            """
        let scene = try SceneReader.read(text: text, file: "s.json")
        let button = scene.hierarchy[scene.hierarchy.id(named: "按钮 <b>&amp;")!]
        #expect(button.pointInsideRule == .minimumSize(Size(60, 60)))
        #expect(abs(button.transform.b - 1) < 1e-12 && abs(button.transform.a) < 1e-12)
        #expect(button.controller == ViewController(name: "VC", touches: .handle))
        #expect(scene.size == Size(320, 480))
        #expect(scene.taps == [Point(1, 2)])
    }

    @Test("Every documented value form reads")
    func valueForms() throws {
        let text = """
            windows:
              - name: w
                windowLevel: alert
                views:
                  - { name: a, frame: [0, 0, 10, 10], pointInside: { outsets: [1, 2, 3, 4] } }
                  - { name: b, frame: [0, 0, 10, 10], pointInside: { insets: 2 } }
                  - { name: c, frame: [0, 0, 10, 10], pointInside: { shape: roundedRect, radius: 3 } }
                  - { name: d, frame: [0, 0, 10, 10], pointInside: circle, hitTest: self, touches: forward }
                  - { name: e, frame: [0, 0, 10, 10], hidden: YES, clipsToBounds: yes, enabled: NO, contentOffset: [0, 5] }
                  - { name: f, class: Cell, baseClass: UITableViewCell, frame: [0, 0, 10, 10], attributes: { tag: "3" } }
            """
        let h = try SceneReader.read(text: text, file: "forms.yaml").hierarchy
        let view = { (name: String) in h[h.id(named: name)!] }
        #expect(view("w").windowLevel == 2000)
        #expect(view("a").pointInsideRule == .outsets(EdgeOutsets(top: 1, left: 2, bottom: 3, right: 4)))
        #expect(view("b").pointInsideRule == .outsets(EdgeOutsets(all: -2)))
        #expect(view("c").pointInsideRule == .roundedRect(radius: 3))
        #expect(view("d").hitTestRule == .returnsSelf && view("d").touches == .forward)
        #expect(view("e").isHidden && view("e").clipsToBounds && !view("e").isEnabled && view("e").boundsOrigin == Point(0, 5))
        #expect(view("f").uikitClass.uikitClass == "UITableViewCell" && view("f").attributes == [ExtraAttribute(key: "tag", value: "3")])
    }

    /// The views without the file lines they were read from (which writing naturally changes).
    private func withoutLines(_ views: [View]) -> [View] {
        views.map { view in
            var copy = view
            copy.sourceLine = nil
            return copy
        }
    }
}
