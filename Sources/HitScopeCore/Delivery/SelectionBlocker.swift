/// Why a table or collection view does not select the cell a touch ended in, though the touch reached it.
public enum SelectionBlocker: String, Hashable, Sendable, CaseIterable {
    /// The list's `allowsSelection = NO`, outside editing.
    case allowsSelection
    /// The list is editing and `allowsSelectionDuringEditing = NO` (UIKit's default).
    case editing
    /// The delegate's `shouldHighlightRowAt` (`shouldHighlightItemAt`) answers NO for the cell.
    case shouldHighlight
    /// The delegate's `willSelectRowAt` returns nil (`shouldSelectItemAt` answers NO) for the cell.
    case willSelect

    /// The first blocker that applies to selecting `cell` in `list`, in the order UIKit asks (docs/gestures.md,
    /// "Table and collection views"); nil when the cell is selected. `selectionStyle = none` is no blocker: the
    /// cell is selected without a highlight.
    public static func first(list: ViewID, cell: ViewID, in hierarchy: ViewHierarchy) -> SelectionBlocker? {
        let l = hierarchy[list], c = hierarchy[cell]
        // allowsSelection "affects cell selection only when the table view isn't in editing mode"; in editing,
        // allowsSelectionDuringEditing alone decides.
        if l.isEditing {
            if !l.allowsSelectionDuringEditing { return .editing }
        } else if !l.allowsSelection {
            return .allowsSelection
        }
        if !c.shouldHighlight { return .shouldHighlight }
        if c.willSelectReturnsNil { return .willSelect }
        return nil
    }
}
