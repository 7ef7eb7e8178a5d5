/// How one phase of one finger's touch travelled.
public struct PhaseDelivery: Hashable, Sendable {
    /// Seconds on the touch sequence's clock (from its first sample).
    public let time: Double
    /// The finger (its index in the touch sequence).
    public let finger: Int
    public let phase: TouchPhase
    /// The touch's location in screen space.
    public let point: Point
    /// The responders that received the phase, in order: the hit-test view first, then each one a responder
    /// forwarded it to. Empty when there is no hit-test view.
    public let receivers: [Responder]
    /// The responder that handled the phase; nil when the application dropped it.
    public let handledBy: Responder?
    /// The control events sent, in order, when the handler is an enabled control that tracks the touch.
    public let sends: [ControlEvent]
    /// When a control tracks the touch: its `isHighlighted` after this phase (YES while the finger is inside its
    /// tolerance, NO once it lifts or is cancelled); nil otherwise.
    public var highlighted: Bool? = nil
    /// The value this phase left when it sent `valueChanged`: a slider's or a stepper's `value`, a switch's `isOn` (1
    /// or 0), a segmented control's `selectedSegmentIndex`, a page control's `currentPage`; nil otherwise.
    public var value: Double? = nil
}
