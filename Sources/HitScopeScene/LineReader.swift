import Foundation

/// Reads a file (or standard input for `-`) a chunk at a time and hands over its lines, so that a file of any
/// length is neither waited for as a whole nor held: only the current chunk and a line that crosses it stay.
struct LineReader {
    /// One line without its line feed: its bytes, its 1-based number and the offset of its first byte (after a
    /// byte-order mark).
    struct Line {
        var bytes: UnsafeRawBufferPointer
        var number: Int
        var offset: Int
    }

    private static let chunkSize = 1 << 16

    /// Calls `body` with each line of `path` in order; a byte-order mark at the start is skipped (and offsets
    /// count from after it, as `SourceFile.validatedUTF8` counts them).
    static func forEachLine(path: String, _ body: (Line) throws -> Void) throws {
        let descriptor: Int32
        if path == "-" {
            descriptor = 0
        } else {
            try SourceFile.checkRegularFile(path)
            descriptor = open(path, O_RDONLY)
            guard descriptor >= 0 else {
                throw SceneError(file: path, line: 0, column: 0, message: "cannot read the file", hint: "check its permissions")
            }
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var pending: [UInt8] = []  // the start of a line that the next chunk goes on with
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var number = 1
        var offset = 0  // of the current line's first byte in the file
        var markLength = 0  // a byte-order mark's, once the first line has been seen to start with one
        func deliver(_ bytes: UnsafeRawBufferPointer) throws {
            var bytes = bytes
            if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                markLength = 3
                bytes = UnsafeRawBufferPointer(rebasing: bytes[3...])
            }
            try body(Line(bytes: bytes, number: number, offset: offset + (number == 1 ? markLength : 0) - markLength))
            offset += bytes.count + 1 + (number == 1 ? markLength : 0)
            number += 1
        }
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, chunkSize) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SceneError(file: path, line: number, column: 1, message: "cannot read the file", hint: "check that it can be read to the end")
            }
            if count == 0 { break }
            try chunk.withUnsafeBytes { buffer in
                var start = 0
                while let feed = buffer[start..<count].firstIndex(of: 0x0A) {
                    if pending.isEmpty {
                        try deliver(UnsafeRawBufferPointer(rebasing: buffer[start..<feed]))
                    } else {
                        pending.append(contentsOf: buffer[start..<feed])
                        try pending.withUnsafeBytes { try deliver($0) }
                        pending.removeAll(keepingCapacity: true)
                    }
                    start = feed + 1
                }
                pending.append(contentsOf: buffer[start..<count])
            }
        }
        if !pending.isEmpty {
            try pending.withUnsafeBytes { try deliver($0) }
        }
    }
}
