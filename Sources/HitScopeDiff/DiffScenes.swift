import HitScopeAudit
import HitScopeCore

/// What a drawing of a diff needs besides the numbers: both scenes, and for each changed view the parts of the
/// screen whose touches it lost or gained (`TouchAreaChange.pieces`).
public struct DiffScenes: Sendable {
    public let old: Scene
    public let new: Scene
    /// Per index into `FileDiff.views`, the parts that changed owner (changed views only).
    public let pieces: [Int: [TouchAreaChange.Piece]]
}
