import Foundation
import HitScopeCore
import HitScopeFixtures
import HitScopeRender
import HitScopeTestSupport
import Testing

@Suite("Display list: what a drawing shows")
struct DisplayListTests {
    private func list(_ name: String, touchAreas: Bool = false) throws -> (Scene, DisplayList) {
        let scene = try Examples.load(name)
        let tester = HitTester(scene.hierarchy)
        let grid = touchAreas ? TouchGrid(TouchAreaMap(tester: tester, size: scene.size)) : nil
        return (scene, SceneDrawing(scene: scene).displayList(taps: scene.taps.map(tester.trace), touchAreas: grid))
    }

    private func shapes(_ layer: Layer?) -> [Shape] {
        (layer?.items ?? []).compactMap { if case .shape(let shape) = $0 { shape } else { nil } }
    }

    private func texts(_ layer: Layer?) -> [String] {
        (layer?.items ?? []).compactMap { if case .text(let run) = $0 { run.text } else { nil } }
    }

    @Test("A child drawn outside its parent is hatched exactly where the parent's bounds stop touches")
    func drawnButNotTouchable() throws {
        let (scene, list) = try list("seed001-child-outside-parent")
        let badge = try #require(scene.hierarchy.id(named: "badge"))
        let hatched = shapes(list.layer(.labels)).filter { $0.fill == .hatch(.theme(.notTouchable)) && $0.subject == .viewMark(badge.index) }
        // badge: (245, 180, 50, 50) on screen; card: (100, 200, 175, 150). Outside: 50×20 above, 20×30 to the right.
        // The part is outlined whole; its hatching leaves the badge's title clear (its text box, in the 50×20 above).
        let outlined = shapes(list.layer(.labels)).filter {
            $0.fill == nil && $0.stroke?.paint == .theme(.notTouchable) && $0.subject == .viewMark(badge.index)
        }
        #expect(abs(outlined.map { area($0.path) }.reduce(0, +) - 1600) < 1e-9)
        let hatchedArea = hatched.map { area($0.path) }.reduce(0, +)
        #expect(hatchedArea > 1600 - 100 && hatchedArea < 1600 - 20, "\(hatchedArea)")
        #expect(hatched.allSatisfy { $0.tooltip?.contains("card") == true })
        let card = try #require(scene.hierarchy.id(named: "card"))
        #expect(!shapes(list.layer(.labels)).contains { $0.fill == .hatch(.theme(.notTouchable)) && $0.subject == .viewMark(card.index) })
    }

    @Test("A button on a non-interactive image view is hatched whole")
    func blockedByAncestor() throws {
        let (scene, list) = try list("seed001-button-on-image-view")
        let hatched = shapes(list.layer(.labels)).filter { $0.fill == .hatch(.theme(.notTouchable)) }
        #expect(!hatched.isEmpty)
        for shape in hatched {
            guard case .viewMark(let index)? = shape.subject else { continue }
            #expect(scene.hierarchy[ViewID(index)].skipReason == nil)
        }
    }

    @Test("Hidden and transparent views are outlined, dashed and unfilled, never left out")
    func hiddenAndTransparent() throws {
        let (scene, list) = try list("seed002-skip-rules")
        let bodies = shapes(list.layer(.scene))
        for view in scene.hierarchy.views where view.isHidden || !(view.alpha > 0.01) {
            let id = try #require(scene.hierarchy.id(named: view.name))
            let body = try #require(bodies.first { $0.subject == .view(id.index) }, "\(view.name) is not drawn")
            #expect(body.fill == nil)
            #expect(body.stroke?.dash == .dashed)
        }
        let labels = texts(list.layer(.labels))
        #expect(labels.contains { $0.contains("hidden") })
    }

    @Test("A redirect is drawn as an arrow from its view to the edge of its target")
    func redirectArrow() throws {
        let (scene, list) = try list("seed003-scroll-view-margins")
        let strip = try #require(scene.hierarchy.id(named: "coverStrip"))
        let arrows = (list.layer(.labels)?.items ?? []).compactMap { if case .arrow(let arrow) = $0 { arrow } else { nil } }
        let arrow = try #require(arrows.first { $0.subject == .viewMark(strip.index) })
        // covers sits inside coverStrip with 60-point margins: the arrow starts in the left margin and ends on
        // covers' left edge (screen x 60).
        #expect(arrow.from.x < 60)
        #expect(arrow.to == Point(60, 300))
    }

    @Test("A controller's root view is labelled with its controller")
    func controllerLabel() throws {
        let (_, list) = try list("seed000-experiment1-siblings")
        #expect(texts(list.layer(.labels)).contains("root · controller ViewController"))
    }

    @Test("Badges number the visited views in traversal order, coloured by outcome", arguments: Examples.seeds)
    func badges(_ name: String) throws {
        let (scene, list) = try list(name)
        let tester = HitTester(scene.hierarchy)
        for (index, point) in scene.taps.enumerated() {
            let summary = TraceSummary(tester.trace(point))
            let badges = (list.layer(.tap(index: index))?.items ?? []).compactMap { if case .badge(let badge) = $0 { badge } else { nil } }
            #expect(badges.map(\.label) == summary.visits.map { "\($0.ordinal)" })
            #expect(badges.map(\.subject) == summary.visits.map { .visit(tap: index, step: $0.step, view: $0.view.index) })
            #expect(badges.map(\.outcome) == summary.visits.map(\.outcome))
            if let hit = summary.hitView, let visit = summary.visits.first(where: { $0.view == hit }) {
                #expect(visit.outcome == .hitView)
            }
        }
    }

    @Test("The touch-area overlay covers every cell once, with the view the engine says receives it")
    func touchAreas() throws {
        let scene = SceneGenerator(viewCount: 400, seed: 7, size: Size(150, 220)).generate()
        let tester = HitTester(scene.hierarchy)
        let map = TouchAreaMap(tester: tester, size: scene.size)
        let list = SceneDrawing(scene: scene).displayList(taps: [], touchAreas: TouchGrid(map))
        var painted = [Int32?](repeating: nil, count: map.width * map.height)
        for shape in shapes(list.layer(.touchAreas)) {
            guard case .touchArea(let view)? = shape.subject else { continue }
            let polygons = shape.path.points.chunks(of: 4)
            for corners in polygons {
                let x0 = Int(corners[0].x), y0 = Int(corners[0].y), x1 = Int(corners[2].x), y1 = Int(corners[2].y)
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        #expect(painted[y * map.width + x] == nil, "cell \(x),\(y) painted twice")
                        painted[y * map.width + x] = Int32(view ?? -1)
                    }
                }
            }
        }
        #expect(painted == map.cells.map { Optional($0) })
    }

    @Test("The views drawn at a point, front to back, follow the drawing (clipping included)")
    func viewsDrawn() throws {
        let scene = try Examples.load("seed001-child-outside-parent")
        let drawing = SceneDrawing(scene: scene)
        let names = { (point: Point) in drawing.viewsDrawn(at: point).map { scene.hierarchy[$0].name } }
        #expect(names(Point(290, 190)) == ["badge", "root", "window"])
        #expect(names(Point(260, 215)) == ["badge", "card", "root", "window"])
    }

    @Test("Names reach the drawing with control and bidirectional characters made visible")
    func hostileNames() {
        var t = TreeBuilder()
        let window = t.window("w", frame: Rect(0, 0, 300, 300))
        t.add("evil\u{1B}[31m\u{202E}txt", "UIView", Rect(10, 10, 280, 100), to: window) { $0.title = "</svg><script>" }
        let list = SceneDrawing(scene: Scene(name: "s", size: Size(300, 300), hierarchy: t.hierarchy)).displayList(taps: [])
        #expect(texts(list.layer(.labels)).contains("evil\\u{1B}[31m\\u{202E}txt"))
        #expect(texts(list.layer(.scene)).contains("</svg><script>"))
        let svg = SVGWriter(.init(label: "s")).document(list)
        #expect(!svg.contains("</svg><script>"))
        #expect(svg.contains("&lt;/svg&gt;&lt;script&gt;"))
    }

    @Test("The display list is plain data: it encodes and decodes to itself")
    func codable() throws {
        let (_, list) = try list("seed003-tab-bar-centre-button", touchAreas: true)
        let data = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(DisplayList.self, from: data) == list)
        #expect(list.formatVersion == DisplayList.currentFormatVersion)
    }

    @Test("Both palettes give every role its own colour")
    func palettes() {
        let fallback = RGBAColor(red: 255, green: 0, blue: 255)
        for role in ThemeRole.allCases {
            #expect(Palette.light[role] != fallback, "light palette misses \(role)")
            #expect(Palette.dark[role] != fallback, "dark palette misses \(role)")
        }
    }

    /// The area of a path made of closed polygons (shoelace formula).
    private func area(_ path: Path) -> Double {
        var total = 0.0
        var polygon: [Point] = []
        func close() {
            guard polygon.count >= 3 else { return }
            var sum = 0.0
            for index in polygon.indices {
                let p = polygon[index], q = polygon[(index + 1) % polygon.count]
                sum += p.x * q.y - q.x * p.y
            }
            total += abs(sum) / 2
        }
        for command in path.commands {
            switch command {
            case .move(let p):
                close()
                polygon = [p]
            case .line(let p): polygon.append(p)
            case .curve(_, _, let p): polygon.append(p)
            case .close: break
            }
        }
        close()
        return total
    }
}

extension Array {
    func chunks(of size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
