import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// Damaged accessibility snapshots never crash or hang the readers, and whatever they keep is a valid scene: finite
/// frames of sizes 0 or more, unique names, a scene file that reads back and answers the same.
struct AccessibilityFuzzTests {
    static let fixtures = [
        "xcode15-po-app-two-windows.txt", "xcode14-xctest-log-escaped.txt", "xcode11-po-app-traits.txt",
        "wda-page-source-old-order.xml", "appium2-page-source-new-order.xml",
    ]

    @Test(arguments: fixtures)
    func damagedSnapshots(_ name: String) throws {
        let original = String(decoding: try Data(contentsOf: Fixtures.url("Accessibility/\(name)")), as: UTF8.self)
        var damage = DumpFuzzTests.Damage(state: UInt64(name.utf8.count) &* 104_729)
        var read = 0
        for round in 0..<60 {
            let text = damage.apply(to: original)
            guard let loaded = try? AccessibilityImporter.load(text: text, file: "fuzz.txt") else { continue }
            read += 1
            let scene = loaded.scene
            for view in scene.hierarchy.views {
                let values = [view.frame.minX, view.frame.minY, view.frame.size.width, view.frame.size.height]
                #expect(values.allSatisfy { $0.isFinite }, "round \(round): \(view.name)")
                #expect(view.frame.size.width >= 0 && view.frame.size.height >= 0)
            }
            guard round % 6 == 0 else { continue }
            let reread = try SceneReader.read(text: SceneWriter.yaml(scene), file: "fuzz.yaml")
            let direct = HitTester(scene.hierarchy), back = HitTester(reread.hierarchy)
            for point in scene.probePoints(step: 23) {
                #expect(direct.hitTest(point).map { scene.hierarchy[$0].name } == back.hitTest(point).map { reread.hierarchy[$0].name })
            }
        }
        // Damage mostly leaves a page source XML that is not well-formed, which is an error (issue 27); some of it
        // (a changed number or name) keeps it well-formed.
        #expect(read > (name.hasSuffix(".xml") ? 0 : 10))
    }
}
