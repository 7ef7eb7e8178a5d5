import Foundation

/// A viewer on a copy of an example, under its own Xvfb, writing its event log beside the copy: the set-up of the
/// window tests that read the event log.
struct LoggedViewer {
    let server: XvfbServer
    /// A folder of the test's own, holding the scene's copy and the log.
    let folder: URL
    /// The copied scene file, which a test may rewrite.
    let scene: String
    let log: String
    let viewer: ViewerProcess

    init(_ example: String) throws {
        server = try XvfbServer()
        folder = try Fixtures.temporaryFolder()
        scene = try Fixtures.copy(example, to: folder)
        log = folder.appendingPathComponent("events.jsonl").path
        viewer = try ViewerProcess(scene: scene, display: server.display, arguments: ["--event-log", log])
    }

    func stop() {
        viewer.stop()
        server.stop()
    }
}
