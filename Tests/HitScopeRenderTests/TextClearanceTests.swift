import HitScopeCore
import HitScopeScene
import Testing

import HitScopeRender

/// The app's titles stay clear of HitScope's marks in the display list itself, which both back ends draw.
struct TextClearanceTests {
    private func title(_ list: DisplayList) -> TextRun? {
        list.layer(.scene)?.items.compactMap { if case .text(let run) = $0 { run } else { nil } }.first
    }

    @Test("The tap's veil has a hole at each title, on a small screen and on the largest a report maps", arguments: [390.0, 4096.0])
    func veilLeavesTitlesClear(_ side: Double) throws {
        let scene = try SceneReader.read(
            text: """
                size: [\(side), \(side)]
                windows:
                  - name: window
                    views:
                      - { name: label, class: UILabel, frame: [\(side - 300), \(side - 100), 200, 40], title: Arrives Thursday }
                      - { name: button, class: UIButton, frame: [20, 20, 120, 44], title: Pay }
                taps: [[60, 40]]
                """, file: "clear.yaml")
        let tester = HitTester(scene.hierarchy)
        let list = SceneDrawing(scene: scene).displayList(taps: scene.taps.map(tester.trace))
        let veil = try #require(list.layer(.tap(index: 0))?.items.first.flatMap { if case .shape(let shape) = $0 { shape } else { nil } })
        // The canvas, then one hole a title, wound the other way.
        let moves = veil.path.commands.filter { if case .move = $0 { true } else { false } }
        #expect(moves.count == 3, "\(veil.path.commands)")
        #expect(title(list) != nil)
    }

    @Test("Hatching is cut around a title inside the part it marks; the part is outlined whole")
    func hatchingAroundTitles() throws {
        let clearance = TextClearance([DrawingRect(x: 40, y: 10, width: 20, height: 10)])
        let part = DrawingRect(x: 0, y: 0, width: 100, height: 30).corners
        let pieces = clearance.pieces(of: part)
        let area = pieces.map { abs(ConvexClip.signedArea($0)) / 2 }.reduce(0, +)
        #expect(abs(area - (3000 - 200)) < 1e-9)
        #expect(pieces.allSatisfy { piece in !ConvexClip.contains(piece, Point(50, 15)) })
    }

    @Test("The viewer's hover labels go off the app's text: a title right above the hit-test view pushes its label below")
    func hoverLabelsLeaveTitlesClear() throws {
        let scene = try SceneReader.read(
            text: """
                size: [390, 844]
                windows:
                  - name: window
                    views:
                      - { name: deliveredLabel, class: UILabel, frame: [20, 300, 160, 20], title: Delivered Monday }
                      - { name: reorderButton, class: UIButton, frame: [20, 322, 120, 36], title: Reorder }
                """, file: "hover.yaml")
        let drawing = InteractiveDrawing(scene: scene)
        let button = try #require(scene.hierarchy.id(named: "reorderButton"))
        let chips = Highlights(drawing: drawing, scale: 1).hover(hitView: button, drawnView: button).compactMap { item -> DrawingRect? in
            guard case .shape(let shape) = item, shape.fill != nil, shape.opacity == 1 else { return nil }
            return DrawingRect(bounding: shape.path.points)
        }
        let titles = drawing.clearance.boxes
        #expect(chips.count == 1 && titles.count == 2)
        #expect(chips.allSatisfy { chip in titles.allSatisfy { !$0.overlaps(chip) } }, "\(chips) over \(titles)")
        #expect(chips.allSatisfy { $0.y >= 358 }, "below the button: \(chips)")
    }

    @Test("A tap's number goes off the app's text: a title up and to the right of the point moves it; none leaves it there")
    func tapNumberLeavesTitlesClear() throws {
        func marker(title frame: String) throws -> (TapMarker, [DrawingRect]) {
            let scene = try SceneReader.read(
                text: """
                    size: [390, 844]
                    windows:
                      - name: window
                        views:
                          - { name: label, class: UILabel, frame: \(frame), title: Delivered Monday }
                          - { name: button, class: UIButton, frame: [20, 322, 120, 36] }
                    taps: [[60, 340]]
                    """, file: "tap.yaml")
            let tester = HitTester(scene.hierarchy)
            let list = SceneDrawing(scene: scene).displayList(taps: scene.taps.map(tester.trace))
            let marker = try #require(list.layer(.tap(index: 0))?.items.compactMap { if case .tapMarker(let m) = $0 { m } else { nil } }.first)
            return (marker, InteractiveDrawing(scene: scene).clearance.boxes)
        }
        // A tap on a title: the title on both sides of the ring, where the number goes by default.
        let (moved, titles) = try marker(title: "[20, 330, 100, 20]")
        #expect(titles.count == 1)
        #expect(moved.labelOrigin != Point(70, 330), "\(moved.labelOrigin)")
        let number = DrawingRect(x: moved.labelOrigin.x, y: moved.labelOrigin.y - TapMarker.labelSize, width: 8, height: TapMarker.labelSize * 1.2)
        #expect(titles.allSatisfy { !$0.overlaps(number) }, "\(number) over \(titles)")
        // A title far away: the number stays up and to the right.
        let (kept, _) = try marker(title: "[200, 600, 160, 20]")
        #expect(kept.labelOrigin == Point(70, 330))
    }
}
