/// The file's events as libyaml gives them, aliases not expanded: scanned straight from JSON while the JSON scanner
/// vouches for them, and libyaml's from then on (libyaml reads the file from its start, past the events already
/// given). Read on the reader's thread, or on a thread of its own (`YAMLEventPipe`).
struct SyntaxEvents {
    private var json: JSONEventScanner?
    private var libYAML: YAMLEventParser?
    /// The events the JSON scanner gave, which libyaml skips if it takes over.
    private var scanned = 0
    private let bytes: UnsafeRawBufferPointer

    /// `bytes` are valid UTF-8 without a byte-order mark, and must outlive the events; JSON is scanned straight
    /// when `scansJSON`.
    init(bytes: UnsafeRawBufferPointer, scansJSON: Bool) {
        self.bytes = bytes
        if scansJSON, JSONEventScanner.looksLikeJSON(bytes) {
            json = JSONEventScanner(bytes: bytes)
        } else {
            libYAML = YAMLEventParser(bytes: bytes)
        }
    }

    /// The next event; the stream-start event is skipped, and after the end every call answers `.streamEnd`.
    mutating func next() throws(YAMLSyntaxError) -> YAMLEvent {
        if json != nil {
            if let event = json?.next() {
                scanned += 1
                return event
            }
            json = nil
            let parser = YAMLEventParser(bytes: bytes)
            libYAML = parser
            for _ in 0..<scanned { _ = try parser.next() }
        }
        return try libYAML?.next() ?? .streamEnd
    }
}
