import CX11

/// A request from another program for the clipboard's content.
struct ClipboardRequest {
    let requestor: Window
    let selection: Atom
    let target: Atom
    let property: Atom
    let time: Time
}

/// What the X server says, in the viewer's terms.
enum WindowEvent {
    /// An input event and, for the pointer's, the X server's time in seconds (touches keep their real timing).
    case input(InputEvent, time: Double? = nil)
    /// Part of the window must be painted again.
    case exposed
    /// The window has a new size.
    case configured(width: Int, height: Int)
    /// The window is gone (closed by another client, `xdotool windowclose`).
    case destroyed
    case selectionRequest(ClipboardRequest)
    /// Another program took the selection.
    case selectionLost(Atom)
}

/// The one place that reads and writes Xlib's `XEvent` union: it takes the next event from the queue and turns it
/// into a `WindowEvent`, and it builds the events the viewer sends. Nothing else touches `xbutton.x` & co.
struct XEventBoundary {
    let window: XWindow
    private var display: OpaquePointer { window.connection.display }
    private var atoms: Atoms { window.atoms }

    /// Takes the next event (waiting for one if the queue is empty); nil for events the viewer ignores (MIT-SHM
    /// completions, keyboard mapping changes once applied, other windows' events).
    func next() -> WindowEvent? {
        var event = XEvent()
        XNextEvent(display, &event)
        switch event.type {
        case MotionNotify:
            let m = event.xmotion
            return .input(.pointerMoved(PixelPoint(Int(m.x), Int(m.y)), Self.modifiers(m.state)), time: Self.seconds(m.time))
        case ButtonPress, ButtonRelease:
            let b = event.xbutton
            let point = PixelPoint(Int(b.x), Int(b.y))
            let modifiers = Self.modifiers(b.state)
            let pressed = event.type == ButtonPress
            let time = Self.seconds(b.time)
            switch b.button {
            case 1: return .input(pressed ? .pointerPressed(.primary, point, modifiers) : .pointerReleased(.primary, point, modifiers), time: time)
            case 2: return .input(pressed ? .pointerPressed(.middle, point, modifiers) : .pointerReleased(.middle, point, modifiers), time: time)
            case 3: return .input(pressed ? .pointerPressed(.secondary, point, modifiers) : .pointerReleased(.secondary, point, modifiers), time: time)
            case 4, 5, 6, 7:
                guard pressed else { return nil }
                let direction: ScrollDirection = [4: .up, 5: .down, 6: .left, 7: .right][b.button] ?? .down
                return .input(.scrolled(direction, point, modifiers))
            default: return nil
            }
        case KeyPress:
            var keysym: KeySym = 0
            var buffer = [CChar](repeating: 0, count: 16)
            XLookupString(&event.xkey, &buffer, Int32(buffer.count), &keysym, nil)
            guard let key = Self.key(keysym) else { return nil }
            return .input(.key(key, Self.modifiers(event.xkey.state)))
        case LeaveNotify:
            return event.xcrossing.mode == NotifyNormal ? .input(.pointerLeft) : nil
        case Expose:
            return event.xexpose.count == 0 ? .exposed : nil
        case ConfigureNotify:
            let c = event.xconfigure
            guard c.window == window.id else { return nil }
            return .configured(width: Int(c.width), height: Int(c.height))
        case DestroyNotify:
            return event.xdestroywindow.window == window.id ? .destroyed : nil
        case ClientMessage:
            let c = event.xclient
            guard c.message_type == atoms.protocols, Atom(bitPattern: c.data.l.0) == atoms.deleteWindow else { return nil }
            return .input(.closeRequested)
        case SelectionRequest:
            let r = event.xselectionrequest
            return .selectionRequest(
                ClipboardRequest(requestor: r.requestor, selection: r.selection, target: r.target, property: r.property, time: r.time))
        case SelectionClear:
            return .selectionLost(event.xselectionclear.selection)
        case MappingNotify:
            XRefreshKeyboardMapping(&event.xmapping)
            return nil
        default:
            return nil
        }
    }

    /// Tells a requestor that its selection request was served in `property` (or refused, with `None`).
    func notify(_ request: ClipboardRequest, property: Atom) {
        var event = XEvent()
        event.xselection.type = SelectionNotify
        event.xselection.display = display
        event.xselection.requestor = request.requestor
        event.xselection.selection = request.selection
        event.xselection.target = request.target
        event.xselection.property = property
        event.xselection.time = request.time
        XSendEvent(display, request.requestor, False, 0, &event)
    }

    /// An X server time (milliseconds, wrapping after 49 days) in seconds.
    private static func seconds(_ time: Time) -> Double { Double(time) / 1000 }

    private static func modifiers(_ state: UInt32) -> Modifiers {
        var modifiers: Modifiers = []
        if state & UInt32(ShiftMask) != 0 { modifiers.insert(.shift) }
        if state & UInt32(ControlMask) != 0 { modifiers.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    private static func key(_ keysym: KeySym) -> Key? {
        switch Int32(truncatingIfNeeded: keysym) {
        case XK_Left, XK_KP_Left: return .left
        case XK_Right, XK_KP_Right: return .right
        case XK_Up, XK_KP_Up: return .up
        case XK_Down, XK_KP_Down: return .down
        case XK_Home, XK_KP_Home: return .home
        case XK_End, XK_KP_End: return .end
        case XK_Page_Up, XK_KP_Page_Up: return .pageUp
        case XK_Page_Down, XK_KP_Page_Down: return .pageDown
        case XK_Escape: return .escape
        case XK_Return, XK_KP_Enter: return .enter
        case XK_KP_Add: return .character("+")
        case XK_KP_Subtract: return .character("-")
        case 0x20...0x7e: return UnicodeScalar(UInt32(keysym)).map { .character(Character($0)) }
        default: return nil
        }
    }
}
