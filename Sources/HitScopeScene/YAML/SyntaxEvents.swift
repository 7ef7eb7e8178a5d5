/// The file's events as libyaml gives them, aliases not expanded: scanned straight from JSON (`JSONEventScanner`) or
/// block YAML (`BlockYAMLScanner`) while the scanner vouches for them, and libyaml's from then on (libyaml reads the
/// file from its start, past the events already given). Read on the reader's thread, or on a thread of its own
/// (`YAMLEventPipe`).
struct SyntaxEvents {
    private var json: JSONEventScanner?
    private var block: BlockYAMLScanner?
    private var libYAML: YAMLEventParser?
    /// The events the scanner gave, which libyaml skips if it takes over.
    private(set) var scannedCount = 0
    private let bytes: UnsafeRawBufferPointer

    /// `bytes` are valid UTF-8 without a byte-order mark, and must outlive the events; they are scanned straight
    /// when `scans`.
    init(bytes: UnsafeRawBufferPointer, scans: Bool) {
        self.bytes = bytes
        if !scans {
            libYAML = YAMLEventParser(bytes: bytes)
        } else if JSONEventScanner.looksLikeJSON(bytes) {
            json = JSONEventScanner(bytes: bytes)
        } else {
            block = BlockYAMLScanner(bytes: bytes)
        }
    }

    /// The next event; the stream-start event is skipped, and after the end every call answers `.streamEnd`.
    mutating func next() throws(YAMLSyntaxError) -> YAMLEvent {
        if libYAML == nil {
            if let event = json != nil ? json?.next() : block?.next() {
                scannedCount += 1
                return event
            }
            json = nil
            block = nil
            let parser = YAMLEventParser(bytes: bytes)
            libYAML = parser
            for _ in 0..<scannedCount { _ = try parser.next() }
        }
        return try libYAML?.next() ?? .streamEnd
    }
}
