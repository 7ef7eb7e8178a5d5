import Foundation

/// Input bytes as text: byte-order marks, invalid UTF-8, with errors that say where.
public enum SourceFile {
    /// The text of UTF-8 bytes without a byte-order mark; invalid UTF-8 is an error at its line and column.
    static func decodeUTF8(_ data: Data, file: String) throws(SceneError) -> String {
        String(decoding: try validatedUTF8(data, file: file), as: UTF8.self)
    }

    /// The bytes without a byte-order mark (sharing the storage, not copied), once checked to be valid UTF-8;
    /// invalid UTF-8 is an error at its line and column.
    static func validatedUTF8(_ data: Data, file: String) throws(SceneError) -> Data {
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
        let problem = body.withUnsafeBytes { bytes -> (offset: Int, line: Int, column: Int)? in
            let offset = firstInvalidUTF8Offset(bytes)
            guard offset < bytes.count else { return nil }
            let (line, column) = lineAndColumn(ofByteOffset: offset, in: bytes)
            return (offset, line, column)
        }
        if let problem {
            throw SceneError(file: file, line: problem.line, column: problem.column, message: "the file is not valid UTF-8 (byte \(problem.offset))", hint: "save it as UTF-8")
        }
        return body
    }

    /// Space, tab, line feed, vertical tab, form feed and carriage return.
    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Where the first malformed UTF-8 sequence starts, or `bytes.count` (RFC 3629: no overlongs, no surrogates,
    /// nothing above U+10FFFF).
    static func firstInvalidUTF8Offset(_ bytes: UnsafeRawBufferPointer) -> Int {
        var i = 0
        let count = bytes.count
        while i < count {
            // ASCII runs, eight bytes at a time.
            while i + 8 <= count, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < count else { break }
            let lead = bytes[i]
            let length: Int
            switch lead {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return i
            }
            guard i + length <= count else { return i }
            for k in 1..<length where !(0x80...0xBF).contains(bytes[i + k]) { return i }
            if length > 1 {
                let second = bytes[i + 1]
                if lead == 0xE0 && second < 0xA0 || lead == 0xED && second > 0x9F || lead == 0xF0 && second < 0x90
                    || lead == 0xF4 && second > 0x8F
                {
                    return i
                }
            }
            i += length
        }
        return count
    }

    /// 1-based line and column (in Unicode scalars) of a byte offset in UTF-8 bytes.
    static func lineAndColumn(ofByteOffset offset: Int, in bytes: UnsafeRawBufferPointer) -> (Int, Int) {
        let end = min(max(0, offset), bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}
