extension StringProtocol {
    /// Whether the text has no visible character: empty, or white space only (spaces, tabs, line breaks,
    /// no-break and narrow spaces). Such text never names a view or a controller: the scene reader refuses it, so
    /// the importers that make scenes never give it.
    var isBlank: Bool {
        // Most names start with a letter: told from their first byte, without walking their scalars.
        if let first = utf8.first, first < 0x80, !SourceFile.isASCIIWhitespace(first) { return false }
        // ASCII's white space (Unicode's White_Space below 0x80) is told without Unicode's property tables.
        return !unicodeScalars.contains { $0.isASCII ? !SourceFile.isASCIIWhitespace(UInt8($0.value)) : !$0.properties.isWhitespace }
    }
}
