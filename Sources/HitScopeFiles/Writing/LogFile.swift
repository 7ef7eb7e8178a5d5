import Glibc

/// A file written as it goes, line by line (the viewer's event log), so that it can be read while it grows: the
/// one output not written atomically. It follows `OutputFile`'s rules otherwise: a folder, a link out of its
/// project or to nothing, a block device or a socket is refused; a device, a FIFO or a descriptor of this process
/// is written through; a regular file (or nothing yet) is truncated and written in place, never through a link.
public final class LogFile {
    private let descriptor: Int32
    private let owned: Bool
    /// The first failed write, said once by the owner (the log stops there).
    public private(set) var failure: WriteError?
    private let path: String

    /// Opens `path` for the log.
    public init(_ path: String) throws(WriteError) {
        self.path = path
        switch try OutputFile.plan(path) {
        case .descriptor(let number):
            descriptor = number
            owned = false
        case .atomic(let target, let mode):
            let opened = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, mode ?? 0o666)
            guard opened >= 0 else { throw WriteError(path: path, FileProblem(errno: errno)) }
            descriptor = opened
            owned = true
        case .through(let target):
            let opened = open(target, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard opened >= 0 else { throw WriteError(path: path, FileProblem(errno: errno)) }
            _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
            descriptor = opened
            owned = true
        }
    }

    deinit { if owned { close(descriptor) } }

    /// Appends `text`; after a failed write, nothing more is written (`failure` says why).
    public func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        let result = text.withUTF8 { Descriptor.writeAll(descriptor, UnsafeRawBufferPointer($0)) }
        if case .failure(let problem) = result { failure = WriteError(path: path, problem) }
    }
}
