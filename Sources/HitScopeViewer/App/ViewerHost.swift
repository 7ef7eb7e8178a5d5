import HitScopeCore

/// What the viewer asks of the app that runs it (the CLI's `view` command): reading the scene file again, and the
/// report `e` writes. The viewer reads no scene file and writes no page of its own.
public struct ViewerHost: Sendable {
    /// Reads the scene file again (it changed on disk): the scene, or the error whose words the banner shows.
    public var reload: @Sendable () throws -> Scene
    /// The self-contained HTML report of `scene`, showing a tap at each of `points` (nil: the scene's own taps),
    /// naming the scene file `sceneFile` (its name alone).
    public var report: @Sendable (_ scene: Scene, _ points: [Point]?, _ sceneFile: String) -> String

    public init(reload: @escaping @Sendable () throws -> Scene, report: @escaping @Sendable (Scene, [Point]?, String) -> String) {
        self.reload = reload
        self.report = report
    }
}
