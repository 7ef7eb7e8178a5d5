import CX11

/// Why the viewer cannot start or go on.
public struct ViewerError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }

    /// No X display: what happened, and what to do instead.
    static func noDisplay(_ name: String?) -> ViewerError {
        let what: String
        if let name, !name.isEmpty {
            what = "cannot open the X display \"\(name)\" (DISPLAY): no X server answers there, or it refused the connection"
        } else {
            what = "cannot open an X display: DISPLAY is not set"
        }
        return ViewerError(
            "hitscope view: \(what). "
                + "Run it inside a desktop session, or start a virtual display (Xvfb :99 & then DISPLAY=:99 hitscope view SCENE); "
                + "without a display, `hitscope report SCENE -o report.html` writes the same drawing as a page for a browser.")
    }
}

/// The connection to the X server. Owns it and closes it when released.
final class XConnection {
    let display: OpaquePointer
    let screen: Int32
    /// The name the connection was opened with (`:0`), for messages.
    let name: String

    init(name: String?) throws(ViewerError) {
        guard let name, !name.isEmpty else { throw .noDisplay(name) }
        guard let display = XOpenDisplay(name) else { throw .noDisplay(name) }
        self.display = display
        self.screen = XDefaultScreen(display)
        self.name = name
    }

    deinit { XCloseDisplay(display) }

    /// The descriptor to wait on for events.
    var fileDescriptor: Int32 { XConnectionNumber(display) }

    func atom(_ name: String) -> Atom { XInternAtom(display, name, False) }
}

/// The atoms the viewer uses, interned once.
struct Atoms {
    let protocols: Atom
    let deleteWindow: Atom
    let clipboard: Atom
    let primary: Atom
    let targets: Atom
    let utf8String: Atom
    let string: Atom
    let text: Atom
    let netWMName: Atom
    let netWMPID: Atom

    init(_ connection: XConnection) {
        protocols = connection.atom("WM_PROTOCOLS")
        deleteWindow = connection.atom("WM_DELETE_WINDOW")
        clipboard = connection.atom("CLIPBOARD")
        primary = Atom(XA_PRIMARY)
        targets = connection.atom("TARGETS")
        utf8String = connection.atom("UTF8_STRING")
        string = Atom(XA_STRING)
        text = connection.atom("TEXT")
        netWMName = connection.atom("_NET_WM_NAME")
        netWMPID = connection.atom("_NET_WM_PID")
    }
}
