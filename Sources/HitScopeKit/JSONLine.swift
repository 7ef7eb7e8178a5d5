import HitScopeCore
import HitScopeOutput

extension JSONStreamable {
    /// The document as one line of JSON (no line feed), as the `hitscope` command writes it.
    var jsonLine: String {
        var writer = ByteWriter()
        write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
