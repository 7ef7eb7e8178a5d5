import CDeflate
import Foundation

/// The report's data as the page embeds it: its JSON deflated in zlib's format (which the browser's own
/// `DecompressionStream("deflate")` reads) and written in base64. The engine's words repeat from answer to answer
/// (each view, each traced point), so a fifty-view page's data shrinks about twelvefold; base64 holds no `<`, so
/// nothing in it can end its `<script>` element.
package enum PageDataBlock {
    /// The `type` of the `<script>` element that holds the block: a type no browser runs.
    package static let scriptType = "application/x-hitscope-data+deflate+base64"

    /// libdeflate's level: 6, its default. On a fifty-view page's 383 KB of JSON it wrote 1 % fewer bytes than zlib's
    /// own level 6 in half the time (3.6 against 7.2 ms); level 5 was 13 % faster again and wrote 5 % more bytes, and
    /// the page's size is the scarcer of the two (docs/performance.md).
    static let level: Int32 = 6

    /// The block of `json`: the same bytes for the same text (libdeflate is deterministic for one level).
    package static func encoded(_ json: String) -> String {
        encoded(utf8: Array(json.utf8))
    }

    /// The block of the JSON whose UTF-8 is `json`.
    package static func encoded(utf8 json: [UInt8]) -> String {
        // A compressor is a few hundred KB of tables; nil is the machine out of memory: a bug to report loudly.
        guard let compressor = libdeflate_alloc_compressor(level) else { preconditionFailure("libdeflate could not allocate a compressor") }
        defer { libdeflate_free_compressor(compressor) }
        var output = [UInt8](repeating: 0, count: libdeflate_zlib_compress_bound(compressor, json.count))
        let size = json.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                libdeflate_zlib_compress(compressor, source.baseAddress, source.count, target.baseAddress, target.count)
            }
        }
        // The buffer is the bound's: 0 (no room) cannot happen, and is a bug to report loudly.
        precondition(size > 0, "libdeflate_zlib_compress wrote nothing into its bound's buffer")
        return Data(output.prefix(size)).base64EncodedString()
    }

    /// The JSON of a block, or nil when it is not one (for tests and tools that read a page's data).
    package static func decoded(_ block: String) -> String? {
        guard let source = Data(base64Encoded: block).map(Array.init),
              let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var capacity = max(1024, source.count * 16)
        while capacity <= 1 << 31 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = 0
            let status = source.withUnsafeBytes { input in
                output.withUnsafeMutableBytes { target in
                    libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, target.baseAddress, target.count, &size)
                }
            }
            if status == LIBDEFLATE_SUCCESS { return String(decoding: output.prefix(size), as: UTF8.self) }
            guard status == LIBDEFLATE_INSUFFICIENT_SPACE else { return nil }
            capacity *= 4
        }
        return nil
    }
}
