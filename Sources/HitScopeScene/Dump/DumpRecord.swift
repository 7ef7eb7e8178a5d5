/// One record of a dump as written, before any value is interpreted:
/// `<Class: 0xADDRESS; key = value; key: value; …> trailing text`, or without the address (`<Class; key = value>`,
/// as swift-snapshot-testing's snapshot files print it).
struct DumpRecord {
    /// A `key = value` (or `key: value`) field, and where its value starts.
    struct Field {
        var key: String
        var value: String
        var line: Int
        var offset: Int
    }

    /// The class as printed (`UIButton`, `_TtC5MyApp8CardView`, `MyApp.CardView`).
    var className: String
    /// `0x7fee0ea07c00`; nil when the record has none.
    var address: String?
    var fields: [Field]
    /// Text after the record's closing `>` (` - (null)`, ` effect=none`, a wrapped record's ` minSize = …`), trimmed;
    /// nil when there is none.
    var trailing: String?
    /// A `<CALayer: 0x…> (layer)` line: a layer that is not a view's own layer.
    var isLayer: Bool
    /// The record ends (at the end of the input, or before the next record) after a complete frame but before its
    /// closing `>`: the fields after the cut are lost.
    var isCutAfterFrame: Bool
    /// The index of the first and the last line the record spans (a label's text can span lines).
    var firstLine: Int
    var lastLine: Int
    /// Where the record starts (its `<`).
    var offset: Int

    /// The first field with this key.
    func field(_ key: String) -> Field? { fields.first { $0.key == key } }
}

/// A problem and where it is: a line index of the `DumpText` and a byte offset in it.
struct LocatedDumpProblem: Error {
    var problem: DumpProblem
    var line: Int
    var offset: Int
    /// The last line the problem's record took (the lines of a text that never ends are all part of it).
    var lastLine: Int
}
