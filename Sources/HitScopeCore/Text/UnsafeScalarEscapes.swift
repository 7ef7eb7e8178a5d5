/// Written documents (JSON, YAML) keep every name exactly, but never carry a scalar that acts on a terminal: the
/// ones `isUnsafeOnTerminal` names that the encoders leave raw (C1 controls, bidirectional overrides, U+2028) are
/// written as `\uXXXX`, which JSON strings and YAML's double-quoted strings read back as the same scalar. Tabs
/// and line breaks are the documents' own layout (the encoders escape them inside strings) and stay.
public enum UnsafeScalarEscapes {
    /// `text` with every unsafe scalar but tab, line feed and carriage return written as `\uXXXX`. Only for text
    /// where each of them stands inside a JSON string or a YAML double-quoted string.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isUnsafeOnTerminal && scalar != "\t" && scalar != "\n" && scalar != "\r"
    }
}
