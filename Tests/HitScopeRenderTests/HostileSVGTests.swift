import Foundation
import FoundationXML
import HitScopeFiles
import HitScopeCore
import HitScopeRender
import HitScopeScene
import Testing

/// The standalone SVG of a scene whose names are escape sequences, C1 controls, NUL, bidirectional overrides,
/// line separators and markup: well-formed XML (raw control characters would make it unreadable), the names
/// shown escaped, no element or attribute that came from a name.
@Suite struct HostileSVGTests {
    static let scene = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("HitScopeCLITests/Fixtures/Hostile/names.yaml").path

    /// Element names and attribute names, as an XML parser sees them.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: Set<String> = []
        var attributes: Set<String> = []
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.insert(name)
            self.attributes.formUnion(attributes.keys)
            text += attributes.values.joined(separator: "\n")
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    @Test("Every layer with every tap: well-formed, escaped, nothing from a name")
    func wellFormedAndEscaped() throws {
        let scene = try SceneFiles.load(path: Self.scene).scene
        let tester = HitTester(scene.hierarchy)
        let taps = scene.hierarchy.views.filter { !$0.isWindow }.map { Point($0.frame.midX, $0.frame.midY) }
        let list = SceneDrawing(scene: scene).displayList(taps: taps.map(tester.trace))
        let svg = SVGWriter(.init(label: "Drawing of \(terminalSafe(scene.name))")).document(list)
        let controls = svg.unicodeScalars.filter { $0.isUnsafeOnTerminal && $0 != "\n" }
        #expect(controls.isEmpty, "raw: \(controls.map { String($0.value, radix: 16) })")
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse(), "the SVG parses as XML: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.elements.isSubset(of: ["svg", "style", "title", "desc", "g", "rect", "path", "text", "tspan", "circle", "line", "polygon", "polyline", "defs", "marker", "clipPath", "use", "ellipse"]), "\(collector.elements)")
        #expect(!collector.attributes.contains { $0.hasPrefix("on") })
        for view in scene.hierarchy.views where view.name.count < 30 {
            #expect(collector.text.contains(terminalSafe(view.name)), "the drawing names \(terminalSafe(view.name))")
        }
    }
}
