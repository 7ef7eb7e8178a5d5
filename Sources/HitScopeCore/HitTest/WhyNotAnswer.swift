/// The answer to "why is this view not the hit-test view here?".
public struct WhyNotAnswer: Hashable, Sendable {
    public let view: ViewID
    public let point: Point
    public let hitView: ViewID?
    public let reason: WhyNotReason
}
