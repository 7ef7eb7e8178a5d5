/// What else a fix changes in the scene, found by comparing the scene with its changed copy (HitScopeDiff's
/// `WholeSceneFixes`): the touch diff's exact areas of every touch target and every view with a recognizer, and the
/// scene's own taps and touches answered in both.
public enum FixCost: Hashable, Sendable {
    /// `view` (a touch target, or a view whose recognizers see its touches) loses `area` points² of touch area; `all`
    /// when none is left: its touches are turned off.
    case takesArea(from: ViewID, area: Double, all: Bool)
    /// `recognizer` on `view` saw touches before and sees none after: it is turned off.
    case turnsOffRecognizer(view: ViewID, recognizer: GestureRecognizer)
    /// Another tap or touch of the scene, first down at `point`, is taken by someone else (not by the asked view,
    /// which is what the fix is for).
    case changesTap(at: Point, before: TouchVerdict.Taker, after: TouchVerdict.Taker)

    /// How much the cost weighs in the ranking (docs/rules.md, "Fixes are proven on the whole scene"): a recognizer
    /// turned off, a view's touches turned off or another tap changing hands (2) before touch area taken (1).
    public var weight: Int {
        switch self {
        case .takesArea(_, _, let all): all ? 2 : 1
        case .turnsOffRecognizer, .changesTap: 2
        }
    }
}

/// A change proven on a copy of the whole scene, with everything else it changes there.
public struct CheckedFix: Hashable, Sendable {
    public let change: FixChange
    /// Empty when the change costs nothing else: no other view loses touch area, no recognizer is turned off, no
    /// other tap of the scene changes hands.
    public let costs: [FixCost]

    public init(change: FixChange, costs: [FixCost]) { (self.change, self.costs) = (change, costs) }

    public var isFree: Bool { costs.isEmpty }
}

/// The fixes for "this view should get this touch", each proven on a copy of the whole scene (HitScopeDiff's
/// `WholeSceneFixes`), best first: the answer `why`, `trace`, the audit, the report, the viewer and HitScopeKit give.
public struct RankedFixes: Hashable, Sendable {
    /// The view already gets the touch, or the touch reaching it is UIKit's normal behaviour.
    public let notNeeded: Bool
    /// The layout bug behind the miss, when an ancestor's size is the cause (named before any fix).
    public let layoutCause: LayoutCause?
    /// The changes that get the view the touch, ranked: free ones first, then by their heaviest cost, then the
    /// smallest change (flags, order, sizes, then overrides), then the engine's order of candidates.
    public let fixes: [CheckedFix]
    /// The candidates that do not get the view the touch, and why.
    public let refused: [FixRefusal]

    public init(notNeeded: Bool, layoutCause: LayoutCause?, fixes: [CheckedFix], refused: [FixRefusal]) {
        (self.notNeeded, self.layoutCause, self.fixes, self.refused) = (notNeeded, layoutCause, fixes, refused)
    }

    /// The best fix, if any.
    public var best: CheckedFix? { fixes.first }
    /// Whether some fix costs nothing else.
    public var hasFreeFix: Bool { fixes.first?.isFree == true }
    /// The best fix when it changes nothing else in the scene: what a single `fix` field gives.
    public var freeFix: FixChange? { hasFreeFix ? best?.change : nil }
}

extension FixChange {
    /// The size of a change, for the ranking: a flag (0), the order of subviews (1), a size (2), an override to
    /// write or remove (3).
    public var rank: Int {
        switch self {
        case .unhide, .makeOpaque, .enableInteraction, .disableInteraction, .allowInteractionWhileAnimating, .enableControl,
            .keepTouchesInView, .setAlpha:
            0
        case .bringToFront: 1
        case .resize: 2
        case .askSubviewsOutsideBounds, .removeHitTestOverride, .enlargeHitArea, .removePointInsideOverride: 3
        }
    }
}
