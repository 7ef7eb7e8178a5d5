/// What the dump reader needs to know about a line it does not read, to lose nothing without a word and to keep the
/// records after it where their markers place them (docs/recursive-description.md, "What cannot be read").
extension DumpText {
    /// Whether line `index` is only what a console or a page puts around a dump (lldb's prompt and diagnostics,
    /// a Swift value's structure, a code fence, quotes, brackets): nothing of the dump is lost with it.
    func isConsoleStructure(_ index: Int) -> Bool {
        let line = lines[index]
        let start = skipNoisePrefix(bytes, line.start, line.end)
        if start >= line.end || LLDBOutput.isConsoleLine(bytes, line.start, line.end) || LLDBOutput.isConsoleLine(bytes, start, line.end) {
            return true
        }
        for i in start..<line.end {
            switch bytes[i] {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "\""), UInt8(ascii: "'"),
                UInt8(ascii: "`"), UInt8(ascii: " "), UInt8(ascii: "\t"):
                continue
            default:
                return false
            }
        }
        return true
    }

    /// Whether line `index` holds what is left of a record (`frame = (` or an address): a line a record was on,
    /// whose subviews' superview is then lost.
    func looksLikeARecord(_ index: Int) -> Bool {
        let line = lines[index]
        var i = line.start
        while i < line.end {
            if startsWith(bytes, i, line.end, "frame = (") || startsWith(bytes, i, line.end, "0x") { return true }
            i += 1
        }
        return false
    }
}
