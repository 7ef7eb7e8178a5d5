import HitScopeRender

/// Where each part of the window goes: the view tree on the left, the drawing in the middle, the touch and trace
/// panel on the right, the status bar at the bottom. The drawing takes the width the scene needs at the height the
/// window gives it; the tree gets what its names need (within bounds), the side panel the rest. Narrow windows
/// drop the tree first.
public struct Layout: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let tree: PixelRect
    public let drawing: PixelRect
    public let side: PixelRect
    public let status: PixelRect

    public static let statusHeight = 24
    /// The narrowest the panels get before the tree is dropped.
    package static let minimumSide = 300, minimumTree = 180
    /// The widest the tree (and at most two fifths of the panels' width) and the side panel get; beyond, the
    /// drawing takes the width.
    static let maximumTree = 440, maximumSide = 720

    /// `canvas`: the scene's drawing, fitted to the window's height (nil: fixed proportions); `treeWidth`: the
    /// width the tree's rows want.
    public init(width: Int, height: Int, canvas: DrawingRect? = nil, treeWidth wantedTree: Int = 260) {
        self.width = max(1, width)
        self.height = max(1, height)
        let body = max(0, self.height - Self.statusHeight)
        var sideWidth = self.width >= 560 ? min(400, max(260, self.width * 3 / 10)) : 0
        var treeWidth = self.width - sideWidth >= 560 ? min(260, max(180, self.width / 5)) : 0
        if let canvas, canvas.width > 0, canvas.height > 0, self.width >= Self.minimumSide + Self.minimumTree + 240 {
            let scale = min(Viewport.maximumFitScale, (Double(body) - 2 * Viewport.fitMargin) / canvas.height)
            let wanted = Int((canvas.width * scale + 2 * Viewport.fitMargin).rounded(.up))
            let panels = max(Self.minimumSide + Self.minimumTree, self.width - max(240, wanted))
            treeWidth = min(Self.maximumTree, panels * 2 / 5, max(Self.minimumTree, min(wantedTree, panels - Self.minimumSide)))
            sideWidth = min(Self.maximumSide, panels - treeWidth)
        }
        tree = PixelRect(x: 0, y: 0, width: treeWidth, height: body)
        side = PixelRect(x: self.width - sideWidth, y: 0, width: sideWidth, height: body)
        drawing = PixelRect(x: treeWidth, y: 0, width: self.width - sideWidth - treeWidth, height: body)
        status = PixelRect(x: 0, y: body, width: self.width, height: self.height - body)
    }
}
