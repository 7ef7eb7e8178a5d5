/// What became of one finger of a touch sequence.
public struct FingerDelivery: Hashable, Sendable {
    /// The hit-test view of the finger's first location; every phase goes to it, wherever the finger moves.
    public let hitView: ViewID?
    public let responderChain: [Responder]
    /// Why the views hear nothing of this finger, if they do not.
    public let withheld: TouchWithheld?
}
