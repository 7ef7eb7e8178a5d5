/// A cell a touch ended in that its table or collection view did not select.
public struct BlockedSelection: Hashable, Sendable {
    /// The selection that would have happened.
    public let selection: Selection
    public let blocker: SelectionBlocker
}
