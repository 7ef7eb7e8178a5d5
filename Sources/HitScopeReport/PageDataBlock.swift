import CZlib
import Foundation

/// The report's data as the page embeds it: its JSON deflated (zlib's format, which the browser's own
/// `DecompressionStream("deflate")` reads) and written in base64. The engine's words repeat from answer to answer
/// (each view, each traced point), so a fifty-view page's data shrinks about twelvefold; base64 holds no `<`, so
/// nothing in it can end its `<script>` element.
package enum PageDataBlock {
    /// The `type` of the `<script>` element that holds the block: a type no browser runs.
    package static let scriptType = "application/x-hitscope-data+deflate+base64"

    /// zlib's level: its default, 6. Level 5 took a third less time on a fifty-view page's 700 KB of JSON and wrote
    /// 6 % more bytes; the page's size is the scarcer of the two (docs/performance.md).
    static let level: Int32 = 6

    /// The block of `json`: the same bytes for the same text (zlib is deterministic for one level).
    package static func encoded(_ json: String) -> String {
        encoded(utf8: Array(json.utf8))
    }

    /// The block of the JSON whose UTF-8 is `json`.
    package static func encoded(utf8 json: [UInt8]) -> String {
        var source = json
        var size = compressBound(uLong(source.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&output, &size, &source, uLong(source.count), level)
        // The buffer is compressBound's, and the memory is the machine's: a failure here is a bug to report loudly.
        precondition(status == Z_OK, "zlib's compress2 failed (\(status))")
        return Data(output.prefix(Int(size))).base64EncodedString()
    }

    /// The JSON of a block, or nil when it is not one (for tests and tools that read a page's data).
    package static func decoded(_ block: String) -> String? {
        guard var source = Data(base64Encoded: block).map(Array.init) else { return nil }
        var capacity = max(1024, source.count * 16)
        while capacity <= 1 << 31 {
            var output = [UInt8](repeating: 0, count: capacity)
            var size = uLong(capacity)
            let status = uncompress(&output, &size, &source, uLong(source.count))
            if status == Z_OK { return String(decoding: output.prefix(Int(size)), as: UTF8.self) }
            guard status == Z_BUF_ERROR else { return nil }
            capacity *= 4
        }
        return nil
    }
}
