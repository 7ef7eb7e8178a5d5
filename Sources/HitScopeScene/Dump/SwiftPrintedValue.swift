/// What Swift's lldb prints around a view's description (`po` of an optional, an array, a Swift object, or a
/// `recursiveDescription` string through `value(forKey:)`), read so that the records inside are read as a plain
/// dump's (docs/recursive-description.md, "Swift's po"):
///
/// ```
/// ▿ Optional<UIView>
///   - some : <UIView: 0x7f9cc8e05d70; frame = (0 0; 390 844); …>
/// ▿ 3 elements
///   - 0 : <UIImageView: 0x7f9cc8e06a10; frame = (20 100; 350 200); …>
/// ▿ <Shop.CardView: 0x7f9cc8e09d40; frame = (0 0; 350 120); …> #0
///   - super: UIView
/// Optional(<UIWindow: 0x7fa1e2c0a9d0; frame = (0 0; 390 844); …>\n   | <UIView: …>…)
/// ```
///
/// An item's bullet (`▿` when it has children, `▹` when lldb stopped expanding, `-` otherwise) is indented two
/// spaces a level; its label is `some` (an optional's value), an index (an array's element) or a property's name.
enum SwiftPrintedValue {
    /// After what consoles add: the offset after an item's bullet and label (`- some : `, `▿ 0 : `, `▿ ` before a
    /// record) or an `Optional(` wrapper, if the line starts with one; nil for any other line. A property's label
    /// (`▿ titleLabel : `, `▿ _value : `) is not skipped: what follows it is not a view of a dump.
    static func skipItemPrefix(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var i = start
        if startsWith(bytes, i, end, "Optional(") || startsWith(bytes, i, end, "Swift.Optional(") {
            i += startsWith(bytes, i, end, "Swift.") ? 15 : 9
            return i < end && (bytes[i] == UInt8(ascii: "<") || bytes[i] == UInt8(ascii: "\"")) ? i : nil
        }
        guard let afterBullet = bullet(bytes, i, end) else { return nil }
        i = afterBullet
        if i < end, bytes[i] == UInt8(ascii: "<") { return i }  // `▿ <Shop.CardView: …> #0`: a Swift object
        if startsWith(bytes, i, end, "some : ") { return i + 7 }
        let digits = i
        while i < end, isDigit(bytes[i]) { i += 1 }
        return i > digits && startsWith(bytes, i, end, " : ") ? i + 3 : nil
    }

    /// Whether the line (after what consoles add) is only lldb's structure around values: `▿ Optional<UIView>`,
    /// `▿ 3 elements`, `▿ some : 2 elements`, `- some : nil`, `▿ titleLabel : Optional<UILabel>`, `- super: UIView`,
    /// `nil`, or the `)` that closes an `Optional(`.
    static func isStructureLine(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Bool {
        var i = start
        var last = end
        while last > i, spaceWidth(bytes, last - 1, end) != nil { last -= 1 }
        if last - i == 1, bytes[i] == UInt8(ascii: ")") { return true }
        if last - i == 3, startsWith(bytes, i, last, "nil") { return true }
        guard let afterBullet = bullet(bytes, i, end) else { return false }
        i = label(bytes, afterBullet, last) ?? afterBullet
        if isTypeName(bytes, i, last) { return true }
        if startsWith(bytes, i, last, "super: ") { return true }
        if last - i == 3, startsWith(bytes, i, last, "nil") { return true }
        let digits = i
        while i < last, isDigit(bytes[i]) { i += 1 }
        return i > digits && (startsWith(bytes, i, last, " elements") || startsWith(bytes, i, last, " element"))
            && nextRecordStart(bytes, i, last) == nil
    }

    /// The column (0-based, in bytes) of a line's item bullet, when it is a `po` item: how deep lldb nested it.
    static func itemIndent(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int? {
        var i = start
        while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
        return bullet(bytes, i, end) == nil ? nil : i - start
    }

    /// Whether a record's trailing text is what lldb adds after a Swift object (` #0`) or what closes the
    /// `Optional(` it printed the dump in (`)`, `")`).
    static func isValueSuffix(_ trailing: String) -> Bool {
        if trailing.hasPrefix("#"), trailing.count > 1, trailing.dropFirst().allSatisfy(\.isASCIIDigit) { return true }
        return !trailing.isEmpty && trailing.allSatisfy { $0 == ")" || $0 == "\"" || $0 == " " }
    }

    /// Whether `bytes[i..<end]` is a generic type's name and nothing else (`Optional<UIView>`,
    /// `Unmanaged<AnyObject>`, `Optional<Array<UIView>>`): the header lldb prints above a value it expands.
    private static func isTypeName(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Bool {
        var k = i
        while k < end, isLabelByte(bytes[k]) { k += 1 }
        guard k > i, k < end, bytes[k] == UInt8(ascii: "<"), bytes[end - 1] == UInt8(ascii: ">") else { return false }
        for c in bytes[k..<end] where c == UInt8(ascii: ";") || c == UInt8(ascii: "=") || c == UInt8(ascii: ":") || c == UInt8(ascii: " ") {
            return false
        }
        return true
    }

    /// An item's label and its separator (`some : `, `0 : `, `titleLabel : `) at `i`: the offset after it.
    private static func label(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Int? {
        var k = i
        while k < end, isLabelByte(bytes[k]) { k += 1 }
        guard k > i, startsWith(bytes, k, end, " : ") else { return nil }
        return k + 3
    }

    private static func isLabelByte(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
    }

    /// `▿ `, `▹ ` or `- ` at `i`: the offset after it.
    private static func bullet(_ bytes: [UInt8], _ i: Int, _ end: Int) -> Int? {
        // ▿ U+25BF and ▹ U+25B9 are E2 96 BF and E2 96 B9 in UTF-8.
        if i + 3 < end, bytes[i] == 0xE2, bytes[i + 1] == 0x96, bytes[i + 2] == 0xBF || bytes[i + 2] == 0xB9,
            bytes[i + 3] == UInt8(ascii: " ")
        {
            return i + 4
        }
        if i + 1 < end, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == UInt8(ascii: " ") { return i + 2 }
        return nil
    }
}

extension Character {
    /// `0`…`9` only (not the other scripts' digits `isNumber` accepts).
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension DumpText {
    /// The indentation of line `index`'s `po` item bullet (`  - 0 : <…>` is 2), if it starts with one.
    func swiftItemIndent(_ index: Int) -> Int? {
        SwiftPrintedValue.itemIndent(bytes, lines[index].start, lines[index].end)
    }

    /// Whether line `index` starts (after spaces and lldb's `$R0 = `) with a Swift value lldb printed: an item's
    /// bullet or an `Optional(`.
    func startsSwiftValue(_ index: Int) -> Bool {
        let line = lines[index]
        var i = line.start
        while i < line.end, let width = spaceWidth(bytes, i, line.end) { i += width }
        if let after = LLDBOutput.skipResultPrefix(bytes, i, line.end) { i = after }
        if i < line.end, bytes[i] == UInt8(ascii: "\"") { i += 1 }
        return SwiftPrintedValue.skipItemPrefix(bytes, i, line.end) != nil
    }
}
