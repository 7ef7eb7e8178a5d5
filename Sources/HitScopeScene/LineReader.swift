import Foundation

/// Reads an open file a block at a time and hands over blocks of whole lines, so that a file of any length is
/// neither waited for as a whole nor held: only the current block and a line that crosses it stay.
enum LineReader {
    /// Calls `body` with the whole lines read from `descriptor` (which it neither opens nor closes) to its end, a
    /// block at a time and in order: each block is what one read gave (at most about `blockSize` bytes, a longer
    /// line whole) up to its last line feed. A byte-order mark at the start is skipped, and offsets count from
    /// after it, as `SourceFile.validatedUTF8` counts them; `file` names the input in errors.
    static func forEachBlock(descriptor: Int32, file path: String, blockSize: Int = 1 << 16, _ body: (LineBlock) throws -> Void) throws {
        var buffer = [UInt8](repeating: 0, count: max(1, blockSize))
        var carried = 0  // bytes at the buffer's start: a line the previous read did not end
        var line = 1  // the number of the line at the buffer's start
        var offset = 0  // of the buffer's first byte in the file, after a byte-order mark
        var atStart = true
        /// Hands over `buffer[skip..<end]` and keeps what follows it for the next block.
        func deliver(skip: Int, end: Int, filled: Int) throws {
            line += try buffer.withUnsafeBytes { bytes in
                let block = LineBlock(bytes: UnsafeRawBufferPointer(rebasing: bytes[skip..<end]), firstLine: line, offset: offset)
                if end > skip { try body(block) }
                return block.lineFeeds
            }
            offset += end - skip
            carried = filled - end
            if carried > 0 { buffer.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[end..<filled])) } }
        }
        while true {
            if carried == buffer.count {  // one long line: twice the room, its bytes kept
                buffer = [UInt8](unsafeUninitializedCapacity: 2 * carried) { grown, count in
                    buffer.withUnsafeBytes { UnsafeMutableRawBufferPointer(grown).copyMemory(from: $0) }
                    count = 2 * carried
                }
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + carried, $0.count - carried) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SceneError(file: path, line: line, column: 1, message: "cannot read the file", hint: "check that it can be read to the end")
            }
            let filled = carried + count
            var skip = 0
            if atStart {
                guard filled >= 3 || count == 0 else {
                    carried = filled  // too little yet to tell whether a byte-order mark starts the file
                    continue
                }
                atStart = false
                if buffer.starts(with: [0xEF, 0xBB, 0xBF]) { skip = 3 }
            }
            if count == 0 {
                try deliver(skip: skip, end: filled, filled: filled)
                return
            }
            // Only the bytes this read gave can hold a line feed: what was carried had none.
            let end = buffer.withUnsafeBytes { ByteSearch.last(0x0A, in: $0, from: max(skip, carried), to: filled) }.map { $0 + 1 } ?? skip
            try deliver(skip: skip, end: end, filled: filled)
        }
    }
}

/// Whole lines of a file, as `LineReader` hands them over, or a part of them (`parts(_:)`). Valid only during the
/// call it is given to, and only read: parts of one block may be read on several threads at once.
struct LineBlock: @unchecked Sendable {
    /// The block `LineReader` handed over that this is (a part of).
    private let whole: UnsafeRawBufferPointer
    /// Where this is in `whole`.
    private let range: Range<Int>
    /// The number of `whole`'s first line (1-based).
    private let wholeFirstLine: Int
    /// The offset of `whole`'s first byte in the file (after a byte-order mark).
    private let wholeOffset: Int

    /// A whole block: `bytes` are lines, each ending with a line feed but the file's last, whose first line has
    /// the number `firstLine` and whose first byte is at `offset` in the file.
    init(bytes: UnsafeRawBufferPointer, firstLine: Int, offset: Int) {
        self.init(whole: bytes, range: 0..<bytes.count, wholeFirstLine: firstLine, wholeOffset: offset)
    }

    private init(whole: UnsafeRawBufferPointer, range: Range<Int>, wholeFirstLine: Int, wholeOffset: Int) {
        self.whole = whole
        self.range = range
        self.wholeFirstLine = wholeFirstLine
        self.wholeOffset = wholeOffset
    }

    /// The lines' bytes.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: whole[range]) }

    /// How many line feeds the block has.
    var lineFeeds: Int { Self.lineFeeds(in: range, of: whole) }

    /// Counts eight bytes at a time: a byte of `word ^ 0x0A0A…` is zero exactly where a line feed is, and
    /// `(x & 0x7F…) + 0x7F…) | x` sets the top bit of every byte of `x` but the zero ones.
    private static func lineFeeds(in range: Range<Int>, of bytes: UnsafeRawBufferPointer) -> Int {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var count = 0
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A
            count += (~(((word & low) &+ low) | word | low)).nonzeroBitCount
            index += 8
        }
        for byte in bytes[index..<range.upperBound] where byte == 0x0A { count += 1 }
        return count
    }

    /// The block cut into at most `count` parts of about equal size at line feeds, in order. A part's line numbers
    /// are counted only when asked for (`Line.number`), so cutting costs nothing per line.
    func parts(_ count: Int) -> [LineBlock] {
        var parts: [LineBlock] = []
        var start = range.lowerBound
        for part in 1...max(1, count) where start < range.upperBound {
            var end = max(start, range.lowerBound + range.count * part / max(1, count))
            if end < range.upperBound {
                end = ByteSearch.first(0x0A, in: whole, from: end, to: range.upperBound).map { $0 + 1 } ?? range.upperBound
            }
            parts.append(LineBlock(whole: whole, range: start..<end, wholeFirstLine: wholeFirstLine, wholeOffset: wholeOffset))
            start = end
        }
        return parts
    }

    /// Calls `body` with each line in order, without its line feed, but first offers each line to `quickly`:
    /// given the block's bytes and where the line starts, it may take the line itself and return where the next
    /// one starts (after the line feed), reading the line once instead of twice.
    func forEachLine(
        quickly: (_ bytes: UnsafeRawBufferPointer, _ start: Int) throws -> Int?, _ body: (Line) throws -> Void
    ) rethrows {
        let bytes = self.bytes
        var start = 0
        while start < bytes.count {
            if let next = try quickly(bytes, start) {
                start = next
                continue
            }
            let end = ByteSearch.first(0x0A, in: bytes, from: start, to: bytes.count) ?? bytes.count
            let line = UnsafeRawBufferPointer(rebasing: bytes[start..<end])
            try body(Line(bytes: line, block: self, start: range.lowerBound + start))
            start = end + 1
        }
    }

    /// One line without its line feed.
    struct Line {
        var bytes: UnsafeRawBufferPointer
        fileprivate var block: LineBlock
        /// Where the line starts in the block's `whole`.
        fileprivate var start: Int

        /// The line's 1-based number, counted when asked for (for error messages).
        var number: Int { block.wholeFirstLine + LineBlock.lineFeeds(in: 0..<start, of: block.whole) }

        /// The offset of the line's first byte in the file.
        var offset: Int { block.wholeOffset + start }
    }
}
