/// What lldb itself prints in a console around a dump: its prompt and commands (`(lldb) po …`), `Printing
/// description of …`, its diagnostics (`warning: Module "…" uses triple …`, `error: Couldn't realize Swift AST type
/// of self …`, `note: …`), the structure of a Swift `po` (`SwiftPrintedValue`), and the result prefix of `p` and
/// `expr` (`(UIWindow *) $1 = 0x… `, `(String) $R0 = `). None of it is part of a dump, and none of it is a loss.
enum LLDBOutput {
    /// Whether the line, after its leading spaces, is lldb's own: a prompt, a diagnostic, `Printing description
    /// of`, or the structure around a Swift value.
    static func isConsoleLine(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var i = start
        while i < end, let width = spaceWidth(bytes, i, end) { i += width }
        for prefix: StaticString in ["(lldb)", "Printing description of", "warning: ", "error: ", "note: "]
        where startsWith(bytes, i, end, prefix) {
            return true
        }
        return SwiftPrintedValue.isStructureLine(bytes, i, end)
    }

    /// lldb's result prefix: `(UIWindow *) $1 = 0x00007fb1a8c0a2d0 `, `(id) $0 = 0x… `, Swift's `(String) $R0 = `,
    /// or old lldb's `$3 = 0x08c5d730 ` (a `char *` result, as HOURecursiveDescription's README shows it): the
    /// offset after it, or nil.
    static func skipResultPrefix(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        guard start < end, bytes[start] == UInt8(ascii: "(") || bytes[start] == UInt8(ascii: "$") else { return nil }
        var i = start
        if bytes[start] == UInt8(ascii: "(") {
            i += 1
            while i < end, bytes[i] != UInt8(ascii: ")") { i += 1 }
            i += 1
            guard startsWith(bytes, i, end, " $") else { return nil }
            i += 2
        } else {
            i += 1
        }
        if i < end, bytes[i] == UInt8(ascii: "R") { i += 1 }
        while i < end, isDigit(bytes[i]) { i += 1 }
        guard startsWith(bytes, i, end, " = ") else { return nil }
        i += 3
        if startsWith(bytes, i, end, "0x") {
            i += 2
            while i < end, isHexDigit(bytes[i]) { i += 1 }
        }
        while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
        return i
    }
}
