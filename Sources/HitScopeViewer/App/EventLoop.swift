import CX11
import Foundation
import Glibc
import HitScopeCore
import HitScopeFiles

/// The one loop of the viewer: it drains X events, draws once if anything changed, and then waits in `poll` on
/// the X connection, the scene file's folder, the reload timer, SIGINT/SIGTERM and finished audits together.
///
/// After drawing it checks `XEventsQueued(QueuedAfterFlush)` before waiting: drawing waits for the server, and
/// events that arrive meanwhile land in Xlib's queue where `poll` cannot see them (a lost ButtonRelease otherwise).
package final class EventLoop {
    private let session: ViewerSession
    private let window: XWindow
    private let surface: WindowSurface
    private let boundary: XEventBoundary
    private let clipboard: Clipboard
    private let watcher: FileWatcher?
    private let reloadTimer: OneShotTimer?
    private let signals: SignalWatcher?
    private var stats = FrameStats()
    private var pendingMotion: Double?
    private var isExposed = false
    private var isReady = false
    private var title = ""
    private var finished = false

    /// How long the file must stay quiet before it is read again (editors write in several steps).
    package static let reloadDelay = 60

    init(session: ViewerSession, window: XWindow, surface: WindowSurface) {
        self.session = session
        self.window = window
        self.surface = surface
        self.boundary = XEventBoundary(window: window)
        self.clipboard = Clipboard(boundary: boundary)
        self.watcher = session.options.scenePath == "-" ? nil : FileWatcher(path: session.options.scenePath)
        self.reloadTimer = OneShotTimer()
        self.signals = SignalWatcher()
        session.copyText = { [clipboard] text in clipboard.copy(text) }
    }

    /// Runs until the window is closed, `q` is pressed, a signal arrives or the server goes away.
    func run() throws {
        let display = window.connection.display
        updateTitle()
        window.map()
        while !finished {
            while !finished, XPending(display) > 0 {
                if let event = boundary.next() { dispatch(event) }
                if session.wantsQuit { finished = true }
            }
            if finished { break }
            if isExposed, session.needsRedraw { try draw() }
            if XEventsQueued(display, QueuedAfterFlush) > 0 { continue }
            wait()
        }
        if session.options.stats { Self.printError(stats.summary) }
    }

    private func dispatch(_ event: WindowEvent) {
        switch event {
        case .input(let input, let time):
            if session.options.stats, case .pointerMoved = input, pendingMotion == nil { pendingMotion = FrameStats.now() }
            session.handle(input, time: time)
            updateTitle()
        case .exposed:
            isExposed = true
            session.handle(.resized(width: window.width, height: window.height))
        case .configured(let width, let height):
            guard width != window.width || height != window.height else { return }
            window.resized(width: width, height: height)
            surface.resized()
            session.handle(.resized(width: width, height: height))
        case .destroyed:
            window.isDestroyed = true
            finished = true
        case .selectionRequest(let request):
            clipboard.serve(request)
        case .selectionLost(let selection):
            clipboard.lost(selection)
        }
    }

    private func draw() throws {
        let start = FrameStats.now()
        try session.redraw()
        let end = FrameStats.now()
        if session.options.stats {
            Self.printError(stats.record(start: start, end: end, motion: pendingMotion))
        }
        pendingMotion = nil
        if !isReady {
            isReady = true
            Self.printReady("ready window=0x\(String(window.id, radix: 16))\n")
        }
    }

    private func updateTitle() {
        let title = session.title
        guard title != self.title else { return }
        self.title = title
        window.setTitle(title)
    }

    private func wait() {
        var fds = [pollfd(fd: window.connection.fileDescriptor, events: Int16(POLLIN), revents: 0)]
        for fd in [watcher?.fileDescriptor, reloadTimer?.fileDescriptor, signals?.fileDescriptor, session.auditDescriptor] {
            fds.append(pollfd(fd: fd ?? -1, events: Int16(POLLIN), revents: 0))
        }
        guard poll(&fds, nfds_t(fds.count), -1) > 0 else { return }
        if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
            Self.printError("hitscope view: the X server \(window.connection.name) went away; closing.")
            finished = true
            return
        }
        if fds[1].revents != 0, watcher?.drain() == true { reloadTimer?.schedule(milliseconds: Self.reloadDelay) }
        if fds[2].revents != 0, reloadTimer?.acknowledge() == true {
            session.reloadFromDisk()
            updateTitle()
        }
        if fds[3].revents != 0, signals?.acknowledge() == true { finished = true }
        if fds[4].revents != 0 { session.collectAudits() }
    }

    /// A line on standard error, terminal-safe; a closed standard error is not an error worth ending on.
    static func printError(_ line: String) {
        StandardStreams.writeError(terminalSafe(line) + "\n")
    }

    /// The line that tells a script the window is up, on standard output; nobody reading it ends nothing.
    private static func printReady(_ line: String) {
        var line = line
        line.withUTF8 { try? StandardStreams.writeOutput(UnsafeRawBufferPointer($0)) }
    }
}
