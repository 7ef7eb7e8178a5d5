import HitScopeCore
import HitScopeAudit

/// A scene's audit laid out for a drawing: the views it is about (every audited view and every view with a
/// finding), their findings and worst severity, and which of them the touches of each 1-point cell of the screen
/// reach. The cells come from the engine: its touch-area map, each hit-test view followed along
/// `ViewHierarchy.viewsReached(from:)` (the audit's own rule) to the innermost view the audit is about.
public struct AuditRegions: Sendable {
    /// What the audit found.
    public let result: AuditSceneResult
    /// Row-major raw ids of the view each cell's touches reach (-1: none the audit is about).
    public let grid: TouchGrid
    /// The views the audit is about, in the scene's drawing order.
    public let subjects: [ViewID]
    private let findingsByView: [ViewID: [AuditFinding]]
    private let targetsByView: [ViewID: AuditTarget]
    /// How many findings are errors, and how many warnings.
    public let tally: AuditTally
    private let worstByView: [ViewID: AuditSeverity]
    /// The cells of each view's effective area, merged into rectangles (points), by raw id.
    private let rectangles: [Int32: [DrawingRect]]

    /// Lays out `result` (the audit of the scene of `tester`) over `map` (the same scene's touch-area map).
    public init(result: AuditSceneResult, map: TouchAreaMap, tester: HitTester) {
        let hierarchy = tester.hierarchy
        var findings: [ViewID: [AuditFinding]] = [:]
        for finding in result.findings {
            if let id = hierarchy.id(named: finding.view) { findings[id, default: []].append(finding) }
        }
        var targets: [ViewID: AuditTarget] = [:]
        for target in result.targets {
            if let id = hierarchy.id(named: target.view) { targets[id] = target }
        }
        let isSubject = Set(findings.keys).union(targets.keys)
        var reached: [Int32: Int32] = [-1: -1]
        let cells = map.cells.map { hit in
            if let known = reached[hit] { return known }
            let subject = hierarchy.viewsReached(from: ViewID(Int(hit))).first(where: isSubject.contains)
            let raw = subject?.rawValue ?? -1
            reached[hit] = raw
            return raw
        }
        self.result = result
        self.grid = TouchGrid(width: map.width, height: map.height, cells: cells)
        self.subjects = hierarchy.drawingOrder.filter(isSubject.contains)
        self.findingsByView = findings
        self.targetsByView = targets
        self.tally = AuditTally(result.findings)
        self.worstByView = findings.compactMapValues { $0.map(\.severity).max() }
        self.rectangles = GridRectangles.byValue(width: map.width, height: map.height, cells: cells)
    }

    /// The findings about a view, in the audit's order.
    public func findings(of id: ViewID) -> [AuditFinding] { findingsByView[id] ?? [] }

    /// A view's measured areas, when the audit measured it.
    public func target(of id: ViewID) -> AuditTarget? { targetsByView[id] }

    /// The worst severity of a view's findings; nil when it has none.
    public func worst(_ id: ViewID) -> AuditSeverity? { worstByView[id] }

    /// Where touches reach a view: its effective area as rectangles of whole cells, in screen points.
    public func touchArea(of id: ViewID) -> [DrawingRect] { rectangles[id.rawValue] ?? [] }

    /// The view whose effective area holds a screen point, if the audit is about it.
    public func subject(at point: Point) -> ViewID? {
        guard point.x >= 0, point.y >= 0, point.x < Double(grid.width), point.y < Double(grid.height) else { return nil }
        let raw = grid.cells[Int(point.y) * grid.width + Int(point.x)]
        return raw < 0 ? nil : ViewID(Int(raw))
    }

    /// Errors, warnings and audited views, in the words of the audit's summary.
    public var summary: String {
        "\(tally.text()) (\(AuditTally.count(result.targets.count, "view")) audited)"
    }
}
