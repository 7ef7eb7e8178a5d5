import HitScopeAudit
import HitScopeCore

/// Whether a view's change depends on an unsettled question (docs/rules.md, "Unsettled questions"), from its
/// uncertain touch area in both versions (`TouchAreaChange.uncertainBefore`, `uncertainAfter`).
struct UncertainChange {
    /// Points² uncertain, before and now.
    let before: Double
    let after: Double
    /// Whether the uncertain parts differ between the versions (in area or place): where they do, the best
    /// reading's answer changed even if the view's reach did not (an interaction-enabled view added inside a
    /// button, or moved in it).
    let differs: Bool
    private let boxes: [Box]

    init(_ change: TouchAreaChange) {
        (before, after) = (change.uncertainBefore.totalArea, change.uncertainAfter.totalArea)
        differs =
            change.uncertainBefore.map(\.area) != change.uncertainAfter.map(\.area)
            || change.uncertainBefore.map(\.box) != change.uncertainAfter.map(\.box)
        boxes = (change.uncertainBefore + change.uncertainAfter).map(\.box)
    }

    /// Whether the change is uncertain: the uncertain parts differ between the versions, or a part that changed
    /// owner meets the uncertain area of either (every part, when more changed than the change keeps).
    func marks(_ change: TouchAreaChange) -> Bool {
        guard !boxes.isEmpty else { return false }
        if differs || change.piecesTruncated { return true }
        return change.pieces.contains { piece in boxes.contains { $0.intersects(piece.box) } }
    }
}
