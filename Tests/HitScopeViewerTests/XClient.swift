import CX11
import Foundation

/// The test's own connection to its Xvfb: it reads the window's pixels, title and size, asks for the clipboard,
/// resizes the window and sends the window manager's close request, which nothing sends under a bare Xvfb.
final class XClient {
    let display: OpaquePointer

    init(_ name: String) throws {
        guard let display = XOpenDisplay(name) else { throw TestFailure("cannot open \(name)") }
        self.display = display
    }

    deinit { XCloseDisplay(display) }

    /// The window's pixels as 0xRRGGBB, row by row.
    func pixels(of window: Window) throws -> (width: Int, height: Int, rgb: [UInt32]) {
        XSync(display, False)
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        let width = Int(attributes.width), height = Int(attributes.height)
        guard let image = XGetImage(display, window, 0, 0, UInt32(width), UInt32(height), UInt(bitPattern: -1), ZPixmap) else {
            throw TestFailure("cannot read the window's pixels")
        }
        defer { _ = image.pointee.f.destroy_image(image) }  // XDestroyImage is a macro
        var rgb = [UInt32](repeating: 0, count: width * height)
        let data = image.pointee.data!
        let stride = Int(image.pointee.bytes_per_line)
        for y in 0..<height {
            for x in 0..<width {
                let word = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                rgb[y * width + x] = word & 0xff_ffff
            }
        }
        return (width, height, rgb)
    }

    func size(of window: Window) -> (width: Int, height: Int) {
        XSync(display, False)
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        return (Int(attributes.width), Int(attributes.height))
    }

    /// _NET_WM_NAME (UTF-8).
    func title(of window: Window) -> String? { property(window, XInternAtom(display, "_NET_WM_NAME", False)) }

    /// WM_CLASS: instance and class.
    func windowClass(of window: Window) -> [String] {
        (property(window, Atom(XA_WM_CLASS)) ?? "").split(separator: "\0").map(String.init)
    }

    func resize(_ window: Window, width: Int, height: Int) {
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XSync(display, False)
    }

    /// Sends WM_PROTOCOLS / WM_DELETE_WINDOW, as a window manager's close button does.
    func requestClose(_ window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", False)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(bitPattern: XInternAtom(display, "WM_DELETE_WINDOW", False))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, False, 0, &event)
        XSync(display, False)
    }

    /// Starts counting the windows created on the screen (CreateNotify on the root window).
    func watchWindowCreation() {
        XSelectInput(display, XDefaultRootWindow(display), SubstructureNotifyMask)
        XSync(display, False)
    }

    /// How many windows were created since `watchWindowCreation` or the last call.
    func windowsCreated() -> Int {
        XSync(display, False)
        var event = XEvent()
        var count = 0
        while XCheckTypedEvent(display, CreateNotify, &event) != 0 { count += 1 }
        return count
    }

    /// Asks the CLIPBOARD's owner for UTF-8 text, as a paste does.
    func clipboardText(timeout: Double = 5) throws -> String? {
        let root = XDefaultRootWindow(display)
        let requestor = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        defer { XDestroyWindow(display, requestor) }
        let clipboard = XInternAtom(display, "CLIPBOARD", False), utf8 = XInternAtom(display, "UTF8_STRING", False)
        let property = XInternAtom(display, "HITSCOPE_TEST_PASTE", False)
        XConvertSelection(display, clipboard, utf8, property, requestor, Time(CurrentTime))
        XFlush(display)
        let deadline = Date().addingTimeInterval(timeout)
        var event = XEvent()
        while Date() < deadline {
            if XCheckTypedWindowEvent(display, requestor, SelectionNotify, &event) != 0 {
                guard event.xselection.property == property else { return nil }
                return self.property(requestor, property)
            }
            usleep(10_000)
        }
        throw TestFailure("no answer to the clipboard request")
    }

    private func property(_ window: Window, _ atom: Atom) -> String? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom, 0, 1 << 24, False, Atom(AnyPropertyType), &type, &format, &count, &after, &data) == Success,
            let data
        else { return nil }
        defer { XFree(data) }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }
}
