import CX11
import Foundation
import HitScopeCore

/// `hitscope view`: opens the scene in an X11 window drawn with cairo and runs until it is closed.
public enum ViewerApp {
    /// Runs the viewer on a scene already read; `host` reads it again and makes the reports. Throws `ViewerError`
    /// when there is no display or no window.
    public static func run(scene: Scene, options: ViewerOptions, host: ViewerHost) throws {
        let name = options.display ?? ProcessInfo.processInfo.environment["DISPLAY"]
        let connection = try XConnection(name: name)
        xDisplayNameForMessages = connection.name
        installXErrorHandlers()
        let display = connection.display
        let width = max(320, min(options.width, Int(XDisplayWidth(display, connection.screen))))
        let height = max(240, min(options.height, Int(XDisplayHeight(display, connection.screen))))
        let window = try XWindow(connection: connection, atoms: Atoms(connection), width: width, height: height, title: "hitscope")
        let surface = try WindowSurface(window: window)
        let backend = CairoBackend(present: { [surface] picture in try surface.present(picture) })
        let session = try ViewerSession(scene: scene, options: options, host: host, backend: backend, width: width, height: height)
        try EventLoop(session: session, window: window, surface: surface).run()
    }
}
