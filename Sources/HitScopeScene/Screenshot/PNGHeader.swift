/// What HitScope checks of a PNG file before drawing it: the signature, the image header's size, and the end
/// chunk (a file cut short is refused here rather than drawn half by a front end).
struct PNGHeader: Equatable {
    var width: Int
    var height: Int

    /// The largest side cairo draws (its image surfaces are at most 32,767 pixels a side).
    static let maximumSide = 32_767

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// `IEND`'s length (0), type and CRC: every complete PNG ends with these twelve bytes.
    private static let end: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]

    /// The header of `bytes`, or what is wrong with them as a PNG file.
    static func read(_ bytes: [UInt8]) -> Result<PNGHeader, PNGProblem> {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return .failure(.notPNG) }
        // The first chunk is IHDR: length 13, then width and height as big-endian 32-bit numbers.
        guard bytes.count >= 33, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return .failure(.noHeader) }
        let width = bigEndian(bytes, at: 16), height = bigEndian(bytes, at: 20)
        guard width > 0, height > 0 else { return .failure(.empty) }
        guard width <= maximumSide, height <= maximumSide else { return .failure(.tooLarge(width: width, height: height)) }
        guard bytes.count >= 45, Array(bytes.suffix(12)) == end else { return .failure(.cutShort) }
        return .success(PNGHeader(width: width, height: height))
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
}

/// Which of `PNGHeader.read`'s checks failed (said to people as one thing: `ScreenshotFile.Problem.unreadable`).
enum PNGProblem: Error, Equatable {
    case notPNG, noHeader, empty, cutShort
    case tooLarge(width: Int, height: Int)
}
