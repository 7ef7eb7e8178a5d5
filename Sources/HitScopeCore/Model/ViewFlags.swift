/// A view's yes-or-no properties, a bit each: sixteen `Bool`s would take sixteen bytes of every `View`.
struct ViewFlags: OptionSet, Hashable, Sendable {
    var rawValue: UInt16

    static let hidden = ViewFlags(rawValue: 1 << 0)
    static let userInteractionEnabled = ViewFlags(rawValue: 1 << 1)
    static let clipsToBounds = ViewFlags(rawValue: 1 << 2)
    static let enabled = ViewFlags(rawValue: 1 << 3)
    static let window = ViewFlags(rawValue: 1 << 4)
    static let exclusiveTouch = ViewFlags(rawValue: 1 << 5)
    static let multipleTouchEnabled = ViewFlags(rawValue: 1 << 6)
    static let delaysContentTouches = ViewFlags(rawValue: 1 << 7)
    static let canCancelContentTouches = ViewFlags(rawValue: 1 << 8)
    static let decelerating = ViewFlags(rawValue: 1 << 9)
    static let on = ViewFlags(rawValue: 1 << 10)
    static let allowsSelection = ViewFlags(rawValue: 1 << 11)
    static let editing = ViewFlags(rawValue: 1 << 12)
    static let allowsSelectionDuringEditing = ViewFlags(rawValue: 1 << 13)
    static let shouldHighlight = ViewFlags(rawValue: 1 << 14)
    static let willSelectReturnsNil = ViewFlags(rawValue: 1 << 15)

    /// Whether every flag of `member` is set: the bits themselves, as SetAlgebra's generic `contains` (through
    /// `isSuperset` and `isSubset`) costs a debug build a tenth of its test time (perf).
    func contains(_ member: ViewFlags) -> Bool { rawValue & member.rawValue == member.rawValue }

    /// Sets or clears `flag`.
    mutating func set(_ flag: ViewFlags, _ on: Bool) {
        rawValue = on ? rawValue | flag.rawValue : rawValue & ~flag.rawValue
    }
}

/// What few views have, kept out of line so that most views pay one reference for it: a transform other than
/// the identity (`Transform2D` takes 48 bytes) and a scroll view's scrolling settings.
final class RareAttributes: Hashable, Sendable {
    let transform: Transform2D
    let scrolling: ScrollSettings

    init(transform: Transform2D, scrolling: ScrollSettings) {
        self.transform = transform
        self.scrolling = scrolling
    }

    /// nil when both are the defaults: the view keeps no box.
    static func boxed(transform: Transform2D, scrolling: ScrollSettings) -> RareAttributes? {
        transform.isIdentity && scrolling == ScrollSettings() ? nil : RareAttributes(transform: transform, scrolling: scrolling)
    }

    static func == (lhs: RareAttributes, rhs: RareAttributes) -> Bool {
        lhs.transform == rhs.transform && lhs.scrolling == rhs.scrolling
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(transform)
        hasher.combine(scrolling)
    }
}
