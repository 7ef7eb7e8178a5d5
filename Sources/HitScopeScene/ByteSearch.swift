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
}
