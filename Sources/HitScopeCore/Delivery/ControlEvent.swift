/// A `UIControlEvents` value a control sends while it tracks a touch.
public enum ControlEvent: String, Hashable, Sendable, Codable {
    case touchDown, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside
    case touchCancel
    /// A slider's thumb moved (while dragged) or a switch was toggled.
    case valueChanged
}
