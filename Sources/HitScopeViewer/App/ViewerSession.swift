import Foundation
import HitScopeCore
import HitScopeFiles
import HitScopeOutput
import HitScopeScene

/// The viewer without its window: the interaction state, the frames it shows, and what its commands write (the
/// event log, the edited scene, the report, the PNG). The X11 loop feeds it events; tests feed it events directly
/// and look at a recording back end.
public final class ViewerSession {
    public private(set) var state: ViewerState
    public let options: ViewerOptions
    public let files: ViewerFiles
    private let host: ViewerHost
    private var builder = FrameBuilder()
    private let backend: FrameBackend
    private let eventLog: LogFile?
    private let auditor: AuditWorker?
    /// Puts text on the clipboard (the X11 selection owner; tests record it).
    public var copyText: (String) -> Void = { _ in }
    public private(set) var wantsQuit = false
    /// Whether the state changed since the last frame.
    public private(set) var needsRedraw = true

    public init(scene: Scene, options: ViewerOptions, host: ViewerHost, backend: FrameBackend, width: Int, height: Int) throws(ViewerError) {
        self.state = ViewerState(scene: scene, width: width, height: height)
        self.options = options
        self.files = ViewerFiles(scenePath: options.scenePath, outputDirectory: options.outputDirectory)
        self.host = host
        self.backend = backend
        self.auditor = AuditWorker()
        do {
            eventLog = try options.eventLog.map { (path) throws(WriteError) in try LogFile(path) }
        } catch {
            throw ViewerError("hitscope view: the event log \(error)")
        }
    }

    /// Reacts to an event (at `time`, the window system's seconds, for the pointer's) and carries out what it asks.
    public func handle(_ event: InputEvent, time: Double? = nil) {
        let commands = state.handle(event, time: time)
        needsRedraw = true
        for command in commands { run(command) }
        startAuditIfNeeded()
    }

    /// Readable when an audit started for the overlay is done: the event loop polls it, then calls
    /// `collectAudits`. Nil when no pipe could be made (too many open files): the status bar then says so.
    public var auditDescriptor: Int32? { auditor?.fileDescriptor }

    /// Takes the audits finished in the background; those of scenes changed since are dropped.
    public func collectAudits() {
        guard let auditor else { return }
        for done in auditor.collect() { state.auditFinished(done.overlay, version: done.version) }
        needsRedraw = true
    }

    /// Starts the audit of the scene shown when its overlay needs one (turned on, or the scene changed under it).
    private func startAuditIfNeeded() {
        guard state.needsAudit else { return }
        guard let auditor else {
            state.setNotice("cannot audit in the background: no pipe for the event loop (too many open files?)")
            return
        }
        auditor.start(state.scene.scene, version: state.sceneVersion, file: files.scene)
        state.auditStarted()
    }

    /// Builds the frame of the current state and shows it.
    public func redraw() throws {
        try backend.show(builder.frame(for: state))
        needsRedraw = false
    }

    /// Reads the scene file again: the new scene, or the error in a banner over the last good one.
    public func reloadFromDisk() {
        do {
            state.reload(try host.reload())
        } catch {
            state.reloadFailed("\(error)")
        }
        needsRedraw = true
        startAuditIfNeeded()
    }

    /// The window title: the file, the scene's name, and whether it is edited or broken.
    public var title: String {
        var title = terminalSafe("\(files.sceneName) — \(state.scene.scene.name)")
        if state.scene.isEdited { title += " (edited)" }
        if state.banner != nil { title += " (file has errors)" }
        return title + " — hitscope"
    }

    private func run(_ command: ViewerCommand) {
        switch command {
        case .log(let record):
            eventLog?.write(JSONText.line(record) + "\n")
        case .copy(let text):
            copyText(text)
        case .writeEdited:
            write(SceneWriter.yaml(state.scene.scene).ensuringNewline, to: files.edited, what: "the edited scene")
        case .exportHTML:
            let sceneFile = files.scene == "-" ? "-" : URL(fileURLWithPath: files.scene).lastPathComponent
            let page = host.report(state.scene.scene, state.touch.map { [$0.start] }, sceneFile)
            write(page, to: files.report, what: "the HTML report")
        case .exportPNG:
            do {
                try OutputFile.write(try backend.pngBytes(), to: files.png)
                state.setNotice("wrote \(files.png)")
            } catch {
                state.setNotice("cannot write \(files.png): \(error)")
            }
        case .quit:
            wantsQuit = true
        }
    }

    private func write(_ text: String, to path: String, what: String) {
        do {
            try OutputFile.write(text, to: path)
            state.setNotice("wrote \(what) to \(path)")
        } catch {
            state.setNotice("\(error)")
        }
    }
}

extension String {
    fileprivate var ensuringNewline: String { hasSuffix("\n") ? self : self + "\n" }
}
