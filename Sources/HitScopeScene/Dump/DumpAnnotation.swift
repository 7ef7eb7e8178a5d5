import HitScopeCore

/// Text that debugging code writes before a record on its line, read into what it says
/// (docs/recursive-description.md, "Annotated records"):
///
/// - `XX (<…>)`: PSPDFKit's swizzled `-[UIView description]` (Peter Steinberger's "pimping recursiveDescription",
///   copied into many apps and into HOURecursiveDescription) wraps a view that is not visible: the view or a
///   superview is hidden, has `alpha < 0.01`, or an empty frame. The record itself still says why, so the marker is
///   kept as an attribute and changes nothing.
/// - `* OVERLAP! ` and `* ZERORECT! `: the same code's warning that a child controller's view is larger than its
///   parent's bounds, or empty.
/// - `'RootViewController:0x757a0b0' ` (quoted, or unquoted in a fork): the controller whose root view this is.
/// - `2 child[ListViewController:0x7f… DetailViewController:0x7f… ] ` (or `2c.[…] `): that controller's children.
/// - `_myButton `: HOURecursiveDescription's name of the instance variable that holds the view.
///
/// Whatever else precedes a record (an NSLog's `Nav bar `) is ignored text: the record is read, with a warning.
struct DumpAnnotation {
    /// `XX (`: the record is wrapped, and its trailing text ends with the wrapper's `)`.
    var isMarkedNotVisible = false
    /// `OVERLAP!` or `ZERORECT!`.
    var controllerWarning: String?
    /// The controller's class as printed and its address.
    var controller: (className: String, address: String)?
    /// What the `child[…]` brackets list, trimmed.
    var childControllers: String?
    /// The instance variable's name (`_myButton`).
    var ivarName: String?
    /// Text that was not understood: where it starts, and what it is (trimmed).
    var ignored: (offset: Int, text: String)?

    /// Reads `bytes[start..<end]`, the text between a line's markers and its record.
    init(_ text: DumpText, start: Int, end: Int) {
        let bytes = text.bytes
        var i = start
        func skipSpaces() {
            while i < end, let width = spaceWidth(bytes, i, end) { i += width }
        }
        skipSpaces()
        if startsWith(bytes, i, end, "XX (") {
            isMarkedNotVisible = true
            i += 4
            skipSpaces()
        }
        for warning: StaticString in ["* OVERLAP! ", "* ZERORECT! "] where startsWith(bytes, i, end, warning) {
            controllerWarning = String(warning.description.dropFirst(2)).trimmingDumpSpaces()
            i += warning.utf8CodeUnitCount
            skipSpaces()
        }
        if let (className, address, after) = Self.controllerName(bytes, i, end) {
            controller = (className, address)
            i = after
            skipSpaces()
            if let (children, after) = Self.children(text, i, end) {
                childControllers = children
                i = after
                skipSpaces()
            }
        }
        if i < end, bytes[i] == UInt8(ascii: "_") {
            var k = i + 1
            while k < end, isIdentifierByte(bytes[k]) { k += 1 }
            if k < end, spaceWidth(bytes, k, end) != nil || k == end {
                ivarName = text.string(i..<k)
                i = k
                skipSpaces()
            }
        }
        let rest = text.trimmedString(i..<end)
        if !rest.isEmpty { ignored = (i, rest) }
    }

    /// `'Class:0xADDRESS'` or `Class:0xADDRESS`, followed by a space: the class, the address and the offset after it.
    private static func controllerName(_ bytes: [UInt8], _ start: Int, _ end: Int) -> (String, String, Int)? {
        var i = start
        let quoted = i < end && bytes[i] == UInt8(ascii: "'")
        if quoted { i += 1 }
        let classStart = i
        while i < end, isIdentifierByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
        let classEnd = i
        guard classEnd > classStart, startsWith(bytes, i, end, ":0x") else { return nil }
        i += 1
        let addressStart = i
        i += 2
        while i < end, isHexDigit(bytes[i]) { i += 1 }
        guard i - addressStart > 2 else { return nil }
        let addressEnd = i
        // The closing quote, also when the opening one was read as a paste's quote at the start of the line.
        if i < end, bytes[i] == UInt8(ascii: "'") {
            i += 1
        } else if quoted {
            return nil
        }
        guard i == end || spaceWidth(bytes, i, end) != nil else { return nil }
        return (
            String(decoding: bytes[classStart..<classEnd], as: UTF8.self),
            String(decoding: bytes[addressStart..<addressEnd], as: UTF8.self), i
        )
    }

    /// `2 child[…] ` or `2c.[…] `: the brackets' content and the offset after the `]`.
    private static func children(_ text: DumpText, _ start: Int, _ end: Int) -> (String, Int)? {
        let bytes = text.bytes
        var i = start
        while i < end, isDigit(bytes[i]) { i += 1 }
        guard i > start else { return nil }
        if startsWith(bytes, i, end, " child[") {
            i += 7
        } else if startsWith(bytes, i, end, "c.[") {
            i += 3
        } else {
            return nil
        }
        let open = i
        while i < end, bytes[i] != UInt8(ascii: "]") { i += 1 }
        guard i < end else { return nil }
        return (text.trimmedString(open..<i), i + 1)
    }
}

/// Letters, digits and `_`.
private func isIdentifierByte(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || isDigit(c)
        || c == UInt8(ascii: "_")
}

extension View {
    /// Keeps what an annotation says: the controller (in the responder chain), and the rest as attributes, before
    /// the record's own (where the text stood).
    mutating func annotate(with annotation: DumpAnnotation) {
        var kept: [ExtraAttribute] = []
        if annotation.isMarkedNotVisible {
            kept.appendUnique(
                ExtraAttribute(
                    key: "marker", value: "XX: not visible (hidden, alpha < 0.01 or an empty frame, here or in a superview)"))
        }
        if let warning = annotation.controllerWarning {
            kept.appendUnique(ExtraAttribute(key: "controllerWarning", value: warning))
        }
        if let controller = annotation.controller {
            self.controller = ViewController(name: DumpClassName(controller.className).display)
            kept.appendUnique(ExtraAttribute(key: "controllerAddress", value: controller.address))
        }
        if let children = annotation.childControllers {
            kept.appendUnique(ExtraAttribute(key: "childControllers", value: children))
        }
        if let ivarName = annotation.ivarName {
            kept.appendUnique(ExtraAttribute(key: "ivar", value: ivarName))
        }
        for attribute in attributes { kept.appendUnique(attribute) }
        attributes = kept
    }
}
