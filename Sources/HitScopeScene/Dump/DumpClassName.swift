import HitScopeCore

/// A class name as a dump prints it, and the forms HitScope uses: the one people read (Swift-mangled names
/// demangled, the `NSKVONotifying_` prefix of key-value observing removed), a short one for view names, and the
/// public UIKit class that a well-known private UIKit class stands for.
struct DumpClassName {
    /// As printed: `_TtC5MyApp8CardView`, `NSKVONotifying_UIView`, `UITableViewLabel`.
    let printed: String
    /// For people: `MyApp.CardView`, `UIView`, `UITableViewLabel`.
    let display: String
    /// For view names: the last component without generic arguments: `CardView`.
    let short: String
    /// The public UIKit class of a private one UIKit never marks with `baseClass` (`UITableViewLabel` → `UILabel`).
    let uikitAncestor: String?
    /// The defaults that apply when the record names no `baseClass`.
    let viewClass: ViewClass

    init(_ printed: String) {
        self.printed = printed
        var name = printed
        if name.hasPrefix("NSKVONotifying_"), name.count > "NSKVONotifying_".count {
            name = String(name.dropFirst("NSKVONotifying_".count))
        }
        display = demangledClassName(name) ?? name
        short = shortClassName(display)
        uikitAncestor = UIKitParts.publicAncestors[display]
        viewClass = ViewClass(name: display, baseClass: uikitAncestor)
    }
}

/// `MyApp.CardView` for a Swift class name mangled the way the Objective-C runtime shows it
/// (`_TtC5MyApp8CardView`, nested `_TtCC5MyApp5Outer5Inner`, private `…P33_<discriminator>8CardView`);
/// nil for anything else (generic and punycode names are shown as printed).
func demangledClassName(_ name: String) -> String? {
    guard name.hasPrefix("_Tt") else { return nil }
    var rest = Substring(name.dropFirst(3))
    var levels = 0
    while let kind = rest.first, kind == "C" || kind == "V" || kind == "O" {
        levels += 1
        rest = rest.dropFirst()
    }
    guard levels > 0 else { return nil }
    var components: [String] = []
    if rest.hasPrefix("So") {
        components.append("__C")
        rest = rest.dropFirst(2)
    } else if rest.hasPrefix("s") {
        components.append("Swift")
        rest = rest.dropFirst()
    } else {
        guard let module = identifier(&rest) else { return nil }
        components.append(module)
    }
    for _ in 0..<levels {
        if rest.hasPrefix("P") {
            rest = rest.dropFirst()
            guard identifier(&rest) != nil else { return nil }  // the private discriminator
        }
        guard let component = identifier(&rest) else { return nil }
        components.append(component)
    }
    return rest.isEmpty ? components.joined(separator: ".") : nil
}

/// Reads `<length><characters>` from the start of `text`.
private func identifier(_ text: inout Substring) -> String? {
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    guard !digits.isEmpty, digits.count <= 4, let length = Int(digits), length > 0 else { return nil }
    let body = text.dropFirst(digits.count)
    guard body.count >= length else { return nil }
    text = body.dropFirst(length)
    return String(body.prefix(length))
}

/// The last dotted component outside generic arguments, without them: `MyApp.Box<Swift.Int>` → `Box`.
private func shortClassName(_ display: String) -> String {
    if !display.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: " ") }) {
        return display.isEmpty ? "View" : display
    }
    var depth = 0
    var component = ""
    for character in display {
        switch character {
        case "<":
            depth += 1
        case ">":
            depth = max(0, depth - 1)
        case "." where depth == 0:
            component = ""
        default:
            if depth == 0 { component.append(character) }
        }
    }
    let trimmed = component.trimmingDumpSpaces()
    return trimmed.isEmpty ? "View" : trimmed
}
