/// A table's or collection view's `allowsMultipleSelection`, and whether a cell is selected: what decides whether
/// a tap on a cell selects it or deselects it (docs/gestures.md, "Table and collection views").
public struct SelectionSettings: Hashable, Sendable {
    /// For tables and collections: `allowsMultipleSelection` (UIKit's default: NO). With it, a tap on a selected
    /// cell deselects it.
    public var allowsMultipleSelection = false
    /// For cells: whether the cell is selected when the touch begins (`isSelected`; UIKit's default: NO).
    public var isSelected = false

    public init() {}
}
