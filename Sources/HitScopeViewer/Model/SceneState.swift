import HitScopeCore
import HitScopeRender

/// One row of the view tree panel.
public struct TreeRow: Hashable, Sendable {
    public let view: ViewID
    public let depth: Int
}

/// The scene as the viewer shows it (the file's last good scene with the user's what-if edits) and everything
/// worked out from it once: the engine, the drawing, the hover index and the tree's rows.
public struct SceneState: Sendable {
    /// The scene as last read from the file.
    public let original: Scene
    /// The scene with the edits applied.
    public let scene: Scene
    /// Whether any edit was made since the file was read.
    public let isEdited: Bool
    public let tester: HitTester
    public let drawing: InteractiveDrawing
    public let drawnViews: DrawnViewIndex
    /// Every view in drawing order (window back to front, parents before subviews) with its depth.
    public let treeRows: [TreeRow]
    /// The width the tree panel's rows want, in pixels.
    public let treeWidth: Int

    /// The state for a scene read from the file.
    public init(scene: Scene) {
        self.init(original: scene, edited: scene, isEdited: false)
    }

    private init(original: Scene, edited: Scene, isEdited: Bool) {
        self.original = original
        self.scene = edited
        self.isEdited = isEdited
        let hierarchy = edited.hierarchy
        self.tester = HitTester(hierarchy)
        let drawing = InteractiveDrawing(scene: edited)
        self.drawing = drawing
        self.drawnViews = DrawnViewIndex(edited.hierarchy, screen: drawing.screen)
        var depth = [Int](repeating: 0, count: hierarchy.count)
        var rows: [TreeRow] = []
        rows.reserveCapacity(hierarchy.count)
        for id in hierarchy.drawingOrder {
            if let parent = hierarchy.parent(of: id) { depth[id.index] = depth[parent.index] + 1 }
            rows.append(TreeRow(view: id, depth: depth[id.index]))
        }
        self.treeRows = rows
        self.treeWidth = Self.treeWidth(rows, in: hierarchy)
    }

    /// The width the tree panel's rows want: indentation, name and class of the widest of the first rows (a long
    /// tree is measured on its first 2,000 rows), within the panel's bounds.
    private static func treeWidth(_ rows: [TreeRow], in hierarchy: ViewHierarchy) -> Int {
        var widest = 0.0
        for row in rows.prefix(2000) {
            let view = hierarchy[row.view]
            let name = TextMetrics.width(terminalSafe(view.name), size: PanelMetrics.treeTextSize)
            let detail = view.className == "UIView" ? 0 : TextMetrics.width(terminalSafe(view.className), size: 10) + 6
            widest = max(widest, 8 + Double(row.depth) * PanelMetrics.treeIndent + 8 + name + detail + 18)
        }
        return Int(min(widest, 10_000).rounded(.up))
    }

    public var hierarchy: ViewHierarchy { scene.hierarchy }

    /// The state after one what-if edit; nil when the edit changes nothing.
    public func applying(_ edit: WhatIfEdit) -> SceneState? {
        var hierarchy = scene.hierarchy
        let id = edit.view
        switch edit.change {
        case .toggleHidden:
            try? hierarchy.update(id) { $0.isHidden.toggle() }
        case .toggleUserInteraction:
            try? hierarchy.update(id) { $0.isUserInteractionEnabled.toggle() }
        case .toggleTransparent:
            let wasTransparent = hierarchy[id].isTransparent
            let restored = original.hierarchy[id].isTransparent ? 1 : original.hierarchy[id].alpha
            try? hierarchy.update(id) { $0.alpha = wasTransparent ? restored : 0 }
        case .bringToFront:
            hierarchy.bringToFront(id)
        case .sendToBack:
            hierarchy.sendToBack(id)
        }
        var edited = scene
        edited.hierarchy = hierarchy
        guard hierarchy.views != scene.hierarchy.views || order(hierarchy) != order(scene.hierarchy) else { return nil }
        return SceneState(original: original, edited: edited, isEdited: true)
    }

    /// The state without any edit.
    public func reverted() -> SceneState { SceneState(scene: original) }

    private func order(_ hierarchy: ViewHierarchy) -> [ViewID] { hierarchy.drawingOrder }
}

/// A what-if change to one view.
public struct WhatIfEdit: Hashable, Sendable {
    public enum Change: Hashable, Sendable {
        case toggleHidden, toggleUserInteraction, toggleTransparent, bringToFront, sendToBack
    }

    public let view: ViewID
    public let change: Change

    public init(view: ViewID, change: Change) {
        self.view = view
        self.change = change
    }
}
