/// Where each part of the window goes: the view tree on the left, the drawing in the middle, the touch and trace
/// panel on the right, the status bar at the bottom. Narrow windows drop the tree first.
public struct Layout: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let tree: PixelRect
    public let drawing: PixelRect
    public let side: PixelRect
    public let status: PixelRect

    public static let statusHeight = 24

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        let body = max(0, self.height - Self.statusHeight)
        let sideWidth = self.width >= 560 ? min(400, max(260, self.width * 3 / 10)) : 0
        let treeWidth = self.width - sideWidth >= 560 ? min(260, max(180, self.width / 5)) : 0
        tree = PixelRect(x: 0, y: 0, width: treeWidth, height: body)
        side = PixelRect(x: self.width - sideWidth, y: 0, width: sideWidth, height: body)
        drawing = PixelRect(x: treeWidth, y: 0, width: self.width - sideWidth - treeWidth, height: body)
        status = PixelRect(x: 0, y: body, width: self.width, height: self.height - body)
    }
}
