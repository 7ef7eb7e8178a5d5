/// Reads one record of a dump into its class, address and fields, in one pass over its bytes.
///
/// Fields are split at `; ` outside brackets (`<>`, `()`, `{}`, `[]`), because values nest their own `;`
/// (`animations = { position=<…>; }`, `backgroundColor = <UIDynamicSystemColor: 0x…; name = …>`). A label's
/// `text = '…'` is not escaped: it may hold `'`, `<`, `;` and line breaks, so it ends at the first `'` that is
/// followed by `; key = ` (or `; key: `), or else at the last `'>` of a line. A record that a page wrapped onto
/// several lines is joined again; a record is cut off when the next line starts another record, or the input ends.
struct DumpRecordScanner {
    let text: DumpText

    /// Where the scanner is: line index, byte offset, end of that line.
    private struct Cursor {
        var line: Int
        var i: Int
        var end: Int
    }

    func scan(line: Int, start: Int, wrapped: Bool) -> Result<DumpRecord, LocatedDumpProblem> {
        var cursor = Cursor(line: line, i: start + (wrapped ? 2 : 1), end: text.lines[line].end)
        let bytes = text.bytes
        func fail(_ problem: DumpProblem, _ offset: Int, lastLine: Int? = nil) -> Result<DumpRecord, LocatedDumpProblem> {
            .failure(LocatedDumpProblem(problem: problem, line: line, offset: offset, lastLine: lastLine ?? cursor.line))
        }

        // <Class: 0xADDRESS, <Class; (snapshot files purge addresses), <Class: (an address purged by hand)
        let classStart = cursor.i
        var angle = 0
        while cursor.i < cursor.end {
            let c = bytes[cursor.i]
            if c == UInt8(ascii: "<") {
                angle += 1
            } else if c == UInt8(ascii: ">") {
                if angle == 0 { break }
                angle -= 1
            } else if angle == 0, c == UInt8(ascii: ":") || c == UInt8(ascii: ";") {
                break
            }
            cursor.i += 1
        }
        let className = text.trimmedString(classStart..<cursor.i)
        guard cursor.i < cursor.end, !className.isEmpty, !className.contains(" ") else {
            return fail(.malformedRecord(preview: dumpPreview(text.string(start..<cursor.end))), start)
        }
        var address: String?
        if bytes[cursor.i] == UInt8(ascii: ":") {
            cursor.i += 1
            skipSpaces(&cursor)
            let addressStart = cursor.i
            if startsWith(bytes, cursor.i, cursor.end, "0x") {
                cursor.i += 2
                while cursor.i < cursor.end, isHexDigit(bytes[cursor.i]) { cursor.i += 1 }
            }
            if cursor.i - addressStart > 2 {
                address = text.string(addressStart..<cursor.i)
            } else {
                cursor.i = addressStart
            }
        }

        // ; key = value …>
        var fields: [DumpRecord.Field] = []
        var cutAfterFrame = false
        fieldLoop: while true {
            skipSpaces(&cursor)
            guard cursor.i < cursor.end || continueRecord(&cursor) else {
                guard fields.contains(where: { $0.key == "frame" }) else { return fail(.cutOff(className: className), start) }
                cutAfterFrame = true
                break
            }
            let c = bytes[cursor.i]
            if c == UInt8(ascii: ">") {
                cursor.i += 1
                break
            }
            if c == UInt8(ascii: ";") {
                cursor.i += 1
                continue
            }
            switch scanField(&cursor) {
            case .success(let field): fields.append(field)
            case .failure(.cutOff):
                // The field being read is lost; a frame read before it is whole.
                guard fields.contains(where: { $0.key == "frame" }) else { return fail(.cutOff(className: className), start) }
                cutAfterFrame = true
                break fieldLoop
            case .failure(.unterminatedText(let textOffset)):
                return fail(.unterminatedText(className: className), textOffset, lastLine: cursor.line)
            }
        }
        if cutAfterFrame {
            return .success(
                DumpRecord(
                    className: className, address: address, fields: fields, trailing: nil, isLayer: false,
                    isCutAfterFrame: true, firstLine: line, lastLine: cursor.line, offset: start))
        }

        // Trailing text; a wrapped record's own closing '>'.
        var trailingEnd = cursor.end
        while trailingEnd > cursor.i, spaceWidth(bytes, trailingEnd - 1, cursor.end) != nil || isQuote(bytes[trailingEnd - 1]) {
            trailingEnd -= 1
        }
        if wrapped, trailingEnd > cursor.i, bytes[trailingEnd - 1] == UInt8(ascii: ">") { trailingEnd -= 1 }
        let trailingText = cursor.i < trailingEnd ? text.string(cursor.i..<trailingEnd).trimmingDumpSpaces() : ""
        let trailing = trailingText.isEmpty ? nil : trailingText
        return .success(
            DumpRecord(
                className: className, address: address, fields: fields, trailing: trailing,
                isLayer: !wrapped && trailing == "(layer)", isCutAfterFrame: false, firstLine: line, lastLine: cursor.line,
                offset: start))
    }

    private enum FieldFailure: Error {
        case cutOff
        case unterminatedText(offset: Int)
    }

    /// `key = value`, `key: value`, or a bare word; the cursor ends on the `;` or `>` after it.
    private func scanField(_ cursor: inout Cursor) -> Result<DumpRecord.Field, FieldFailure> {
        let bytes = text.bytes
        let keyStart = cursor.i
        while cursor.i < cursor.end, isKeyByte(bytes[cursor.i]) { cursor.i += 1 }
        let keyEnd = cursor.i
        skipSpaces(&cursor)
        let hasSeparator =
            keyEnd > keyStart && cursor.i < cursor.end
            && (bytes[cursor.i] == UInt8(ascii: "=") || bytes[cursor.i] == UInt8(ascii: ":"))
        guard hasSeparator else {
            // A bare word (`disablesGroupFiltering`) or text without a key: keep all of it as the key.
            cursor.i = keyStart
            let line = cursor.line
            return scanValue(&cursor).flatMap { end in
                // A value that ends before its key started (damaged line structure) is a cut-off record.
                guard end >= keyStart else { return .failure(.cutOff) }
                let key = line == cursor.line ? text.trimmedString(keyStart..<end) : text.string(keyStart..<end).trimmingDumpSpaces()
                return .success(DumpRecord.Field(key: key, value: "", line: line, offset: keyStart))
            }
        }
        let key = text.string(keyStart..<keyEnd)
        cursor.i += 1
        skipSpaces(&cursor)
        let valueLine = cursor.line, valueStart = cursor.i
        if key == "text", cursor.i < cursor.end, bytes[cursor.i] == UInt8(ascii: "'") {
            return scanText(&cursor).map { DumpRecord.Field(key: key, value: $0, line: valueLine, offset: valueStart) }
        }
        var pieces: [String] = []
        var pieceStart = cursor.i
        var depth = 0
        while true {
            if cursor.i >= cursor.end {
                pieces.append(text.string(pieceStart..<cursor.end))
                guard continueRecord(&cursor) else { return .failure(.cutOff) }
                pieceStart = cursor.i
                continue
            }
            let c = bytes[cursor.i]
            if depth == 0, c == UInt8(ascii: ";") || c == UInt8(ascii: ">") { break }
            switch c {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
            cursor.i += 1
        }
        let value: String
        if pieces.isEmpty {
            value = text.trimmedString(pieceStart..<cursor.i)
        } else {
            pieces.append(text.string(pieceStart..<cursor.i))
            value = pieces.map { $0.trimmingDumpSpaces() }.joined(separator: " ")
        }
        return .success(DumpRecord.Field(key: key, value: value, line: valueLine, offset: valueStart))
    }

    /// Skips a value without a key up to the `;` or `>` after it (outside brackets); returns where it ends.
    private func scanValue(_ cursor: inout Cursor) -> Result<Int, FieldFailure> {
        let bytes = text.bytes
        var depth = 0
        while true {
            guard cursor.i < cursor.end else {
                guard continueRecord(&cursor) else { return .failure(.cutOff) }
                continue
            }
            let c = bytes[cursor.i]
            if depth == 0, c == UInt8(ascii: ";") || c == UInt8(ascii: ">") { return .success(cursor.i) }
            switch c {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"): depth = max(0, depth - 1)
            default: break
            }
            cursor.i += 1
        }
    }

    /// `'…'` starting at the cursor's quote; the cursor ends after the closing quote.
    private func scanText(_ cursor: inout Cursor) -> Result<String, FieldFailure> {
        let bytes = text.bytes
        let opening = cursor.i
        var pieces: [String] = []
        var from = cursor.i + 1
        while true {
            var close: Int?
            var lastQuoteBeforeAngle: Int?
            var j = from
            while j < cursor.end {
                if bytes[j] == UInt8(ascii: "'") {
                    if isFieldBoundary(after: j, end: cursor.end) {
                        close = j
                        break
                    }
                    if j + 1 < cursor.end, bytes[j + 1] == UInt8(ascii: ">") { lastQuoteBeforeAngle = j }
                }
                j += 1
            }
            if let end = close ?? lastQuoteBeforeAngle {
                pieces.append(text.string(from..<end))
                cursor.i = end + 1
                return .success(pieces.joined(separator: "\n"))
            }
            pieces.append(text.string(from..<cursor.end))
            let nextLine = cursor.line + 1
            guard nextLine < text.lines.count, !startsRecord(nextLine) else {
                return .failure(.unterminatedText(offset: opening))
            }
            cursor = Cursor(line: nextLine, i: text.lines[nextLine].start, end: text.lines[nextLine].end)
            from = cursor.i
        }
    }

    /// Whether `'` at `j` is followed by `; key = ` or `; key: `.
    private func isFieldBoundary(after j: Int, end: Int) -> Bool {
        let bytes = text.bytes
        var k = j + 1
        guard k < end, bytes[k] == UInt8(ascii: ";") else { return false }
        k += 1
        while k < end, bytes[k] == UInt8(ascii: " ") { k += 1 }
        let keyStart = k
        while k < end, isKeyByte(bytes[k]) { k += 1 }
        guard k > keyStart else { return false }
        while k < end, bytes[k] == UInt8(ascii: " ") { k += 1 }
        return k < end && (bytes[k] == UInt8(ascii: "=") || bytes[k] == UInt8(ascii: ":"))
    }

    /// Moves to the next line when a page wrapped the record there: the next line exists, is not blank and does not
    /// start with a marker, a record, lldb's prompt or a log line's date.
    private func continueRecord(_ cursor: inout Cursor) -> Bool {
        let next = cursor.line + 1
        guard next < text.lines.count else { return false }
        let line = text.lines[next]
        var i = line.start
        while i < line.end, let width = spaceWidth(text.bytes, i, line.end) { i += width }
        guard i < line.end else { return false }
        let c = text.bytes[i]
        guard c != UInt8(ascii: "|"), c != UInt8(ascii: "<"), !startsWith(text.bytes, i, line.end, "(lldb)"),
            skipNSLogPrefix(text.bytes, i, line.end) == nil
        else { return false }
        cursor = Cursor(line: next, i: i, end: line.end)
        return true
    }

    /// Whether a line starts another record: a `<Class` after its markers, or anywhere after them on a line with
    /// markers (a `<b>` in a label's second line of text is not one).
    private func startsRecord(_ line: Int) -> Bool {
        if case .record(let depth, _, _, let prefix) = DumpLineKind(line: line, of: text) { return prefix == nil || depth > 0 }
        return false
    }

    private func skipSpaces(_ cursor: inout Cursor) {
        while cursor.i < cursor.end, let width = spaceWidth(text.bytes, cursor.i, cursor.end) { cursor.i += width }
    }
}

/// Bytes of a field's key: letters, digits, `_`, `.` and `-` (`bounds.origin-2`).
private func isKeyByte(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || isDigit(c)
        || c == UInt8(ascii: "_") || c == UInt8(ascii: ".") || c == UInt8(ascii: "-")
}

/// Quotes and backticks that wrap a pasted dump, and the `,` and `;` of a pasted list.
private func isQuote(_ c: UInt8) -> Bool {
    c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "`") || c == UInt8(ascii: ",")
        || c == UInt8(ascii: ";")
}
