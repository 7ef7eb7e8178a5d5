/// A table or collection view's delegate hearing that a cell was selected.
public struct Selection: Hashable, Sendable {
    /// The UITableView or UICollectionView.
    public let list: ViewID
    public let cell: ViewID
    /// The cell's position among the list's cells (its row or item).
    public let index: Int

    /// `tableView:didSelectRowAtIndexPath:` or `collectionView:didSelectItemAtIndexPath:`.
    public func delegateMethod(in hierarchy: ViewHierarchy) -> String {
        hierarchy[list].uikitClass.uikitClass == "UICollectionView"
            ? "collectionView:didSelectItemAtIndexPath:" : "tableView:didSelectRowAtIndexPath:"
    }
}
