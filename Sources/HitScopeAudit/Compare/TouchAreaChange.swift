import HitScopeCore

/// Where one view's touches went between two versions of a scene (`TouchAreaComparer`), in screen points²: exact
/// where the edges are straight and upright, like the audit's areas.
public struct TouchAreaChange: Sendable, Hashable {
    /// A part of the screen whose touches changed owner: the view reached it before and not now (`lost`), or the
    /// other way round. Its box on the screen (for a slanted piece, the box around it).
    public struct Piece: Sendable, Hashable {
        public var box: Box
        public var lost: Bool
    }

    /// Points² whose touches reached the view before, and now.
    public var areaBefore: Double = 0
    public var areaAfter: Double = 0
    /// Points² the view reached before and does not now, by the hit-test view that takes them now (an id of the
    /// new version; nil: no view takes them).
    public var lostTo: [ViewID?: Double] = [:]
    /// Points² the view reaches now and did not before, by the hit-test view that took them before (an id of the
    /// old version; nil: no view took them).
    public var gainedFrom: [ViewID?: Double] = [:]
    /// The parts that changed owner, in grid order, at most `TouchAreaComparer.piecesKept` of them.
    public var pieces: [Piece] = []
    /// Whether more parts changed owner than `pieces` holds.
    public var piecesTruncated = false
    /// Whether a slanted, circular or rounded edge still crossed a piece of the finest step (0.25 point).
    public var approximate = false

    /// Touch area of the view, before and now, whose answer depends on an unsettled question (docs/rules.md,
    /// "Unsettled questions"): the parts whose touch is forwarded to it, a control, from a view inside it; the
    /// differ adds the parts the other reading of alpha 0.01 decides (`AlphaReadingAreas`).
    public var uncertainBefore: [UncertainArea] = []
    public var uncertainAfter: [UncertainArea] = []
    /// The parts that changed owner, by the hit-test views that take them in each version; kept only for
    /// `AlphaReadingAreas`, which asks the engine about each.
    var changedParts = AreaParts<HitViewPair>()

    /// Points² lost, whoever took them.
    public var lostArea: Double { lostTo.values.reduce(0, +) }
    /// Points² gained, from whomever.
    public var gainedArea: Double { gainedFrom.values.reduce(0, +) }
}

/// The hit-test views (raw ids, -1 for none) of a part in the two versions of a comparison.
struct HitViewPair: Hashable, Sendable {
    let before: Int32
    let after: Int32
}
