/// libyaml's events for plain JSON, read straight from the bytes: libyaml reads JSON as YAML's flow style, and
/// for each token scans every flow level's possible key (30 % of its time on a 10,000-view scene; more the deeper
/// the file nests). The scanner answers only what it is sure libyaml answers the same way — the same events, values,
/// styles and places (line, and column in characters) — and stops (`next()` answers nil) at anything else: an
/// escape, a tab or carriage return, a key longer than libyaml's simple keys, a character YAML treats as a line
/// break or refuses, anything that is not JSON. The reader then hands the file to libyaml, which skips the events
/// already read. `SceneEventLog` and the tests hold the two to the same events on every input.
struct JSONEventScanner {
    /// Keys are scanned only this long: libyaml drops a possible key after 1,024 characters.
    private static let longestKey = 1_000

    private var cursor: TextCursor
    /// For each open collection: whether it is a mapping.
    private var open: [Bool] = []
    private var state = State.start
    /// The deepest the scanner nests before leaving the file to libyaml (which refuses at its own limit).
    private let deepest = Int(SceneDepth.yamlNestingLimit) - 2

    private enum State {
        /// Before the document: its start comes next.
        case start
        /// After the document's start: the top collection comes next.
        case top
        /// After `[`: a value or `]`.
        case firstItem
        /// A value comes next (after `,` in a list, or `:`).
        case value
        /// After `{`: a key or `}`.
        case firstKey
        /// After `,` in a mapping: a key.
        case key
        /// After a value: `,`, or the end of its collection (or of the document).
        case afterValue
        /// After the document's end: the stream's.
        case streamEnd
        case done
    }

    /// `bytes` are valid UTF-8 without a byte-order mark, and must outlive the scanner.
    init(bytes: UnsafeRawBufferPointer) {
        cursor = TextCursor(bytes: bytes)
    }

    /// Whether the text is worth scanning: its first character (after white space) opens a JSON object or array.
    static func looksLikeJSON(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let first = bytes.first(where: { $0 != 0x20 && $0 != 0x0A }) else { return false }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// The next event, or nil where the scanner cannot vouch for libyaml's (from then on, only libyaml can).
    mutating func next() -> YAMLEvent? {
        while candidates.isEmpty ? delivered == held.count : true {
            if candidates.isEmpty {
                held.removeAll(keepingCapacity: true)
                delivered = 0
            }
            guard let event = scan() else { return nil }
            forgetStaleCandidates()
            if candidates.isEmpty && held.isEmpty { return event }
            held.append(event)
        }
        // Moved out, a trivial event left in its place: a copy and, once the line is given, a destroy, saved.
        var event = YAMLEvent.streamEnd
        swap(&event, &held[delivered])
        delivered += 1
        return event
    }

    /// The scanned events not yet given, held while an item might still turn out to be a YAML key; and how many
    /// of them are given.
    private var held: [YAMLEvent] = []
    private var delivered = 0
    /// Where each item that might still be a key starts, and the depth of the list that holds it: in YAML's flow
    /// style a list item followed by `:` on its line (`[a: b]`, `{}: x` at the top) is a key, and libyaml puts a
    /// mapping's start before it. An item stops being one at the end of its line, 1,024 characters on (libyaml's
    /// simple keys), or when a `,` or its list's end follows it.
    private var candidates: [(line: Int, column: Int, depth: Int)] = []
    /// How far (in characters) past an item's start libyaml still takes a `:` as its key's, with room to spare.
    private static let keyReach = 1_030

    /// Drops the items that can no longer be keys: the oldest first (they are kept in the order they start), so that
    /// an event costs one comparison while none is stale.
    private mutating func forgetStaleCandidates() {
        let stale = candidates.prefix { $0.line < cursor.line || cursor.column - $0.column > Self.keyReach }.count
        if stale > 0 { candidates.removeFirst(stale) }
    }

    /// At the end of the item that is the newest candidate: true if what follows it on its line (past spaces) is
    /// `,`, `]`, `}` or the line's end, after which libyaml no longer takes it for a key; false for anything else (a
    /// `:` anywhere further on the line may make it one).
    private mutating func itemEnds() -> Bool {
        guard let item = candidates.last, item.depth == open.count else { return true }
        var next = cursor.offset
        let bytes = cursor.bytes
        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
        guard next == bytes.count || [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x0A].contains(bytes[next]) else { return false }
        candidates.removeLast()
        return true
    }

    /// One event as it is scanned, or nil.
    private mutating func scan() -> YAMLEvent? {
        switch state {
        case .start:
            skipSpace()
            state = .top
            return .documentStart(at: cursor.here)
        case .top:
            candidates.append((cursor.line, cursor.column, 0))
            return collectionStart()
        case .firstItem, .value:
            skipSpace()
            if state == .firstItem, peek == UInt8(ascii: "]") { return collectionEnd() }
            if open.last == false { candidates.append((cursor.line, cursor.column, open.count)) }
            return value()
        case .firstKey, .key:
            skipSpace()
            if state == .firstKey, peek == UInt8(ascii: "}") { return collectionEnd() }
            return key()
        case .afterValue:
            skipSpace()
            guard let isMapping = open.last else {
                guard cursor.isAtEnd else { return nil }
                state = .streamEnd
                return .documentEnd
            }
            switch peek {
            case UInt8(ascii: ","):
                advance()
                state = isMapping ? .key : .value
                return scan()
            case UInt8(ascii: "}") where isMapping, UInt8(ascii: "]") where !isMapping:
                return collectionEnd()
            default:
                return nil
            }
        case .streamEnd:
            state = .done
            return .streamEnd
        case .done:
            return .streamEnd
        }
    }

    // MARK: - Tokens

    private mutating func value() -> YAMLEvent? {
        switch peek {
        case UInt8(ascii: "{"), UInt8(ascii: "["): return collectionStart()
        case UInt8(ascii: "\""):
            guard let (text, at) = string(), itemEnds() else { return nil }
            state = .afterValue
            return .scalar(text, plain: false, anchor: nil, at: at)
        default:
            guard let (text, at) = plainWord(), itemEnds() else { return nil }
            state = .afterValue
            return .scalar(text, plain: true, anchor: nil, at: at)
        }
    }

    /// A key, its `:` and the space after it: libyaml's simple key, on one line and shorter than its limit.
    private mutating func key() -> YAMLEvent? {
        guard peek == UInt8(ascii: "\"") else { return nil }
        let startColumn = cursor.column
        guard let (text, at) = string() else { return nil }
        while peek == 0x20 { advance() }
        guard peek == UInt8(ascii: ":"), cursor.column - startColumn < Self.longestKey else { return nil }
        advance()
        state = .value
        return .scalar(text, plain: false, anchor: nil, at: at)
    }

    private mutating func collectionStart() -> YAMLEvent? {
        guard let byte = peek, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "["), open.count < deepest else { return nil }
        let at = cursor.here
        advance()
        let isMapping = byte == UInt8(ascii: "{")
        open.append(isMapping)
        state = isMapping ? .firstKey : .firstItem
        return isMapping ? .mappingStart(anchor: nil, at: at) : .sequenceStart(anchor: nil, at: at)
    }

    private mutating func collectionEnd() -> YAMLEvent? {
        guard let isMapping = open.popLast() else { return nil }
        advance()
        guard itemEnds() else { return nil }
        state = .afterValue
        return isMapping ? .mappingEnd : .sequenceEnd
    }

    /// A double-quoted string without escapes: its characters, as libyaml gives them (nil for anything else).
    private mutating func string() -> (String, SourceLocation)? {
        let at = cursor.here
        advance()
        let start = cursor.offset
        while let byte = peek {
            switch byte {
            case UInt8(ascii: "\""):
                let text = cursor.text(start, cursor.offset)
                advance()
                return (text, at)
            case UInt8(ascii: "\\"), 0..<0x20, 0x7F:
                return nil
            case 0x20..<0x7F:
                advance()
            default:
                guard cursor.advanceOverPrintable() else { return nil }
            }
        }
        return nil
    }

    /// A number, `true`, `false` or `null` as JSON writes it, ending where JSON ends a value.
    private mutating func plainWord() -> (String, SourceLocation)? {
        let at = cursor.here
        let start = cursor.offset
        for word in Self.words where matches(word) {
            cursor.advance(by: word.count)
            return endOfWord(from: start, at: at)
        }
        if peek == UInt8(ascii: "-") { advance() }
        if peek == UInt8(ascii: "0") {
            advance()
        } else {
            guard digits() > 0 else { return nil }
        }
        if peek == UInt8(ascii: ".") {
            advance()
            guard digits() > 0 else { return nil }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            advance()
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { return nil }
        }
        return endOfWord(from: start, at: at)
    }

    /// The word from `start`, if what follows ends it as JSON ends a value: YAML's plain scalars go on past spaces
    /// and line breaks (`1 2` is one scalar), so after them only `,`, `]` or `}` may come.
    private mutating func endOfWord(from start: Int, at: SourceLocation) -> (String, SourceLocation)? {
        var next = cursor.offset
        let bytes = cursor.bytes
        while next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x0A { next += 1 }
        guard next < bytes.count, [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[next]) else { return nil }
        return (cursor.text(start, cursor.offset), at)
    }

    private mutating func digits() -> Int {
        var count = 0
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            advance()
            count += 1
        }
        return count
    }

    private static let words: [[UInt8]] = ["true", "false", "null"].map { Array($0.utf8) }

    private func matches(_ word: [UInt8]) -> Bool {
        guard peek == word[0], cursor.offset + word.count <= cursor.bytes.count else { return false }
        return zip(cursor.bytes[cursor.offset...], word).allSatisfy { $0 == $1 }
    }

    // MARK: - Characters

    private var peek: UInt8? { cursor.peek }

    private mutating func advance() { cursor.advance() }

    /// Past spaces and line feeds (JSON's other white space, tab and carriage return, libyaml reads its own way).
    private mutating func skipSpace() {
        while let byte = cursor.peek {
            if byte == 0x20 {
                cursor.advance()
            } else if byte == 0x0A {
                cursor.advanceOverLineFeed()
            } else {
                return
            }
        }
    }
}
