import HitScopeCore
import HitScopeRender
import Testing
import HitScopeTestSupport

/// The standalone SVG of every seed example (the scene, its first tap's overlay, the names on top) matches its
/// golden file byte for byte.
@Suite("SVG golden files")
struct SVGGoldenTests {
    static func svg(_ name: String) throws -> String {
        let scene = try Examples.load(name)
        let tester = HitTester(scene.hierarchy)
        let list = SceneDrawing(scene: scene).displayList(taps: scene.taps.map(tester.trace))
        let layers: Set<LayerKind> = scene.taps.isEmpty ? [.scene, .labels] : [.scene, .tap(index: 0), .labels]
        return SVGWriter(.init(layers: layers, label: "Drawing of \(scene.name)")).document(list)
    }

    @Test("Seed examples", arguments: Examples.seeds)
    func seed(_ name: String) throws {
        let actual = try Self.svg(name)
        try fixtures.check(actual, against: "svg/\(name).svg")
    }

    @Test("The same scene gives the same bytes")
    func deterministic() throws {
        let name = try #require(Examples.seeds.first)
        #expect(try Self.svg(name) == Self.svg(name))
    }
}
