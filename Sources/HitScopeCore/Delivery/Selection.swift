/// A table or collection view's delegate hearing that a cell was selected.
public struct Selection: Hashable, Sendable {
    /// The UITableView or UICollectionView.
    public let list: ViewID
    public let cell: ViewID
    /// The cell's position among the list's cells (its row or item).
    public let index: Int
    /// The tap deselects the cell instead: it was selected and the list allows multiple selection ("Tapping the
    /// cell again removes it from the selection").
    public var deselects = false

    /// `tableView:didSelectRowAtIndexPath:` or `collectionView:didSelectItemAtIndexPath:` (`didDeselect…` when the tap
    /// deselects the cell).
    public func delegateMethod(in hierarchy: ViewHierarchy) -> String {
        let collection = hierarchy[list].uikitClass.uikitClass == "UICollectionView"
        switch (collection, deselects) {
        case (true, false): return "collectionView:didSelectItemAtIndexPath:"
        case (true, true): return "collectionView:didDeselectItemAtIndexPath:"
        case (false, false): return "tableView:didSelectRowAtIndexPath:"
        case (false, true): return "tableView:didDeselectRowAtIndexPath:"
        }
    }
}
