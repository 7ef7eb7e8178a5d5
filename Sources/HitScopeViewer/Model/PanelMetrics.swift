/// Sizes shared by the panels' drawing and the clicks on them.
package enum PanelMetrics {
    package static let headerHeight = 26
    package static let treeRowHeight = 18
    static let treeIndent = 12.0
    static let treeTextSize = 12.0
    static let headerTextSize = 12.5

    /// The tree row under a pixel of the tree panel, given the first row shown.
    static func treeRow(at y: Int, in tree: PixelRect, scroll: Int) -> Int? {
        let offset = y - tree.y - headerHeight
        guard offset >= 0 else { return nil }
        return scroll + offset / treeRowHeight
    }

    /// How many tree rows fit.
    package static func visibleTreeRows(_ tree: PixelRect) -> Int { max(1, (tree.height - headerHeight) / treeRowHeight) }
}
