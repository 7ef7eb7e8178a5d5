import CX11
import Foundation

/// The viewer's top-level window: titled, of class `hitscope`, closable through the window manager
/// (WM_DELETE_WINDOW), painted only by the viewer (no background, north-west bit gravity: no flicker on resize).
/// Owns the window and destroys it when released, unless the server already did.
final class XWindow {
    let connection: XConnection
    let atoms: Atoms
    let id: Window
    let visual: UnsafeMutablePointer<Visual>
    private(set) var width: Int
    private(set) var height: Int
    /// Set when the server destroyed the window (DestroyNotify), so it is not destroyed twice.
    var isDestroyed = false

    static let eventMask =
        ExposureMask | KeyPressMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask | LeaveWindowMask | StructureNotifyMask

    init(connection: XConnection, atoms: Atoms, width: Int, height: Int, title: String) throws(ViewerError) {
        let display = connection.display
        let screen = connection.screen
        guard let visual = XDefaultVisual(display, screen) else { throw ViewerError("hitscope view: the X server has no default visual") }
        var attributes = XSetWindowAttributes()
        attributes.background_pixmap = Pixmap(None)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = Int(Self.eventMask)
        let mask = UInt(CWBackPixmap | CWBitGravity | CWEventMask)
        let window = XCreateWindow(
            display, XRootWindow(display, screen), 0, 0, UInt32(width), UInt32(height), 0, XDefaultDepth(display, screen),
            UInt32(InputOutput), visual, mask, &attributes)
        guard window != 0 else { throw ViewerError("hitscope view: the X server refused to create a window") }
        self.connection = connection
        self.atoms = atoms
        self.id = window
        self.visual = visual
        self.width = width
        self.height = height
        setClass()
        setTitle(title)
        var protocols = [atoms.deleteWindow]
        XSetWMProtocols(display, window, &protocols, 1)
        var pid = UInt(getpid())
        _ = withUnsafeBytes(of: &pid) { bytes in
            XChangeProperty(display, window, atoms.netWMPID, Atom(XA_CARDINAL), 32, PropModeReplace,
                            bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
        }
        if let hints = XAllocSizeHints() {
            hints.pointee.flags = PMinSize
            hints.pointee.min_width = 320
            hints.pointee.min_height = 240
            XSetWMNormalHints(display, window, hints)
            XFree(hints)
        }
    }

    deinit {
        if !isDestroyed { XDestroyWindow(connection.display, id) }
    }

    /// WM_CLASS: instance and class `hitscope`.
    private func setClass() {
        guard let hint = XAllocClassHint() else { return }
        let name = strdup("hitscope")
        hint.pointee.res_name = name
        hint.pointee.res_class = name
        XSetClassHint(connection.display, id, hint)
        free(name)
        XFree(hint)
    }

    /// Sets WM_NAME (Latin-1 as far as it goes) and _NET_WM_NAME (UTF-8), which window managers show.
    func setTitle(_ title: String) {
        XStoreName(connection.display, id, String(title.unicodeScalars.map { $0.value < 256 ? Character($0) : "?" }))
        let bytes = Array(title.utf8)
        XChangeProperty(connection.display, id, atoms.netWMName, atoms.utf8String, 8, PropModeReplace, bytes, Int32(bytes.count))
    }

    func map() { XMapWindow(connection.display, id) }

    /// Records the size the server gave the window.
    func resized(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
