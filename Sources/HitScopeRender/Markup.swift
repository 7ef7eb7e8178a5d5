import HitScopeCore

/// A tree of HTML or SVG markup: a closed set of nodes, written by one writer that escapes every piece of text for
/// the context it lands in. Element and attribute names are the program's own constants; every text and every
/// attribute value may be hostile (view names come from scene files).
public indirect enum Markup: Hashable, Sendable {
    /// An element. Its name and its attributes' names are constants of this program.
    case element(String, [Attribute], [Markup])
    /// Text content, escaped by `MarkupEscape.text`.
    case text(String)
    /// Several nodes in a row.
    case fragment([Markup])

    /// An element with attributes given as pairs; nil values are left out.
    public static func el(_ name: String, _ attributes: [(String, String?)] = [], _ children: [Markup] = []) -> Markup {
        .element(name, attributes.compactMap { name, value in value.map { Attribute(name, $0) } }, children)
    }
}

/// An attribute: a constant name and a value escaped by `MarkupEscape.attribute`.
public struct Attribute: Hashable, Sendable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// The escape functions, one per context. Both keep the output well-formed XML as well as HTML: characters that
/// XML forbids even as references (most C0 controls, U+FFFE, U+FFFF) become U+FFFD. Text that should show such
/// characters goes through `terminalSafe` first, which spells them out as `\u{…}`.
public enum MarkupEscape {
    /// Text between tags: `&`, `<`, `>` become entities.
    public static func text(_ string: String) -> String {
        var output = ""
        appendText(string, to: &output)
        return output
    }

    /// An attribute value written between double quotes: `&`, `<`, `>`, `"` become entities, and tabs and line
    /// breaks character references (so that attribute normalisation keeps them).
    public static func attribute(_ string: String) -> String {
        var output = ""
        appendAttribute(string, to: &output)
        return output
    }

    static func appendText(_ string: String, to output: inout String) {
        guard needsWork(string, attribute: false) else { return output += string }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            default: output.unicodeScalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
            }
        }
    }

    static func appendAttribute(_ string: String, to output: inout String) {
        guard needsWork(string, attribute: true) else { return output += string }
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "\t": output += "&#9;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            default: output.unicodeScalars.append(isForbidden(scalar) ? "\u{FFFD}" : scalar)
            }
        }
    }

    /// `appendText` into UTF-8 bytes: the string's own bytes when it needs no escaping.
    static func appendText(_ string: String, to output: inout [UInt8]) {
        guard needsWork(string, attribute: false) else { return output.append(contentsOf: string.utf8) }
        var escaped = ""
        appendText(string, to: &escaped)
        output.append(contentsOf: escaped.utf8)
    }

    /// `appendAttribute` into UTF-8 bytes: the string's own bytes when it needs no escaping.
    static func appendAttribute(_ string: String, to output: inout [UInt8]) {
        guard needsWork(string, attribute: true) else { return output.append(contentsOf: string.utf8) }
        var escaped = ""
        appendAttribute(string, to: &escaped)
        output.append(contentsOf: escaped.utf8)
    }

    private static func needsWork(_ string: String, attribute: Bool) -> Bool {
        var string = string
        return string.withUTF8 { utf8 in
            // Eight bytes at a time while they are printable ASCII other than `&`, `<`, `>` and `"` (most of a page's
            // text and attributes); from the first word that may hold anything else, byte by byte.
            var index = 0
            if let base = utf8.baseAddress {
                while index + 8 <= utf8.count, !mayNeedWork(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) { index += 8 }
            }
            return needsWork(UnsafeBufferPointer(rebasing: utf8[index...]), attribute: attribute)
        }
    }

    /// Whether a word of eight UTF-8 bytes may hold a byte `needsWork` looks for: never false for one that does (each
    /// test of a byte is exact for "any byte"); true too for any byte not ASCII, which the byte-by-byte test reads.
    @inline(__always)
    private static func mayNeedWork(_ word: UInt64) -> Bool {
        ByteWord.hasByte(word, below: 0x20) || ByteWord.hasNonASCII(word) || ByteWord.hasByte(word, equalTo: 0x26)
            || ByteWord.hasByte(word, equalTo: 0x3C) || ByteWord.hasByte(word, equalTo: 0x3E) || ByteWord.hasByte(word, equalTo: 0x22)
    }

    private static func needsWork(_ utf8: UnsafeBufferPointer<UInt8>, attribute: Bool) -> Bool {
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"): return true
            case UInt8(ascii: "\""), 0x09, 0x0A, 0x0D: if attribute { return true }
            case 0x00...0x1F, 0xEF: return true  // controls; 0xEF leads U+FFFE and U+FFFF (checked per scalar)
            default: continue
            }
        }
        return false
    }

    /// Characters XML 1.0 does not allow anywhere, not even as character references.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}

/// Writes markup as text.
public enum MarkupWriter {
    /// Writes `node`. In HTML, elements inside `svg` follow XML rules (empty ones close themselves).
    public static func render(_ node: Markup, html: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(1 << 16)
        write(node, into: &output, xml: !html)
        return String(decoding: output, as: UTF8.self)
    }

    /// HTML elements that have no end tag.
    private static func isVoid(_ name: String) -> Bool {
        switch name {
        case "meta", "input", "br", "hr", "wbr", "img", "link": true
        default: false
        }
    }

    // The text is gathered as UTF-8 bytes and decoded once: appending bytes costs less than appending strings.
    private static func write(_ node: Markup, into output: inout [UInt8], xml: Bool) {
        switch node {
        case .text(let text):
            MarkupEscape.appendText(text, to: &output)
        case .fragment(let nodes):
            for child in nodes { write(child, into: &output, xml: xml) }
        case .element(let name, let attributes, let children):
            let xmlInside = xml || name == "svg"
            output.append(UInt8(ascii: "<"))
            output.append(contentsOf: name.utf8)
            for attribute in attributes {
                output.append(UInt8(ascii: " "))
                output.append(contentsOf: attribute.name.utf8)
                output.append(UInt8(ascii: "="))
                output.append(UInt8(ascii: "\""))
                MarkupEscape.appendAttribute(attribute.value, to: &output)
                output.append(UInt8(ascii: "\""))
            }
            if children.isEmpty, xmlInside {
                output.append(UInt8(ascii: "/"))
                output.append(UInt8(ascii: ">"))
                return
            }
            output.append(UInt8(ascii: ">"))
            if !xmlInside, isVoid(name) { return }
            for child in children { write(child, into: &output, xml: xmlInside) }
            output.append(UInt8(ascii: "<"))
            output.append(UInt8(ascii: "/"))
            output.append(contentsOf: name.utf8)
            output.append(UInt8(ascii: ">"))
        }
    }
}
