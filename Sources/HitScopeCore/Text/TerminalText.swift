/// Makes untrusted text (view names, titles) safe to print on a terminal: control characters, escape sequences
/// and bidirectional overrides are shown as `\u{…}` instead of acting on the terminal.
public func terminalSafe(_ text: String) -> String {
    // Printable ASCII (most names) holds none of `isUnsafeOnTerminal`'s scalars: its bytes say so without decoding.
    if text.utf8.withContiguousStorageIfAvailable(isPrintableASCII) == true { return text }
    var needsEscaping = false
    for scalar in text.unicodeScalars where scalar.isUnsafeOnTerminal {
        needsEscaping = true
        break
    }
    guard needsEscaping else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
        if scalar.isUnsafeOnTerminal {
            result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

/// Whether every byte is printable ASCII (U+0020 to U+007E): text in which no scalar `isUnsafeOnTerminal` names,
/// printed as it is by `terminalSafe` and the byte writers.
@inlinable package func isPrintableASCII(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
}

extension Unicode.Scalar {
    /// Whether printing this scalar could act on a terminal or reorder what it shows: C0 and C1 controls and DEL
    /// (ESC and CSI start escape sequences), bidirectional marks, embeddings, overrides and isolates, and the
    /// Unicode line and paragraph separators. All of them are at most U+FFFF.
    public var isUnsafeOnTerminal: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls, DEL
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true  // bidirectional marks and overrides
        case 0x2028, 0x2029: true  // line and paragraph separators
        default: false
        }
    }
}
