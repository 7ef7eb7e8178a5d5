import Foundation
import HitScopeCore
import HitScopeRender

/// A small log-log plot of a cost against scene size, drawn as a display list and written by the project's own SVG
/// back end (`docs/performance.md` shows it): hit-test nanoseconds per point, or a command's milliseconds against
/// scene size or a gallery's number of screens.
struct GrowthPlot {
    /// One measured series: the cost at each scene size.
    struct Series {
        let name: String
        let values: [Int: Double]
        let dash: Dash
        let paint: ThemeRole
    }

    /// The axes: scene sizes from `views.low` to `views.high`, costs from `cost.low` to `cost.high`, with their
    /// labelled ticks, and the plot's description and cost label.
    struct Axes {
        let views: (low: Double, high: Double)
        let viewTicks: [(Int, String)]
        let cost: (low: Double, high: Double)
        let costTicks: [(Double, String)]
        let costLabel: String
        let description: String
        /// What the horizontal axis counts, and the linear reference line's label.
        var sizeLabel = "views in the scene"
        var referenceLabel = "cost ∝ views (reference)"

        /// Hit-test cost per point: 500 to 200,000 views, 50 ns to 20 µs.
        static let hitTest = Axes(
            views: (500, 200_000), viewTicks: [(1_000, "1,000"), (10_000, "10,000"), (100_000, "100,000")],
            cost: (50, 20_000), costTicks: [(100, "100 ns"), (1_000, "1 µs"), (10_000, "10 µs")], costLabel: "per point",
            description: "Hit-test cost per point against scene size (log-log)")

        /// A whole command's time: 1,500 to 30,000 views, 50 ms to 50 s.
        static let command = Axes(
            views: (1_500, 30_000), viewTicks: [(2_500, "2,500"), (5_000, "5,000"), (10_000, "10,000"), (20_000, "20,000")],
            cost: (50, 50_000), costTicks: [(100, "0.1 s"), (1_000, "1 s"), (10_000, "10 s")], costLabel: "whole process",
            description: "A command's time against scene size (log-log)")

        /// A gallery's time: 100 to 2,000 screens, 1 s to 1,000 s.
        static let gallery = Axes(
            views: (100, 2_000), viewTicks: [(125, "125"), (250, "250"), (500, "500"), (1_000, "1,000")],
            cost: (1_000, 1_000_000), costTicks: [(10_000, "10 s"), (100_000, "100 s")], costLabel: "whole process",
            description: "hitscope gallery's time against its number of fifty-view screens (log-log)", sizeLabel: "fifty-view screens in the gallery",
            referenceLabel: "cost ∝ screens (reference)")
    }

    let series: [Series]
    var axes = Axes.hitTest

    private static let size = (width: 560.0, height: 340.0)
    private static let area = (left: 78.0, right: 540.0, top: 20.0, bottom: 290.0)

    /// The plot as a standalone SVG file.
    func svg() -> String {
        let box = DrawingRect(x: 0, y: 0, width: Self.size.width, height: Self.size.height)
        let list = DisplayList(screen: box, canvas: box, layers: [Layer(kind: .scene, items: items())])
        return SVGWriter(.init(idPrefix: "growth-", label: axes.description)).document(list)
    }

    private func items() -> [DisplayItem] {
        var items: [DisplayItem] = []
        let ink = Paint.theme(.ink), muted = Paint.theme(.mutedInk)
        for (views, label) in axes.viewTicks {
            let x = x(Double(views))
            items.append(line([Point(x, Self.area.top), Point(x, Self.area.bottom)], Stroke(muted, width: 0.5, dash: .dotted)))
            items.append(text(label, Point(x, Self.area.bottom + 16), anchor: .middle, paint: ink))
        }
        for (cost, label) in axes.costTicks {
            let y = y(cost)
            items.append(line([Point(Self.area.left, y), Point(Self.area.right, y)], Stroke(muted, width: 0.5, dash: .dotted)))
            items.append(text(label, Point(Self.area.left - 8, y + 4), anchor: .end, paint: ink))
        }
        items.append(line(
            [Point(Self.area.left, Self.area.top), Point(Self.area.left, Self.area.bottom), Point(Self.area.right, Self.area.bottom)],
            Stroke(ink, width: 1)))
        items.append(text(axes.sizeLabel, Point((Self.area.left + Self.area.right) / 2, Self.size.height - 12), anchor: .middle, paint: ink))
        items.append(text(axes.costLabel, Point(12, Self.area.top + 4), anchor: .start, paint: ink))
        // For contrast, not a measurement: a cost that grows with the number of views, from the first series' start.
        if let first = series.first, let smallest = first.values.keys.min(), let start = first.values[smallest] {
            let largest = axes.views.high / 2
            let reference = [Double(smallest), largest].map { Point(x($0), y(start * $0 / Double(smallest))) }
            items.append(line(reference, Stroke(muted, width: 1, dash: .dashed)))
            items.append(text(axes.referenceLabel, Point(reference[1].x - 4, reference[1].y - 8), anchor: .end, paint: muted))
        }
        for (index, entry) in series.enumerated() {
            let points = entry.values.sorted { $0.key < $1.key }.map { Point(x(Double($0.key)), y($0.value)) }
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

    private func x(_ views: Double) -> Double {
        let (low, high) = (log10(axes.views.low), log10(axes.views.high))
        return Self.area.left + (log10(views) - low) / (high - low) * (Self.area.right - Self.area.left)
    }

    private func y(_ cost: Double) -> Double {
        let (low, high) = (log10(axes.cost.low), log10(axes.cost.high))
        return Self.area.bottom - (log10(cost) - low) / (high - low) * (Self.area.bottom - Self.area.top)
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
