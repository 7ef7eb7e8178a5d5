/// How one phase of a touch travelled.
public struct PhaseDelivery: Hashable, Sendable {
    public let phase: TouchPhase
    /// The touch's location in screen space.
    public let point: Point
    /// The responders that received the phase, in order: the hit-test view first, then each one a responder
    /// forwarded it to. Empty when there is no hit-test view.
    public let receivers: [Responder]
    /// The responder that handled the phase; nil when the application dropped it.
    public let handledBy: Responder?
    /// The control event sent when the handler is an enabled control.
    public let controlEvent: ControlEvent?
}
