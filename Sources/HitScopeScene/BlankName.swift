extension StringProtocol {
    /// Whether the text has no visible character: empty, or white space only (spaces, tabs, line breaks,
    /// no-break and narrow spaces). Such text never names a view or a controller: the scene reader refuses it, so
    /// the importers that make scenes never give it.
    var isBlank: Bool { !unicodeScalars.contains { !$0.properties.isWhitespace } }
}
