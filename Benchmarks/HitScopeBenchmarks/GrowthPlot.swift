import Foundation
import HitScopeCore
import HitScopeRender

/// A small log-log plot of hit-test cost per point against scene size, drawn as a display list and written by the
/// project's own SVG back end (`docs/performance.md` shows it).
struct GrowthPlot {
    /// One measured series: nanoseconds per point at each scene size.
    struct Series {
        let name: String
        let nanoseconds: [Int: Double]
        let dash: Dash
        let paint: ThemeRole
    }

    let series: [Series]

    private static let size = (width: 560.0, height: 340.0)
    private static let area = (left: 78.0, right: 540.0, top: 20.0, bottom: 290.0)
    /// log10 of the axes' ends: 500 to 200,000 views, 50 ns to 20 µs.
    private static let xRange = (low: 2.69897, high: 5.30103)
    private static let yRange = (low: 1.69897, high: 4.30103)

    /// The plot as a standalone SVG file.
    func svg() -> String {
        let box = DrawingRect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)
        let list = DisplayList(screen: box, canvas: box, layers: [Layer(kind: .scene, items: items())])
        return SVGWriter(.init(idPrefix: "growth-", label: "Hit-test cost per point against scene size (log-log)")).document(list)
    }

    private func items() -> [DisplayItem] {
        var items: [DisplayItem] = []
        let ink = Paint.theme(.ink), muted = Paint.theme(.mutedInk)
        for (views, label) in [(1_000, "1,000"), (10_000, "10,000"), (100_000, "100,000")] {
            let x = Self.x(Double(views))
            items.append(line([Point(x, Self.area.top), Point(x, Self.area.bottom)], Stroke(muted, width: 0.5, dash: .dotted)))
            items.append(text(label, Point(x, Self.area.bottom + 16), anchor: .middle, paint: ink))
        }
        for (nanoseconds, label) in [(100.0, "100 ns"), (1_000, "1 µs"), (10_000, "10 µs")] {
            let y = Self.y(nanoseconds)
            items.append(line([Point(Self.area.left, y), Point(Self.area.right, y)], Stroke(muted, width: 0.5, dash: .dotted)))
            items.append(text(label, Point(Self.area.left - 8, y + 4), anchor: .end, paint: ink))
        }
        items.append(line(
            [Point(Self.area.left, Self.area.top), Point(Self.area.left, Self.area.bottom), Point(Self.area.right, Self.area.bottom)],
            Stroke(ink, width: 1)))
        items.append(text("views in the scene", Point((Self.area.left + Self.area.right) / 2, Self.size.height - 12), anchor: .middle, paint: ink))
        items.append(text("per point", Point(12, Self.area.top + 4), anchor: .start, paint: ink))
        // For contrast, not a measurement: a cost that grows with the number of views, from the first series' start.
        if let first = series.first, let start = first.nanoseconds[1_000] {
            let reference = [1_000.0, 100_000].map { Point(Self.x($0), Self.y(start * $0 / 1_000)) }
            items.append(line(reference, Stroke(muted, width: 1, dash: .dashed)))
            items.append(text("cost ∝ views (reference)", Point(reference[1].x - 4, reference[1].y - 8), anchor: .end, paint: muted))
        }
        for (index, entry) in series.enumerated() {
            let points = entry.nanoseconds.keys.sorted().map { Point(Self.x(Double($0)), Self.y(entry.nanoseconds[$0]!)) }
            let stroke = Stroke(.theme(entry.paint), width: 2, dash: entry.dash)
            items.append(line(points, stroke))
            for point in points {
                items.append(.shape(Shape(path: Path(polygon: square(around: point)), fill: .solid(.theme(entry.paint)))))
            }
            let legend = Point(Self.area.left + 16, Self.area.top + 16 + Double(index) * 18)
            items.append(line([legend, Point(legend.x + 28, legend.y)], stroke))
            items.append(text(entry.name, Point(legend.x + 36, legend.y + 4), anchor: .start, paint: ink))
        }
        return items
    }

    private static func x(_ views: Double) -> Double {
        area.left + (log10(views) - xRange.low) / (xRange.high - xRange.low) * (area.right - area.left)
    }

    private static func y(_ nanoseconds: Double) -> Double {
        area.bottom - (log10(nanoseconds) - yRange.low) / (yRange.high - yRange.low) * (area.bottom - area.top)
    }

    private func line(_ points: [Point], _ stroke: Stroke) -> DisplayItem {
        .shape(Shape(path: Path([.move(to: points[0])] + points.dropFirst().map { .line(to: $0) }), stroke: stroke))
    }

    private func square(around point: Point) -> [Point] {
        [Point(point.x - 3, point.y - 3), Point(point.x + 3, point.y - 3), Point(point.x + 3, point.y + 3), Point(point.x - 3, point.y + 3)]
    }

    private func text(_ text: String, _ origin: Point, anchor: TextAnchor, paint: Paint) -> DisplayItem {
        .text(TextRun(text: text, origin: origin, size: 11, anchor: anchor, paint: paint))
    }
}
