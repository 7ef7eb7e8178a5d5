/// A `UIControlEvents` value a control sends while it tracks a touch.
public enum ControlEvent: String, Hashable, Sendable, Codable {
    case touchDown, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit, touchUpInside, touchUpOutside
    case touchCancel
    /// The control's value changed: a slider's thumb moved, a stepper stepped, a switch was toggled, a segmented
    /// control's selection or a page control's page changed.
    case valueChanged
}
