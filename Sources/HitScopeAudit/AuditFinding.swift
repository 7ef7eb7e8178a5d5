import HitScopeCore

/// A share of some area that one view (or no view) takes, in points².
public struct AuditShare: Hashable, Sendable {
    /// The view; nil where no view takes the touches.
    public var view: ViewID?
    public var area: Double
    /// The share as a percentage of the area it is part of, when that is meaningful.
    public var percent: Double?

    public init(view: ViewID?, area: Double, percent: Double? = nil) {
        self.view = view
        self.area = area
        self.percent = percent
    }
}

/// One finding of the audit, as data: which view, which rule and how bad (`detail` carries the rule and its
/// numbers), and the fix. The words for people (message, fix, JSON, SARIF, the page, the viewer) are written once,
/// from this, in HitScopeOutput (`AuditWords`).
///
/// Areas are in points², sizes in points, percentages of the view's drawn area; numbers are rounded to 1/10,000.
public struct AuditFinding: Hashable, Sendable {
    /// The view the finding is about, in the audited scene (`AuditSceneResult.hierarchy`).
    public var view: ViewID
    public var severity: AuditSeverity
    /// The rule's own facts.
    public var detail: AuditDetail
    /// How to fix it.
    public var fix: AuditFix
    /// Set when the numbers are approximate: a slanted, circular or rounded view's edge still crossed some cells
    /// split down to 0.25 point.
    public var approximate = false
    /// Set when a baseline accepted the finding: it is shown but never fails the run.
    public var baseline = false
    /// The view's touch area that depends on an unsettled question (docs/rules.md, "Unsettled questions"): the
    /// finding's numbers follow the best reading, and these parts are uncertain. Empty where the answer is sure.
    public var uncertainties: [UncertainArea] = []

    public init(view: ViewID, severity: AuditSeverity, detail: AuditDetail, fix: AuditFix) {
        self.view = view
        self.severity = severity
        self.detail = detail
        self.fix = fix
    }

    /// The rule the finding is of.
    public var rule: AuditRule { detail.rule }

    /// Whether this finding counts when deciding the exit code at `level`: not accepted by a baseline, and at
    /// least that bad.
    public func counts(at level: AuditSeverity) -> Bool {
        !baseline && severity >= level
    }
}

/// What each rule found, with its numbers.
public enum AuditDetail: Hashable, Sendable {
    /// No point of the screen reaches the view: the engine's answer at a point where it is drawn says why.
    case unreachable(drawnArea: Double, answer: WhyNotAnswer)
    /// The effective touch area's bounding size is below the minimum.
    case tooSmall(effectiveArea: Double, effectiveSize: Size, minimum: Size, drawnArea: Double)
    /// Views asked first take part of the drawn area, largest share first.
    case partlyCovered(drawnArea: Double, effectiveArea: Double, coveredArea: Double, coveredPercent: Double, takenBy: [AuditShare])
    /// Part of the drawn area lies outside `ancestor`, whose `pointInside` says NO there.
    case drawnNotTouchable(
        drawnArea: Double, effectiveArea: Double, outsideArea: Double, outsidePercent: Double, ancestor: ViewID, takenBy: [AuditShare])
    /// A disabled control is the hit-test view; `handledBy` gets its touches (nil: the application drops them).
    case disabled(effectiveArea: Double, drawnArea: Double, handledBy: Responder?)
    /// A tap recognizer on `recognizerView` recognizes the view's taps at `point` and cancels them.
    case gestureSwallowsTaps(
        recognizer: String, recognizerView: ViewID, victim: TapVictim, delaysTouches: Bool, point: Point, effectiveArea: Double)
    /// A drag that starts on the view at `point` is taken back by `scrollView`.
    case cancelledByScrolling(scrollView: ViewID, point: Point, effectiveArea: Double)
    /// The view handles nothing yet takes `takenArea` of the controls beneath it.
    case swallowingOverlay(takenArea: Double, takesFrom: [AuditShare])
    /// The view's enlarged hit area takes `takenArea` of other controls' drawn areas.
    case enlargedOverlap(takenArea: Double, takesFrom: [AuditShare])
    /// `uncertainArea` of the touch area around the view depends on an unsettled question (the finding's
    /// `uncertainties` say which and where); `effectiveArea` is the best reading's.
    case uncertain(effectiveArea: Double, uncertainArea: Double)

    /// What kind of view loses its tap to a recognizer.
    public enum TapVictim: Hashable, Sendable {
        /// A table or collection cell: it gets touchesCancelled and its row is not selected.
        case cell
        /// A control that UIKit's exception does not protect: it sends touchCancel.
        case control
        /// A view that handles touches itself: it gets touchesCancelled.
        case handler
    }

    /// The rule this detail belongs to.
    public var rule: AuditRule {
        switch self {
        case .unreachable: .unreachable
        case .tooSmall: .tooSmall
        case .partlyCovered: .partlyCovered
        case .drawnNotTouchable: .drawnNotTouchable
        case .disabled: .disabled
        case .gestureSwallowsTaps: .gestureSwallowsTaps
        case .cancelledByScrolling: .cancelledByScrolling
        case .swallowingOverlay: .swallowingOverlay
        case .enlargedOverlap: .enlargedOverlap
        case .uncertain: .uncertain
        }
    }
}

/// How to fix a finding: the changes proven on a copy of the whole scene, what none could do, or the layout cause no
/// single property change proves. The audit itself proves nothing (`askWhy`, `enlargeHitArea` and `goal` unchecked);
/// the whole-scene check (HitScopeDiff's `Auditor.auditProvingFixes`) proves the fixes within its budget.
public enum AuditFix: Hashable, Sendable {
    /// The fixes that get `target` the touch, each proven on a copy of the whole scene, ranked, with what else it
    /// changes there (docs/rules.md, "Fixes are proven on the whole scene, and ranked"); or that none is needed or
    /// none does it.
    case ranked(RankedFixes, target: ViewID)
    /// The fixes that get `view` the tap at `point`, not proven yet: the audit gives this (a view in front takes the
    /// tap, an ancestor's bounds refuse it, nobody takes it), and the whole-scene step turns it into `ranked` within
    /// its budget (`WholeSceneFixes.changeBudget`); past it, `hitscope why` at `point` proves them.
    case askWhy(view: ViewID, point: Point)
    /// No point of `view` was found where the finding's cause holds, to prove a change on.
    case noPointToProveOn(view: ViewID)
    /// Enlarge the view's hit area to the minimum (`pointInside minimumSize`, `FixChange.enlargeHitArea`);
    /// `checked`: the change compared with the whole scene, nil when it was not (past the check's budget).
    case enlargeHitArea(minimum: Size, checked: CheckedEnlargement?)
    /// The changes that meet `goal` for a tap at `point` (enabling a control, a recognizer that stops cancelling,
    /// settling an unsettled question: `FixGoal.candidates`): `proven` nil until the whole-scene step made each on a
    /// copy of the scene (and past its budget); else those that meet the goal there, best first, each with what else
    /// it changes (empty: none does).
    case goal(FixGoal, at: Point, proven: [CheckedFix]?)
    /// Only the screen's edge cuts the view's hit area: its frame lies partly off the screen, a layout cause that no
    /// single property change proves.
    case offScreen
    /// A drag that starts on the view moves `scrollView`, which cancels the view's touch: no single property change
    /// keeps it without a cost (`canCancelContentTouches = NO` keeps every content touch of the scroll view); making
    /// the view a control, a recognizer or `touchesShouldCancel(in:)` is code.
    case keepTouchWhileScrolling(scrollView: ViewID)

    /// The changes proven on a copy of the whole scene, best first, each with what else it changes there; empty when
    /// none was proven (not yet, past the budget, none does it, or an enlargement that gains nothing).
    public var provenFixes: [CheckedFix] {
        switch self {
        case .ranked(let ranked, _): ranked.fixes
        case .enlargeHitArea(_, let checked?): checked.gainsArea ? [checked.fix] : []
        case .goal(_, _, let proven?): proven
        default: []
        }
    }
}

/// An enlarged hit area (`FixChange.enlargeHitArea`) compared with the whole scene: what else it changes there, and
/// the touch area the view gains.
public struct CheckedEnlargement: Hashable, Sendable {
    /// The change, with what else it changes in the scene (touch area taken from a neighbour, a recognizer turned
    /// off, a tap of the scene that changes hands).
    public let fix: CheckedFix
    /// Points² of touch area the view gains; 0 when views in front or an ancestor's bounds keep the larger area.
    public let gained: Double

    public init(fix: CheckedFix, gained: Double) { (self.fix, self.gained) = (fix, gained) }

    /// Whether the view gains at least 1 pt² of touch area: less is no gain (views in front or an ancestor's bounds
    /// keep the larger area), and the enlargement is not offered.
    public var gainsArea: Bool { gained >= 1 }
}
