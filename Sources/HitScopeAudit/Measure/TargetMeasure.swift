import HitScopeCore

/// What the audit measured for one view on its local grid: where its touches go, in points².
///
/// "Reached" points are those whose touches reach the view: it is the hit-test view there, or a subview that
/// hands every touch on to it is. "Drawn" points lie in its bounds, on the screen and inside every clipping
/// ancestor. "Own" points are those its own `pointInside` accepts (its hit area).
struct TargetMeasure: Sendable {
    let view: ViewID
    /// Points² reached, and the box around them.
    var effectiveArea: Double = 0
    var effectiveBox: Box?
    var drawnArea: Double = 0
    /// Drawn and own points, inside every ancestor, that do not reach the view: by the hit-test view there
    /// (nil: none). Subviews of the view are not counted: they are its content.
    var covered: [ViewID?: Double] = [:]
    /// Drawn and own points outside an ancestor whose `pointInside` says NO: by the first such ancestor.
    var outside: [ViewID: Double] = [:]
    /// Drawn and own points outside an ancestor: by the hit-test view that takes them (nil: none).
    var outsideTakers: [ViewID?: Double] = [:]
    /// Own points (drawn or not) that do not reach the view, inside every ancestor: by the hit-test view there.
    var ownCovered: [ViewID?: Double] = [:]
    /// Own points outside an ancestor, not reached: by the first such ancestor.
    var ownOutside: [ViewID: Double] = [:]
    /// Drawn points taken by another audited view outside its own bounds (its enlarged hit area): by that view.
    var takenByEnlarged: [ViewID: Double] = [:]
    /// A point of the drawn area (inside its own hit area where there is one), from the largest drawn cell.
    var drawnPoint: Point?
    /// A point that reaches the view, from the largest reached cell.
    var reachedPoint: Point?
    /// Touch area whose answer depends on an unsettled question: reached points whose touch is forwarded to the view
    /// (the meter), and points the other reading of alpha 0.01 gives to or takes from it (`AlphaReadingAreas`).
    var uncertain: [UncertainArea] = []
    /// Whether some cell was still crossed by a slanted shape at the finest step (its numbers are approximate).
    var approximate = false

    init(view: ViewID) { self.view = view }

    var coveredArea: Double { covered.values.reduce(0, +) }
    var outsideArea: Double { outside.values.reduce(0, +) }
}
