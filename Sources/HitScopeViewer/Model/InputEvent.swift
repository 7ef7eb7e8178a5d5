/// A point on the window, in device pixels from its top-left corner.
public struct PixelPoint: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public init(_ x: Int, _ y: Int) {
        self.x = x
        self.y = y
    }
}

/// A rectangle of the window, in device pixels.
public struct PixelRect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, max(0, width), max(0, height))
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(_ point: PixelPoint) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }
}

/// Keyboard modifiers held during an event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let shift = Modifiers(rawValue: 1)
    public static let control = Modifiers(rawValue: 2)
    public static let alt = Modifiers(rawValue: 4)
}

/// A pointer button (the wheel arrives as `InputEvent.scrolled`).
public enum PointerButton: Hashable, Sendable {
    case primary, middle, secondary
}

public enum ScrollDirection: Hashable, Sendable {
    case up, down, left, right
}

/// A key, after the keyboard layout: a printable character or a named key.
public enum Key: Hashable, Sendable {
    case character(Character)
    case left, right, up, down, home, end, pageUp, pageDown, escape, enter
}

/// What the window system tells the viewer, in the viewer's own terms: the interaction logic works on these alone,
/// so it is tested without a window system (the X11 boundary turns X events into these).
public enum InputEvent: Hashable, Sendable {
    case pointerMoved(PixelPoint, Modifiers)
    case pointerPressed(PointerButton, PixelPoint, Modifiers)
    case pointerReleased(PointerButton, PixelPoint, Modifiers)
    case scrolled(ScrollDirection, PixelPoint, Modifiers)
    /// The pointer left the window.
    case pointerLeft
    case key(Key, Modifiers)
    /// The window's new size in pixels.
    case resized(width: Int, height: Int)
    /// The window manager's close button (WM_DELETE_WINDOW).
    case closeRequested
}
