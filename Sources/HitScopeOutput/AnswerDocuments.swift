import HitScopeCore
import HitScopeDiff

/// `trace --hit-only` output: the hit-test view of one point, from the untraced path.
public struct HitOnlyAnswer: Codable, Hashable, Sendable {
    public struct ViewName: Codable, Hashable, Sendable {
        public var name: String
        public init(name: String) { self.name = name }
    }

    public var point: Point
    @NullWhenNil public var hitView: ViewName? = nil

    public init(point: Point, hitView: ViewName?) {
        self.point = point
        self.hitView = hitView
    }

}

/// A fix HitScope proved on a copy of the scene, as data.
public struct FixRecord: Codable, Hashable, Sendable {
    /// `enableInteraction`, `unhide`, `makeOpaque`, … (`FixChange.kind`).
    public var change: String
    /// The view the change is made on.
    public var view: String
    /// The change as an instruction.
    public var text: String

    public init(_ change: FixChange, hierarchy: ViewHierarchy) {
        self.change = change.kind
        view = hierarchy[change.view].name
        text = TraceTextFormatter(hierarchy).changeText(change)
    }
}

/// A fix proven on a copy of the whole scene, with what else it changes, as data.
public struct CheckedFixRecord: Codable, Hashable, Sendable {
    /// `resize`, `enableInteraction`, `bringToFront`, … (`FixChange.kind`).
    public var change: String
    /// The view the change is made on.
    public var view: String
    /// Whether it changes nothing else in the scene.
    public var free: Bool
    /// What else it changes, each as a clause ("turns off reloadTap (tap) on shimmerOverlay"); empty when free.
    public var costs: [String]
    /// The change and its costs in one sentence.
    public var text: String

    public init(_ fix: CheckedFix, hierarchy: ViewHierarchy) {
        let words = TraceTextFormatter(hierarchy)
        change = fix.change.kind
        view = hierarchy[fix.change.view].name
        free = fix.isFree
        costs = fix.costs.map(words.costText)
        text = words.checkedFixText(fix)
    }
}

/// The layout bug behind a miss, as data.
public struct LayoutCauseRecord: Codable, Hashable, Sendable {
    /// The degenerate ancestor.
    public var view: String
    /// `zeroHeight`, `zeroWidth`, `zeroSize` or `subviewsOutside`.
    public var kind: String
    /// "actionsStack0 (UIStackView) is 0 pt tall, so its subviews are drawn outside it and never asked."
    public var text: String

    public init(_ cause: LayoutCause, hierarchy: ViewHierarchy) {
        view = hierarchy[cause.view].name
        kind = switch cause.kind {
        case .zeroHeight: "zeroHeight"
        case .zeroWidth: "zeroWidth"
        case .zeroSize: "zeroSize"
        case .subviewsOutside: "subviewsOutside"
        }
        text = TraceTextFormatter(hierarchy).layoutCauseText(cause)
    }
}

/// `why --format json` output: a "why not this view?" answer as versioned data.
public struct WhyNotDocument: Codable, Hashable, Sendable {
    public var formatVersion: Int
    public var point: Point
    public var view: String
    @NullWhenNil public var hitView: String? = nil
    /// The rule that decided: `isHitView`, `insideHitView`, `skipped`, `pointInsideNo`, `coveredBySibling`, ….
    public var reason: String
    /// The view whose rule decided (the view itself or an ancestor, sibling or redirecting view; for
    /// `insideHitView`, the hit-test view that contains it).
    @NullWhenNil public var decidingView: String? = nil
    /// The best change proven on a copy of the whole scene to get the view the touch when it changes nothing else in
    /// the scene, else null (`fixes` says what each costs).
    @NullWhenNil public var fix: FixRecord? = nil
    /// The layout bug behind the miss (a degenerate ancestor), when there is one; absent otherwise.
    public var layoutCause: LayoutCauseRecord?
    /// Every fix proven on a copy of the whole scene, ranked (docs/rules.md), with its costs.
    public var fixes: [CheckedFixRecord]?
    public var message: String

    /// The answer with fixes proven on a copy of the whole scene (HitScopeDiff's `WholeSceneFixes`): the layout bug
    /// first, then the reason, then the ranked fixes with their costs.
    public init(_ answer: WhyNotAnswer, ranked: RankedFixes, hierarchy: ViewHierarchy) {
        let name = { (id: ViewID) in hierarchy[id].name }
        let words = TraceTextFormatter(hierarchy)
        formatVersion = TraceDocument.currentFormatVersion
        point = answer.point
        view = name(answer.view)
        hitView = answer.hitView.map { name($0) }
        message = words.whyNot(answer, ranked: ranked)
        fix = ranked.freeFix.map { FixRecord($0, hierarchy: hierarchy) }
        fixes = ranked.fixes.map { CheckedFixRecord($0, hierarchy: hierarchy) }
        (reason, decidingView) = Self.decision(answer, hierarchy: hierarchy)
        layoutCause = ranked.layoutCause.map { LayoutCauseRecord($0, hierarchy: hierarchy) }
    }

    /// The rule that decided (`isHitView`, `skipped`, `coveredBySibling`, …) and the view whose rule it was.
    public static func decision(_ answer: WhyNotAnswer, hierarchy: ViewHierarchy) -> (reason: String, decidingView: String?) {
        let reason = switch answer.reason {
        case .isHitView: "isHitView"
        case .insideHitView: "insideHitView"
        case .windowInFront: "windowInFront"
        case .skipped: "skipped"
        case .pointInsideNo: "pointInsideNo"
        case .hitTestNever: "hitTestNever"
        case .ancestorReturnsSelf: "ancestorReturnsSelf"
        case .coveredBySibling: "coveredBySibling"
        case .redirected: "redirected"
        case .passedThrough: "passedThrough"
        case .descendantIsHitView: "descendantIsHitView"
        }
        return (reason, hierarchy[answer.decidingView].name)
    }
}
