import HitScopeCore

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
    /// The change proven on a copy of the scene to get the view the touch, or null.
    @NullWhenNil public var fix: FixRecord? = nil
    public var message: String

    public init(_ answer: WhyNotAnswer, advice: FixAdvice, hierarchy: ViewHierarchy) {
        let name = { (id: ViewID) in hierarchy[id].name }
        formatVersion = TraceDocument.currentFormatVersion
        point = answer.point
        view = name(answer.view)
        hitView = answer.hitView.map(name)
        message = TraceTextFormatter(hierarchy).whyNot(answer, advice: advice)
        fix = advice.change.map { FixRecord($0, hierarchy: hierarchy) }
        (reason, decidingView) = Self.decision(answer, hierarchy: hierarchy)
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
