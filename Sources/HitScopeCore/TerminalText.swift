/// Makes untrusted text (view names, titles) safe to print on a terminal: control characters, escape sequences
/// and bidirectional overrides are shown as `\u{…}` instead of acting on the terminal.
public func terminalSafe(_ text: String) -> String {
    var needsEscaping = false
    for scalar in text.unicodeScalars where isUnsafeOnTerminal(scalar) {
        needsEscaping = true
        break
    }
    guard needsEscaping else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        if isUnsafeOnTerminal(scalar) {
            result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

private func isUnsafeOnTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls, DEL (ESC starts terminal escape sequences)
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional marks and overrides
    case 0x2028, 0x2029: true  // line and paragraph separators
    default: false
    }
}
