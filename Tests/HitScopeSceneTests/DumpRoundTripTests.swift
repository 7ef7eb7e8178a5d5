import HitScopeCore
import HitScopeFixtures
import HitScopeScene
import Testing

/// Generated scenes written as dumps and read back answer every point as the original does; and an imported dump
/// answers as its scene file does.
struct DumpRoundTripTests {
    /// A generated scene without what a dump cannot say (overrides of `hitTest` and `pointInside`).
    static func dumpable(_ scene: Scene) throws -> Scene {
        var scene = scene
        for index in 0..<scene.hierarchy.count {
            try scene.hierarchy.update(ViewID(index)) { view in
                view.hitTestRule = .standard
                view.pointInsideRule = .bounds
            }
        }
        return scene
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func generatedSceneThroughADump(seed: UInt64) throws {
        let original = try Self.dumpable(SceneGenerator(viewCount: 400, seed: seed).generate())
        let imported = try DumpImporter.read(text: DumpWriter.dump(original), file: "generated.txt", strict: true)
        #expect(imported.warnings.isEmpty, "\(imported.warnings.prefix(3))")
        #expect(imported.viewCount == original.hierarchy.count)
        let back = imported.scene.hierarchy
        let addresses = Dictionary(uniqueKeysWithValues: (0..<original.hierarchy.count).map { (DumpWriter.address(ViewID($0)), $0) })
        let originalTester = HitTester(original.hierarchy), importedTester = HitTester(back)
        var differences: [String] = []
        for point in original.probePoints(step: 3) {
            let expected = originalTester.hitTest(point)?.index
            let actual = importedTester.hitTest(point).map { addresses[back[$0].sourceID ?? ""] }
            if actual ?? nil != expected { differences.append("\(point)") }
        }
        #expect(differences.isEmpty, "\(differences.count) points differ, e.g. \(differences.prefix(5))")
    }

    /// What UIKit printed wins over class defaults: a UILabel without `userInteractionEnabled = NO` is interactive.
    @Test func printedValuesWinOverClassDefaults() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>
               | <UILabel: 0x3; frame = (0 0; 50 50); text = 'tap me'; layer = <_UILabelLayer: 0x4>>
               | <UIImageView: 0x5; frame = (50 0; 50 50); layer = <CALayer: 0x6>>
               | <UIView: 0x7; frame = (0 50; 50 50); userInteractionEnabled = NO; layer = <CALayer: 0x8>>
            """
        let scene = try DumpImporter.read(text: dump, file: "dump.txt", strict: true).scene
        #expect(scene.hitName(Point(10, 10)) == "UILabel1")
        #expect(scene.hitName(Point(60, 10)) == "UIImageView1")
        #expect(scene.hitName(Point(10, 60)) == "UIWindow1")
        let reread = try SceneReader.read(text: SceneWriter.yaml(scene), file: "scene.yaml")
        #expect(reread.hitName(Point(10, 10)) == "UILabel1")
        #expect(reread.hitName(Point(60, 10)) == "UIImageView1")
        #expect(reread.hitName(Point(10, 60)) == "UIWindow1")
    }

    /// Several windows: later ones are in front (equal levels), each in screen space.
    @Test func severalWindows() throws {
        let dump = """
            <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
               | <UIButton: 0x3; frame = (0 0; 375 667); opaque = NO; layer = <CALayer: 0x4>>
            <ToastDemo.ToastWindow: 0x5; baseClass = UIWindow; frame = (20 40; 335 60); layer = <UIWindowLayer: 0x6>>
               | <UILabel: 0x7; frame = (10 10; 100 20); text = 'Saved'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x8>>
            """
        let imported = try DumpImporter.read(text: dump, file: "dump.txt", strict: true)
        #expect(imported.scene.hierarchy.windows.count == 2)
        #expect(imported.hasSyntheticWindow == false)
        #expect(imported.scene.hitName(Point(35, 55)) == "ToastWindow1")
        #expect(imported.scene.hitName(Point(10, 10)) == "UIButton1")
    }

    /// Nesting comes from counting `|`, so deep dumps need no recursion to read or to hit-test. (A dump n levels
    /// deep holds n²/2 markers: 20,000 levels are 200 MB already, so deeper dumps cannot be pasted anyway.)
    @Test(arguments: [3_000])
    func aDeepDump(depth: Int) throws {
        let imported = try DumpImporter.read(text: Self.deepDump(depth), file: "deep.txt", strict: true)
        #expect(imported.viewCount == depth + 1)
        #expect(imported.scene.hitName(Point(5, 5)) == "UIView\(depth)")
    }

    /// The scene file of a deep dump reads back (libyaml, behind the scene reader, stops at 1,000 nesting levels,
    /// which is 500 levels of views).
    @Test func aDeepDumpThroughASceneFile() throws {
        let imported = try DumpImporter.read(text: Self.deepDump(450), file: "deep.txt", strict: true)
        let reread = try SceneReader.read(text: SceneWriter.yaml(imported.scene), file: "deep.yaml")
        #expect(reread.hitName(Point(5, 5)) == "UIView450")
    }

    static func deepDump(_ depth: Int) -> String {
        var lines = ["<UIWindow: 0x1; frame = (0 0; 100 100); layer = <UIWindowLayer: 0x2>>"]
        for level in 1...depth {
            lines.append(String(repeating: "|", count: level) + "<UIView: 0x\(String(level + 2, radix: 16)); frame = (0 0; 100 100)>")
        }
        return lines.joined(separator: "\n")
    }
}
