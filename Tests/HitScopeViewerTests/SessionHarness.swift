import Foundation
import HitScopeCore
import HitScopeFiles
import HitScopeRender
import HitScopeReport
import HitScopeViewer

/// A viewer session on a recording back end: events in, frames and commands out, no window system.
final class SessionHarness {
    let session: ViewerSession
    let backend = RecordingBackend()
    private(set) var copied: [String] = []

    init(_ scene: Scene, path: String = "scene.yaml", eventLog: String? = nil, width: Int = 1180, height: Int = 760) throws {
        let options = ViewerOptions(scenePath: path, eventLog: eventLog, width: width, height: height)
        // Wired as `hitscope view` wires it.
        let host = ViewerHost(
            reload: { try SceneFiles.load(path: path).scene },
            report: { scene, points, sceneFile in HTMLReport.html(scene: scene, options: ReportOptions(points: points, sceneFile: sceneFile)) })
        session = try ViewerSession(scene: scene, options: options, host: host, backend: backend, width: width, height: height)
        session.copyText = { [unowned self] text in self.copied.append(text) }
    }

    var state: ViewerState { session.state }
    var hierarchy: ViewHierarchy { state.scene.hierarchy }

    func id(_ name: String) -> ViewID {
        guard let id = hierarchy.id(named: name) else { preconditionFailure("no view \(name)") }
        return id
    }

    /// The window pixel that shows a scene point.
    func pixel(_ point: Point) -> PixelPoint {
        let p = state.viewport.windowPoint(point)
        return PixelPoint(Int(p.x.rounded()), Int(p.y.rounded()))
    }

    /// The window pixel at the centre of a view.
    func pixel(centreOf name: String) -> PixelPoint {
        let view = hierarchy[id(name)]
        return pixel(hierarchy.convertToScreen(view.bounds.center, from: id(name)))
    }

    @discardableResult
    func send(_ events: InputEvent...) throws -> Frame {
        for event in events { session.handle(event) }
        try session.redraw()
        guard let frame = backend.lastFrame else { preconditionFailure("no frame") }
        return frame
    }

    /// Sends events with the window system's times (seconds), as the X event loop does.
    @discardableResult
    func sendTimed(_ events: (InputEvent, Double)...) throws -> Frame {
        for (event, time) in events { session.handle(event, time: time) }
        try session.redraw()
        guard let frame = backend.lastFrame else { preconditionFailure("no frame") }
        return frame
    }

    func key(_ character: Character, _ modifiers: Modifiers = []) throws {
        try send(.key(.character(character), modifiers))
    }

    /// The subjects of the shapes a layer strokes with a paint.
    static func strokedViews(_ layer: FrameLayer?, paint: Paint) -> [Int] {
        (layer?.items ?? []).compactMap { item in
            guard case .shape(let shape) = item, shape.stroke?.paint == paint, case .viewMark(let index)? = shape.subject else { return nil }
            return index
        }
    }
}
