/// A view's yes-or-no properties, a bit each: sixteen `Bool`s would take sixteen bytes of every `View`.
package struct ViewFlags: OptionSet, Hashable, Sendable {
    package var rawValue: UInt16

    package init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

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
    package func contains(_ member: ViewFlags) -> Bool { rawValue & member.rawValue == member.rawValue }

    /// Sets or clears `flag`.
    mutating func set(_ flag: ViewFlags, _ on: Bool) {
        rawValue = on ? rawValue | flag.rawValue : rawValue & ~flag.rawValue
    }
}

/// What few views have, kept out of line so that most views pay one reference for it: a transform other than
/// the identity (`Transform2D` takes 48 bytes), a scroll view's scrolling settings, a value control's state, a list's
/// and a cell's selection settings, a mask, a root view's controller (40 bytes), a slider's value and a window's
/// level.
struct RareValues: Hashable, Sendable {
    var transform = Transform2D.identity
    var controller: ViewController?
    var sliderValue = 0.0
    var windowLevel = 0.0
    var scrolling = ScrollSettings()
    var controls = ControlSettings()
    var selection = SelectionSettings()
    var mask: Rect?
}

/// The box of a view's `RareValues`, shared between copies of the view.
final class RareAttributes: Hashable, Sendable {
    let values: RareValues

    private init(_ values: RareValues) { self.values = values }

    /// nil when every value is the default: the view keeps no box.
    static func boxed(_ values: RareValues) -> RareAttributes? {
        values == RareValues() ? nil : RareAttributes(values)
    }

    static func == (lhs: RareAttributes, rhs: RareAttributes) -> Bool { lhs.values == rhs.values }
    func hash(into hasher: inout Hasher) { hasher.combine(values) }
}
