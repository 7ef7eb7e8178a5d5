import HitScopeCore

/// One entry of `UIKitOracle`'s call log: a call UIKit makes, or what it answered, in the order it happens.
/// `depth` is the nesting of `hitTest` calls, 0 for a window.
public enum OracleCall: Hashable, Sendable, CustomStringConvertible {
    /// `hitTest:withEvent:` is called on `view` with `point` in the view's bounds space.
    case hitTest(view: ViewID, point: Point, depth: Int)
    /// The `hitTest` returns nil at once, before `pointInside`: every skip rule that holds (UIKit tests them as one
    /// condition, so none comes first).
    case skip(view: ViewID, reasons: [SkipReason], depth: Int)
    /// `pointInside:withEvent:` answered.
    case pointInside(view: ViewID, point: Point, inside: Bool, depth: Int)
    /// An override changed what its `super.hitTest` returned (`passThrough`: self to nil; `redirect`: a view to its
    /// target).
    case rewrite(view: ViewID, from: ViewID?, to: ViewID?, depth: Int)
    /// `hitTest:withEvent:` returned.
    case returned(view: ViewID, result: ViewID?, depth: Int)

    /// The engine's traced step in this vocabulary, or nil for a step that records no call or answer of UIKit's:
    /// the notes (explanations for people) and the override steps that restate the view's rule (`returnedNil`,
    /// `returnedSelfWithoutAskingSubviews`, `askedSubviewsRegardlessOfBounds`, `returnedSelfAnywhere`). A pass
    /// through and a redirect are kept: they say what `super.hitTest` returned.
    public init?(engine step: HitTestStep) {
        switch step {
        case .hitTest(let view, let point, let depth):
            self = .hitTest(view: view, point: point, depth: Int(depth))
        case .skip(let view, let reason, let depth):
            self = .skip(view: view, reasons: [reason], depth: Int(depth))
        case .pointInside(let view, let inside, let point, let depth):
            self = .pointInside(view: view, point: point, inside: inside, depth: Int(depth))
        case .override(let view, .passedThrough, let depth):
            self = .rewrite(view: view, from: view, to: nil, depth: Int(depth))
        case .override(let view, .redirected(let original, let target), let depth):
            self = .rewrite(view: view, from: original, to: target, depth: Int(depth))
        case .override, .note:
            return nil
        case .result(let view, let returned, let depth):
            self = .returned(view: view, result: returned, depth: Int(depth))
        }
    }

    /// Whether the engine's call (`OracleCall(engine:)`) is this oracle call: the same kind, view, depth and
    /// answers; points equal, or both not a number on the same axes (a transform without an inverse); the
    /// engine's one skip reason among the oracle's.
    public func isMatched(by engine: OracleCall) -> Bool {
        switch (self, engine) {
        case (.hitTest(let v, let p, let d), .hitTest(let ev, let ep, let ed)):
            return v == ev && d == ed && Self.same(p, ep)
        case (.skip(let v, let reasons, let d), .skip(let ev, let engineReasons, let ed)):
            return v == ev && d == ed && engineReasons.count == 1 && engineReasons.allSatisfy(reasons.contains)
        case (.pointInside(let v, let p, let inside, let d), .pointInside(let ev, let ep, let engineInside, let ed)):
            return v == ev && d == ed && inside == engineInside && Self.same(p, ep)
        case (.rewrite, .rewrite), (.returned, .returned):
            return self == engine
        default:
            return false
        }
    }

    private static func same(_ a: Point, _ b: Point) -> Bool {
        (a.x == b.x || (a.x.isNaN && b.x.isNaN)) && (a.y == b.y || (a.y.isNaN && b.y.isNaN))
    }

    public var description: String {
        let name = { (id: ViewID?) in id.map(String.init(describing:)) ?? "nil" }
        return switch self {
        case .hitTest(let view, let point, let depth): "\(depth) hitTest \(view) \(point)"
        case .skip(let view, let reasons, let depth): "\(depth) skip \(view) \(reasons.map(\.rawValue))"
        case .pointInside(let view, let point, let inside, let depth): "\(depth) pointInside \(view) \(point) \(inside)"
        case .rewrite(let view, let from, let to, let depth): "\(depth) rewrite \(view) \(name(from)) → \(name(to))"
        case .returned(let view, let result, let depth): "\(depth) return \(view) → \(name(result))"
        }
    }
}
