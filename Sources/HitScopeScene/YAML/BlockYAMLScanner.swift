/// libyaml's events for block-style YAML as `SceneWriter`, `hitscope generate` and people write it, read straight
/// from the bytes a line at a time: libyaml's reader, scanner and parser cost a 10,000-view scene about 350 M
/// instructions on the parsing thread (docs/performance.md). Like `JSONEventScanner`, it answers only what it is
/// sure libyaml answers the same way — the same events, values, styles and places — and stops (`next()` answers
/// nil) at anything else, and the reader hands the file to libyaml, which skips the events already given.
///
/// What it reads: block mappings and sequences indented by spaces (a sequence may sit at its key's indentation),
/// `- key: value` entries, keys and values that are plain or quoted scalars on one line, flow lists and mappings of
/// plain words on one line (`[0, 0, 375, 667]`, `{minimumSize: [44, 44]}`), blank lines and whole-line comments. It
/// stops at a tab, a carriage return, a comment after content, an empty value, a scalar that goes on to the next
/// line, an escape or a doubled quote, an anchor, alias, tag, block scalar, directive or document marker, and at
/// whatever libyaml refuses.
/// The events of a line are given only once the whole line is read, and a plain scalar's only once the next line
/// is known not to continue it.
struct BlockYAMLScanner {
    /// Keys are scanned only this long: libyaml drops a possible key after 1,024 characters.
    private static let longestKey = 1_000
    /// The most flow collections the scanner reads inside one another.
    private static let deepestFlow = 16

    /// One open block collection.
    private struct Block {
        let isMapping: Bool
        /// Its column, from 0, as libyaml counts indentation.
        let indent: Int
        /// A sequence at its key's own indentation (`key:` then `- item` below it): it ends at the next line there
        /// that is not an entry.
        let isIndentless: Bool
    }

    private enum Phase {
        /// Before the document's first line.
        case start
        /// Inside the document.
        case lines
        /// After the stream's end.
        case done
    }

    private var cursor: TextCursor
    /// The open block collections, outermost first.
    private var open: [Block] = []
    /// After a `key:` that ends its line: the indentation of its mapping (the value is on the lines below).
    private var valueBelow: Int?
    private var phase = Phase.start
    /// The events of the line read last, and how many of them are given (each moved out, a trivial event left in
    /// its place: not copied, and nothing to release when the line is cleared).
    private var held: [YAMLEvent] = []
    private var delivered = 0
    /// The deepest the scanner nests before leaving the file to libyaml (which refuses at its own limit).
    private let deepest = Int(SceneDepth.yamlNestingLimit) - 2

    /// `bytes` are valid UTF-8 without a byte-order mark, and must outlive the scanner.
    init(bytes: UnsafeRawBufferPointer) {
        cursor = TextCursor(bytes: bytes)
    }

    /// The next event, or nil where the scanner cannot vouch for libyaml's (from then on, only libyaml can).
    mutating func next() -> YAMLEvent? {
        if delivered == held.count {
            held.removeAll(keepingCapacity: true)
            delivered = 0
            guard scanLine() else { return nil }
        }
        var event = YAMLEvent.streamEnd
        swap(&event, &held[delivered])
        delivered += 1
        return event
    }

    // MARK: - Lines

    /// The events of the next line with content (or of the end), into `held`; false where the scanner stops.
    private mutating func scanLine() -> Bool {
        if phase == .done {
            held.append(.streamEnd)
            return true
        }
        guard skipBlankLines() else { return false }
        if cursor.isAtEnd { return end() }
        let indent = cursor.column - 1
        guard indent > 0 || !startsDocumentMarker else { return false }
        let isEntry = cursor.peek == UInt8(ascii: "-") && isBlankOrEnd(cursor.peek(1))
        var opensBlock = false
        var isIndentless = false
        if phase == .start {
            phase = .lines
            held.append(.documentStart(at: cursor.here))
            opensBlock = true
        } else if let keyIndent = valueBelow {
            valueBelow = nil
            if indent > keyIndent {
                opensBlock = true
            } else if indent == keyIndent, isEntry {
                opensBlock = true
                isIndentless = true
            } else {
                return false  // an empty value: libyaml places its null where this scanner does not go
            }
        } else {
            while let last = open.last, last.indent > indent || (last.isIndentless && last.indent == indent && !isEntry) {
                open.removeLast()
                held.append(last.isMapping ? .mappingEnd : .sequenceEnd)
            }
            // Content after the root collection, deeper than any open collection, or of the other kind.
            guard let last = open.last, last.indent == indent, last.isMapping != isEntry else { return false }
        }
        if opensBlock {
            guard open.count < deepest else { return false }
            open.append(Block(isMapping: !isEntry, indent: indent, isIndentless: isIndentless))
            held.append(isEntry ? .sequenceStart(anchor: nil, at: cursor.here) : .mappingStart(anchor: nil, at: cursor.here))
        }
        return isEntry ? entry(sequenceIndent: indent) : keyAndValue(mappingIndent: indent)
    }

    /// At the end of the file: the open collections' ends, the document's and the stream's.
    private mutating func end() -> Bool {
        // An empty file (libyaml gives no document) or a key without a value.
        guard phase == .lines, valueBelow == nil else { return false }
        while let last = open.popLast() { held.append(last.isMapping ? .mappingEnd : .sequenceEnd) }
        held.append(.documentEnd)
        held.append(.streamEnd)
        phase = .done
        return true
    }

    /// An entry of the sequence at `sequenceIndent`, from its `-`: a scalar, a flow list, or a mapping's first key.
    private mutating func entry(sequenceIndent: Int) -> Bool {
        cursor.advance()
        cursor.skipSpaces()
        guard let first = cursor.peek, first != 0x0A, !(first == UInt8(ascii: "-") && isBlankOrEnd(cursor.peek(1))) else { return false }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { return flowCollection() && endOfLine() }
        let mappingIndent = cursor.column - 1
        guard let node = scalar() else { return false }
        guard node.isKey else { return lastOnLine(node, blockIndent: sequenceIndent) }
        guard open.count < deepest else { return false }
        open.append(Block(isMapping: true, indent: mappingIndent, isIndentless: false))
        held.append(.mappingStart(anchor: nil, at: node.at))
        return keyAndValue(node, mappingIndent: mappingIndent)
    }

    /// A key of the mapping at `mappingIndent`, its `:` and its value.
    private mutating func keyAndValue(mappingIndent: Int) -> Bool {
        guard let key = scalar(), key.isKey else { return false }
        return keyAndValue(key, mappingIndent: mappingIndent)
    }

    /// A key already scanned with its `:`, then its value.
    private mutating func keyAndValue(_ key: Scalar, mappingIndent: Int) -> Bool {
        guard cursor.column - key.at.column < Self.longestKey else { return false }
        held.append(.scalar(key.text, plain: key.plain, anchor: nil, at: key.at))
        return value(mappingIndent: mappingIndent)
    }

    /// After a key's `:`: its value on the line, or nothing (then the value is on the lines below).
    private mutating func value(mappingIndent: Int) -> Bool {
        cursor.skipSpaces()
        guard let first = cursor.peek, first != 0x0A else {
            valueBelow = mappingIndent
            return endOfLine()
        }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") { return flowCollection() && endOfLine() }
        guard let node = scalar(), !node.isKey else { return false }
        return lastOnLine(node, blockIndent: mappingIndent)
    }

    /// A scalar value that must end its line; a plain one also must not go on to the next (`nextLineEndsScalar`).
    private mutating func lastOnLine(_ node: Scalar, blockIndent: Int) -> Bool {
        guard isAtLineEnd, !node.plain || nextLineEndsScalar(blockIndent: blockIndent) else { return false }
        held.append(.scalar(node.text, plain: node.plain, anchor: nil, at: node.at))
        return endOfLine()
    }

    /// Past the spaces and the line feed that end the line (true at the end of the file too).
    private mutating func endOfLine() -> Bool {
        cursor.skipSpaces()
        guard let byte = cursor.peek else { return true }
        guard byte == 0x0A else { return false }
        cursor.advanceOverLineFeed()
        return true
    }

    /// Whether only spaces are left on the line.
    private var isAtLineEnd: Bool {
        var next = cursor.offset
        let bytes = cursor.bytes
        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
        return next == bytes.count || bytes[next] == 0x0A
    }

    /// Past blank lines and whole-line comments, to the next line's first character (or the end); false at a
    /// character libyaml refuses or reads its own way (tab, carriage return).
    private mutating func skipBlankLines() -> Bool {
        while true {
            cursor.skipSpaces()
            switch cursor.peek {
            case 0x0A:
                cursor.advanceOverLineFeed()
            case UInt8(ascii: "#"):
                while let byte = cursor.peek, byte != 0x0A {
                    if (0x20..<0x7F).contains(byte) {
                        cursor.advance()
                    } else {
                        guard byte >= 0x80, cursor.advanceOverPrintable() else { return false }
                    }
                }
            default:
                return true
            }
        }
    }

    /// Whether the line (at its first column) starts with a directive or a document's start or end marker.
    private var startsDocumentMarker: Bool {
        guard let first = cursor.peek else { return false }
        if first == UInt8(ascii: "%") { return true }
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: ".") else { return false }
        return cursor.peek(1) == first && cursor.peek(2) == first && isBlankOrEnd(cursor.peek(3))
    }

    /// Whether the line after a plain scalar's (the cursor at its end) does not go on with it: libyaml folds the
    /// next line with content into the scalar when it is indented past `blockIndent` (its collection's column).
    private func nextLineEndsScalar(blockIndent: Int) -> Bool {
        let bytes = cursor.bytes
        var next = cursor.offset
        while next < bytes.count, bytes[next] == 0x20 { next += 1 }
        while next < bytes.count {
            next += 1  // the line feed
            let lineStart = next
            while next < bytes.count, bytes[next] == 0x20 { next += 1 }
            guard next < bytes.count else { return true }
            switch bytes[next] {
            case 0x0A: continue
            case UInt8(ascii: "#"): return true
            case 0x09, 0x0D: return false
            default: return next - lineStart <= blockIndent
            }
        }
        return true
    }

    // MARK: - Nodes

    /// A scalar on one line, and whether a key's `:` follows it (the cursor then past the `:`).
    private struct Scalar {
        let text: String
        let plain: Bool
        let at: SourceLocation
        let isKey: Bool
    }

    private mutating func scalar() -> Scalar? {
        switch cursor.peek {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): quoted()
        default: plain()
        }
    }

    /// A plain scalar, to the end of its line or to a key's `:` (followed by a space or the line's end).
    private mutating func plain() -> Scalar? {
        guard let first = cursor.peek, startsPlain(first) else { return nil }
        let at = cursor.here
        let start = cursor.offset
        var end = start
        while let byte = cursor.peek, byte != 0x0A {
            switch byte {
            case 0x20:
                cursor.advance()
                if cursor.peek == UInt8(ascii: "#") { return nil }  // a comment after content
            case UInt8(ascii: ":") where isBlankOrEnd(cursor.peek(1)):
                let text = cursor.text(start, end)
                cursor.advance()
                return Scalar(text: text, plain: true, at: at, isKey: true)
            case 0x21..<0x7F:
                cursor.advance()
                end = cursor.offset
            case 0x80...:
                guard cursor.advanceOverPrintable() else { return nil }
                end = cursor.offset
            default:
                return nil  // a tab, a carriage return or a control character
            }
        }
        return Scalar(text: cursor.text(start, end), plain: true, at: at, isKey: false)
    }

    /// Whether a plain scalar may start with `byte` in block context: not an indicator, and `-` only before a
    /// character that is not blank (`-1`). (`?x` and `:x` are plain to libyaml too; the scanner leaves them to it.)
    private func startsPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"): !isBlankOrEnd(cursor.peek(1))
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"),
            UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"),
            UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            false
        default: byte > 0x20 && byte != 0x7F
        }
    }

    /// A single- or double-quoted scalar closed on its line, without escapes or doubled quotes, and whether a
    /// key's `:` follows it.
    private mutating func quoted() -> Scalar? {
        guard let quote = cursor.peek else { return nil }
        let at = cursor.here
        cursor.advance()
        let start = cursor.offset
        while let byte = cursor.peek {
            switch byte {
            case quote:
                let text = cursor.text(start, cursor.offset)
                cursor.advance()
                if quote == UInt8(ascii: "'"), cursor.peek == quote { return nil }  // '' is a quote inside
                cursor.skipSpaces()
                guard cursor.peek == UInt8(ascii: ":"), isBlankOrEnd(cursor.peek(1)) else {
                    return Scalar(text: text, plain: false, at: at, isKey: false)
                }
                cursor.advance()
                return Scalar(text: text, plain: false, at: at, isKey: true)
            case UInt8(ascii: "\\"):
                return nil
            case 0x20..<0x7F:
                cursor.advance()
            case 0x80...:
                guard cursor.advanceOverPrintable() else { return nil }
            default:
                return nil  // a line break (the scalar goes on), a tab or a control character
            }
        }
        return nil
    }

    /// A flow list or mapping closed on its line, of plain words (numbers, `true`, names without spaces) and such
    /// lists and mappings: `[0, 0, 375, 667]`, `{minimumSize: [44, 44]}`. `depth`: the flow collections around it
    /// (past `deepestFlow`, libyaml reads the file: the scanner's recursion stays shallow).
    private mutating func flowCollection(depth: Int = 0) -> Bool {
        guard depth < Self.deepestFlow, open.count + depth + 1 < deepest, let opener = cursor.peek else { return false }
        let isMapping = opener == UInt8(ascii: "{")
        let closer = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        held.append(isMapping ? .mappingStart(anchor: nil, at: cursor.here) : .sequenceStart(anchor: nil, at: cursor.here))
        cursor.advance()
        cursor.skipSpaces()
        if cursor.peek == closer {
            cursor.advance()
            held.append(isMapping ? .mappingEnd : .sequenceEnd)
            return true
        }
        while true {
            if isMapping {
                // A key: a word, then `:` and a space.
                guard flowWord(), cursor.peek == UInt8(ascii: ":"), cursor.peek(1) == 0x20 else { return false }
                cursor.advance()
                cursor.skipSpaces()
            }
            switch cursor.peek {
            case UInt8(ascii: "["), UInt8(ascii: "{"): guard flowCollection(depth: depth + 1) else { return false }
            default: guard flowWord() else { return false }
            }
            // After an item, only `,` or the end: a `:` would make it a key, which libyaml reads its own way.
            cursor.skipSpaces()
            switch cursor.peek {
            case UInt8(ascii: ","):
                cursor.advance()
                cursor.skipSpaces()
            case closer:
                cursor.advance()
                held.append(isMapping ? .mappingEnd : .sequenceEnd)
                return true
            default:
                return false
            }
        }
    }

    /// A plain word of a flow collection.
    private mutating func flowWord() -> Bool {
        let at = cursor.here
        let start = cursor.offset
        let signed = cursor.peek == UInt8(ascii: "-")
        if signed { cursor.advance() }
        while let byte = cursor.peek, isWordCharacter(byte) { cursor.advance() }
        // A word of one `-` or none: libyaml reads `[-, 1]` and `[, 1]` its own way.
        guard cursor.offset > start + (signed ? 1 : 0) else { return false }
        held.append(.scalar(cursor.text(start, cursor.offset), plain: true, anchor: nil, at: at))
        return true
    }

    /// Letters, digits, `.`, `_`, `+` and `-`: what a flow list's plain word is made of here.
    private func isWordCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// A space, a line feed or the end of the file (the blanks this scanner reads; a tab stops it elsewhere).
    private func isBlankOrEnd(_ byte: UInt8?) -> Bool {
        byte == nil || byte == 0x20 || byte == 0x0A
    }
}
