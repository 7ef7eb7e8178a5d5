import Glibc

/// Writing to an open file descriptor: every byte, or the problem that stopped it.
enum Descriptor {
    /// Writes all of `bytes` to `descriptor`, resuming after interruptions and partial writes, and waiting while a
    /// non-blocking descriptor is full; a failed write (a full disk, a closed pipe with SIGPIPE ignored) is the
    /// problem it is.
    static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Void, FileProblem> {
        guard var next = bytes.baseAddress else { return .success(()) }
        var remaining = bytes.count
        while remaining > 0 {
            let written = Glibc.write(descriptor, next, remaining)
            if written < 0 {
                switch errno {
                case EINTR: continue
                case EAGAIN:
                    var wanted = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&wanted, 1, -1)
                    continue
                default: return .failure(FileProblem(errno: errno))
                }
            }
            next += written
            remaining -= written
        }
        return .success(())
    }
}
