import Glibc

/// Standard output and standard error at the edge: every failed write to standard output is a `WriteError` (a full
/// disk, a reader that closed the pipe), so that a command exits 2 instead of 0 with its output lost.
public enum StandardStreams {
    /// Writes all of `bytes` to standard output.
    public static func writeOutput(_ bytes: UnsafeRawBufferPointer) throws(WriteError) {
        if case .failure(let problem) = Descriptor.writeAll(1, bytes) { throw WriteError(path: "-", problem) }
    }

    /// Writes `text` to standard error; a failure there has nowhere left to be said, and is not.
    public static func writeError(_ text: String) {
        var text = text
        text.withUTF8 { _ = Descriptor.writeAll(2, UnsafeRawBufferPointer($0)) }
    }
}
