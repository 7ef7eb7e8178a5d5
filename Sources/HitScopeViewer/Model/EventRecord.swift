import HitScopeAudit
import HitScopeCore
import HitScopeOutput

/// One line of `--event-log`: a pointer event over the drawing and what the engine answered for it.
///
/// `motion`: hovering (no button down): the hit-test view at the point, its responder chain and who would handle
/// a touch that began there. `press`: a touch begins: the same for the point. `drag` and `release`: the touch's
/// hit-test view and chain (from where it began) and who handled the moved or ended phase. While the audit
/// overlay is shown and its audit is done, `motion` and `press` also give `audit`: the findings the side panel
/// shows for the point. Every key is written, `null` included, as the log's readers expect; `audit` only while the
/// overlay shows it.
public struct EventRecord: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Sendable {
        case motion, press, drag, release
    }

    public var type: Kind
    /// Window pixels.
    public var window: [Int]
    /// Screen points.
    public var scene: [Double]
    @NullWhenNil public var hitView: String? = nil
    public var responderChain: [String]
    @NullWhenNil public var handledBy: String? = nil
    /// The audit's findings about the views at the point (`AuditHover`), when the audit overlay shows them.
    public var audit: [Finding]?

    /// One finding of the touch-target audit, in its own words.
    public struct Finding: Codable, Hashable, Sendable {
        public var view: String
        public var rule: String
        public var severity: String
        public var message: String
        public var fix: String
        /// The parts of the view's touch area whose answer depends on an unsettled question, in words; absent where
        /// the answer is sure.
        public var uncertain: [String]?

        /// `finding`, a finding of `result`, in the audit's words (`AuditWords`).
        public init(_ finding: AuditFinding, in result: AuditSceneResult) {
            let record = AuditFindingRecord(finding, in: result)
            (view, rule, severity) = (record.view, record.rule.rawValue, record.severity.rawValue)
            (message, fix) = (record.message, record.fix)
            uncertain = record.uncertain?.map(\.text)
        }
    }

    public init(
        type: Kind, window: PixelPoint, scene: Point, hitView: String?, responderChain: [String], handledBy: String?, audit: [Finding]? = nil
    ) {
        self.type = type
        self.window = [window.x, window.y]
        self.scene = [scene.x, scene.y]
        self.hitView = hitView
        self.responderChain = responderChain
        self.handledBy = handledBy
        self.audit = audit
    }
}
