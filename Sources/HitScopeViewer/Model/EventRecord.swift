import HitScopeCore

/// One line of `--event-log`: a pointer event over the drawing and what the engine answered for it.
///
/// `motion`: hovering (no button down): the hit-test view at the point, its responder chain and who would handle
/// a touch that began there. `press`: a touch begins: the same for the point. `drag` and `release`: the touch's
/// hit-test view and chain (from where it began) and who handled the moved or ended phase.
public struct EventRecord: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case motion, press, drag, release
    }

    public var type: Kind
    /// Window pixels.
    public var window: [Int]
    /// Screen points.
    public var scene: [Double]
    public var hitView: String?
    public var responderChain: [String]
    public var handledBy: String?

    public init(type: Kind, window: PixelPoint, scene: Point, hitView: String?, responderChain: [String], handledBy: String?) {
        self.type = type
        self.window = [window.x, window.y]
        self.scene = [scene.x, scene.y]
        self.hitView = hitView
        self.responderChain = responderChain
        self.handledBy = handledBy
    }

    enum CodingKeys: String, CodingKey { case type, window, scene, hitView, responderChain, handledBy }

    /// Writes every key, `null` included, as the log's readers expect.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(type, forKey: .type)
        try c.encode(window, forKey: .window)
        try c.encode(scene, forKey: .scene)
        try c.encode(hitView, forKey: .hitView)
        try c.encode(responderChain, forKey: .responderChain)
        try c.encode(handledBy, forKey: .handledBy)
    }
}
