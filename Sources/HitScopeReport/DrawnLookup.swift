import HitScopeCore
import HitScopeRender

/// The page's lookup of the views drawn at a clicked point, from the engine's `DrawnViewMap` over the drawing's
/// canvas (the screen and what views draw around it), so that the page never tests shapes itself.
enum DrawnLookup {
    /// The map over the canvas; nil when it would hold more than `ReportLimit.drawnMapNumbers` numbers, or when
    /// the canvas is not a sane rectangle (a report's screen is at most `ReportLimit.maximumScreenSide` points a side,
    /// and the canvas at most twice that).
    static func map(_ hierarchy: ViewHierarchy, screen: ScreenMap, canvas: DrawingRect) -> DrawnViewMap? {
        let edges = [canvas.x, canvas.y, canvas.maxX, canvas.y + canvas.height]
        guard edges.allSatisfy({ abs($0) <= Double(4 * ReportLimit.maximumScreenSide) }) else { return nil }
        let x = Int(canvas.x.rounded(.down)), y = Int(canvas.y.rounded(.down))
        let width = Int(canvas.maxX.rounded(.up)) - x, height = Int((canvas.y + canvas.height).rounded(.up)) - y
        return DrawnViewMap(
            hierarchy, screen: screen, originX: x, originY: y, width: width, height: height,
            maximumNumbers: ReportLimit.drawnMapNumbers)
    }

    /// The page's lookup: `map` as the page reads it.
    static func data(_ map: DrawnViewMap) -> ReportData.Drawn {
        var stacks: [Int32] = []
        stacks.reserveCapacity(map.front.count * 2)
        for (front, behind) in zip(map.front, map.behind) {
            stacks.append(front)
            stacks.append(behind)
        }
        return ReportData.Drawn(x: map.originX, y: map.originY, width: map.width, height: map.height, rows: map.rows, stacks: stacks)
    }
}
