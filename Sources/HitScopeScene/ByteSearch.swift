import Foundation

/// Searches of raw bytes through the C library, as fast in a debug build as in a release one: a line of any
/// length costs one pass at memory speed (issue 37: a 20 MB line reads in well under a second in a debug build).
enum ByteSearch {
    /// The index of the first `byte` in `bytes[from..<to]`, or nil.
    static func first(_ byte: UInt8, in bytes: UnsafeRawBufferPointer, from: Int, to: Int) -> Int? {
        guard let base = bytes.baseAddress, from < to else { return nil }
        return memchr(base + from, Int32(byte), to - from).map { $0 - UnsafeMutableRawPointer(mutating: base) }
    }

    /// The index of the last `byte` in `bytes[from..<to]`, or nil (memchr from one to the next: the C library
    /// here has no memrchr).
    static func last(_ byte: UInt8, in bytes: UnsafeRawBufferPointer, from: Int, to: Int) -> Int? {
        var found: Int?
        while let next = first(byte, in: bytes, from: (found ?? from - 1) + 1, to: to) { found = next }
        return found
    }

    /// Whether every byte of `bytes` is ASCII, eight at a time.
    static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        var any: UInt64 = 0
        while index + 8 <= bytes.count {
            any |= bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            any |= UInt64(bytes[index])
            index += 1
        }
        return any & 0x8080_8080_8080_8080 == 0
    }

    /// Whether `text`'s UTF-8 holds `needle`'s (memchr to each place its first byte is, then memcmp): a test of a
    /// file's head for a marker, with no copy and no Unicode work.
    static func contains(_ needle: String, in text: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { haystack in
            needle.withUTF8 { wanted in
                guard let sought = wanted.baseAddress, let firstByte = wanted.first else { return true }
                let bytes = UnsafeRawBufferPointer(haystack)
                var from = 0
                while let at = first(firstByte, in: bytes, from: from, to: bytes.count - wanted.count + 1) {
                    if let base = bytes.baseAddress, memcmp(base + at, sought, wanted.count) == 0 { return true }
                    from = at + 1
                }
                return false
            }
        }
    }
}
