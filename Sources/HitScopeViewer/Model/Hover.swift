import HitScopeCore

/// What is under the pointer while no button is down.
public struct Hover: Hashable, Sendable {
    public let pixel: PixelPoint
    /// Screen points.
    public let point: Point
    /// The hit-test view there.
    public let hitView: ViewID?
    /// The frontmost view UIKit draws there (what a person sees), which may not be the one touched: for one of
    /// UIKit's private parts (a button's `UIButtonLabel`), the public view it belongs to
    /// (`ViewHierarchy.publicOwner(of:)`).
    public let drawnView: ViewID?

    init(pixel: PixelPoint, point: Point, state: SceneState) {
        self.pixel = pixel
        self.point = point
        self.hitView = state.tester.hitTest(point)
        self.drawnView = state.drawnViews.topmostShown(at: point).map(state.hierarchy.publicOwner)
    }
}
