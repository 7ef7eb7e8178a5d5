/// What one line of a dump is, judged from its start: console noise, a view record (with its depth, counted from
/// its `|` markers), or a damaged dump line.
///
/// Before the markers, a line may carry what consoles, logs and web pages add: leading spaces (also no-break and
/// ideographic ones), an NSLog prefix (`2020-04-05 14:46:34.099888+0800 App[1899:72303] `), lldb's
/// `(UIWindow *) $1 = 0x… `, quotes, backticks, `@"`, and comment or quote marks (`//`, `#`, `*`, `>`).
enum DumpLineKind {
    /// Nothing but spaces.
    case blank
    /// Console noise (`(lldb) po …`, `Printing description of …`, log lines, code fences).
    case noise
    /// A view or layer record: `start` is the offset of its `<`; `wrapped` when it starts `<<` (as
    /// `_UITextContainerView` and `UINavigationItemView` print themselves). `prefix` is where text before the
    /// record starts, when there is any (`Nav bar <…>` of an NSLog, a swizzled description's `'VC:0x…' <…>`,
    /// `XX (<…>)`): wherever a record starts on a line, it is read.
    case record(depth: Int, start: Int, wrapped: Bool, prefix: Int?)
    /// A line with `|` markers that holds no record where one should be.
    case damaged(depth: Int, offset: Int, problem: DumpProblem)

    /// Classifies line `index` of `text`.
    init(line index: Int, of text: DumpText) {
        let bytes = text.bytes
        let line = text.lines[index]
        if LLDBOutput.isConsoleLine(bytes, line.start, line.end) {
            self = .noise
            return
        }
        var i = skipNoisePrefix(bytes, line.start, line.end)
        guard i < line.end else {
            self = Self.isBlank(bytes, line.start, line.end) ? .blank : .noise
            return
        }
        if LLDBOutput.isConsoleLine(bytes, i, line.end) {  // after a quote's `> ` or an NSLog prefix
            self = .noise
            return
        }
        var depth = 0
        while i < line.end {
            let c = bytes[i]
            if c == UInt8(ascii: "|") {
                depth += 1
                i += 1
            } else if let width = spaceWidth(bytes, i, line.end) {
                i += width
            } else {
                break
            }
        }
        if let wrapped = recordStart(bytes, i, line.end) {
            self = .record(depth: depth, start: i, wrapped: wrapped, prefix: nil)
            return
        }
        if let start = nextRecordStart(bytes, i, line.end) {
            self = .record(depth: depth, start: start, wrapped: recordStart(bytes, start, line.end) ?? false, prefix: i)
            return
        }
        guard depth > 0 else {
            self = .noise
            return
        }
        if i < line.end {
            self = .damaged(depth: depth, offset: i, problem: .notARecord(preview: dumpPreview(text.string(i..<line.end))))
        } else {
            self = .damaged(depth: depth, offset: i, problem: .notARecord(preview: "nothing after the markers"))
        }
    }

    private static func isBlank(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end {
            guard let width = spaceWidth(bytes, i, end) else { return false }
            i += width
        }
        return true
    }

}

/// The offset of the first `<Class` or `<<Class` at or after `start` on a line ending at `end`, if any.
func nextRecordStart(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
    var i = start
    while i < end {
        if bytes[i] == UInt8(ascii: "<"), recordStart(bytes, i, end) != nil { return i }
        i += 1
    }
    return nil
}

extension DumpText {
    /// Whether the first line after `line` that is not blank is a record one level down (at depth 1): what tells a
    /// dump's first record after other text (`Nav bar <…>` and its subviews) from a log line that mentions a view.
    func isFollowedByASubview(_ line: Int) -> Bool {
        var next = line + 1
        while next < lines.count {
            switch DumpLineKind(line: next, of: self) {
            case .blank: next += 1
            case .record(let depth, _, _, _): return depth == 1
            case .noise, .damaged: return false
            }
        }
        return false
    }
}

/// Whether a record starts at `i` (`<` or `<<` and a class name's first character): nil if not, else whether it is
/// wrapped (`<<`).
func recordStart(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Bool? {
    guard i + 1 < end, bytes[i] == UInt8(ascii: "<") else { return nil }
    if isClassNameStart(bytes[i + 1]) { return false }
    if bytes[i + 1] == UInt8(ascii: "<"), i + 2 < end, isClassNameStart(bytes[i + 2]) { return true }
    return nil
}

private func isClassNameStart(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
        || c == UInt8(ascii: "_")
}

/// Skips what consoles and pages put before a dump line's markers; returns the offset of the first byte kept.
func skipNoisePrefix(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
    var i = start
    var changed = true
    while changed, i < end {
        changed = false
        let before = i
        while i < end, let width = spaceWidth(bytes, i, end) { i += width }
        if let after = skipNSLogPrefix(bytes, i, end) { i = after }
        if let after = LLDBOutput.skipResultPrefix(bytes, i, end) { i = after }
        if let after = SwiftPrintedValue.skipItemPrefix(bytes, i, end) { i = after }
        if startsWith(bytes, i, end, "///") {
            i += 3
        } else if startsWith(bytes, i, end, "//") || startsWith(bytes, i, end, "@\"") {
            i += 2
        } else if i < end {
            switch bytes[i] {
            case UInt8(ascii: "#"), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"):
                i += 1
            case UInt8(ascii: ">") where i + 1 < end && spaceWidth(bytes, i + 1, end) != nil:
                i += 1
            default: break
            }
        }
        changed = i != before
    }
    return i
}

/// `2020-04-05 14:46:34.099888+0800 hitTestDemo[1899:72303] ` (the fraction and the zone are optional): the
/// offset after it, or nil.
func skipNSLogPrefix(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
    var i = start
    func digits(_ count: Int) -> Bool {
        guard end - i >= count else { return false }
        for k in 0..<count where !isDigit(bytes[i + k]) { return false }
        i += count
        return true
    }
    func literal(_ c: Character) -> Bool {
        guard i < end, bytes[i] == c.asciiValue else { return false }
        i += 1
        return true
    }
    guard digits(4), literal("-"), digits(2), literal("-"), digits(2), literal(" "), digits(2), literal(":"),
        digits(2), literal(":"), digits(2)
    else { return nil }
    if literal(".") { while i < end, isDigit(bytes[i]) { i += 1 } }
    if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
        i += 1
        guard digits(4) else { return nil }
    }
    guard literal(" ") else { return nil }
    // The process name (which may hold spaces) and [pid:tid], then one space.
    while i < end, bytes[i] != UInt8(ascii: "[") { i += 1 }
    guard literal("[") else { return nil }
    while i < end, bytes[i] != UInt8(ascii: "]") { i += 1 }
    guard literal("]") else { return nil }
    _ = literal(" ")
    return i
}

extension DumpText {
    /// An author's elision mark (`...`, `…`, `[...]`, `| ...`, `... 40 more cells`): a line of dots (or one that
    /// starts with three), after what consoles and pages add and any `|` markers, that stands for records left out.
    /// Its depth (the markers before it; nil without any) and the offset of its first dot; nil for any other line.
    func elisionMark(_ index: Int) -> (depth: Int?, offset: Int)? {
        let line = lines[index]
        var i = skipNoisePrefix(bytes, line.start, line.end)
        var markers = 0
        while i < line.end {
            if bytes[i] == UInt8(ascii: "|") {
                markers += 1
                i += 1
            } else if let width = spaceWidth(bytes, i, line.end) {
                i += width
            } else {
                break
            }
        }
        let offset = i
        var dots = 0
        while i < line.end {
            switch bytes[i] {
            case UInt8(ascii: "."):
                dots += 1
                i += 1
            case 0xE2 where i + 2 < line.end && bytes[i + 1] == 0x80 && bytes[i + 2] == 0xA6:  // …
                dots += 3
                i += 3
            case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "("), UInt8(ascii: ")"):
                i += 1
            default:
                // Words after a leading ellipsis say what was left out (`... 40 more cells`); a record after it is read.
                if dots >= 3, bytes[offset] != UInt8(ascii: "["), bytes[offset] != UInt8(ascii: "("), nextRecordStart(bytes, i, line.end) == nil {
                    i = line.end
                    break
                }
                guard let width = spaceWidth(bytes, i, line.end) else { return nil }
                i += width
            }
        }
        return dots >= 3 ? (markers == 0 ? nil : markers, offset) : nil
    }
}
