import HitScopeCore

/// Touch area of an audited view whose answer depends on an unsettled question (docs/rules.md, "Unsettled
/// questions"): under one reading of UIKit the view gets these touches, under the other it does not. The audit's
/// numbers follow the engine (the best reading of alpha 0.01; the responder chain's reach for a touch forwarded to
/// a control); these parts say where that answer is not sure.
public struct UncertainArea: Hashable, Sendable {
    /// The question, as the engine asks it (`HitTester.unsettledQuestions(at:)`).
    public var question: UnsettledQuestion
    /// Points², rounded as the audit's areas are.
    public var area: Double
    /// The screen box around it.
    public var box: Box
    /// A screen point of it (in its largest part), where the answer depends on the question.
    public var point: Point

    /// A part of `area` points² in `box` on the screen, `point` a point of it, that depends on `question`.
    public init(question: UnsettledQuestion, area: Double, box: Box, point: Point) {
        self.question = question
        self.area = area
        self.box = box
        self.point = point
    }
}

extension Array where Element == UncertainArea {
    /// Points² in all of them.
    public var totalArea: Double { reduce(0) { $0 + $1.area } }
}

/// Parts of the screen summed by key: each key's area, the box around its parts and a point of its largest part,
/// in the order the keys were first seen (so the result does not depend on hashing).
struct AreaParts<Key: Hashable & Sendable>: Hashable, Sendable {
    struct Part: Hashable, Sendable {
        var area: Double
        var box: Box
        var point: Point
        var largest: Double
    }

    private(set) var keys: [Key] = []
    private(set) var parts: [Key: Part] = [:]

    var isEmpty: Bool { keys.isEmpty }

    /// Adds `area` points² whose screen box is `box`, `point` a screen point of it.
    mutating func add(_ area: Double, box: Box, point: Point, to key: Key) {
        guard var part = parts[key] else {
            keys.append(key)
            parts[key] = Part(area: area, box: box, point: point, largest: area)
            return
        }
        part.area += area
        part.box = part.box.union(box)
        if area > part.largest { (part.largest, part.point) = (area, point) }
        parts[key] = part
    }

    /// Each key with its part, in the order first seen.
    var ordered: [(key: Key, part: Part)] {
        keys.compactMap { key in parts[key].map { (key: key, part: $0) } }
    }
}

/// How the touches of a hit-test view reach a measured view: surely, not at all, or through a touch forwarded to
/// it as a control, which an unsettled question decides (`ViewHierarchy.controlReceivingForwardedTouch(from:)`).
enum TargetReach: Sendable {
    case unreached
    case sure
    /// The touch is forwarded up to the view, a button or control, by an interaction-enabled view inside it.
    case forwarded

    /// How the touches whose hit-test view is `hitView` reach `target` (the audit's reach,
    /// `ViewHierarchy.viewsReached(from:)`, and the engine's question about a forwarded touch).
    init(_ target: ViewID, from hitView: ViewID, in hierarchy: ViewHierarchy) {
        guard Self.reaches(target, among: Self.views(reachedFrom: hitView, in: hierarchy)) else {
            self = .unreached
            return
        }
        self = hitView != target && hierarchy.controlReceivingForwardedTouch(from: hitView) == target ? .forwarded : .sure
    }

    /// The views that the touches whose hit-test view is `hitView` reach, surely or forwarded: the list that
    /// `reaches(_:among:)` reads, for a caller that asks it of many views.
    static func views(reachedFrom hitView: ViewID, in hierarchy: ViewHierarchy) -> [ViewID] {
        hierarchy.viewsReached(from: hitView)
    }

    /// Whether a touch that reaches `reached` (from `views(reachedFrom:in:)`) reaches `target` at all.
    static func reaches(_ target: ViewID, among reached: [ViewID]) -> Bool {
        reached.contains(target)
    }

    var reaches: Bool { self != .unreached }
}

extension AreaParts where Key == ViewID {
    /// The forwarded touches' parts (keyed by the hit-test view) as uncertain areas of `control`.
    func forwardedAreas(to control: ViewID) -> [UncertainArea] {
        ordered.map { hitView, part in
            UncertainArea(
                question: .touchForwardedToControl(control: control, hitView: hitView), area: AuditNumbers.area(part.area), box: part.box,
                point: part.point)
        }
    }
}
