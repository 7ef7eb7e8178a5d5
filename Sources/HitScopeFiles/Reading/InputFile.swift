import Foundation

/// Opens and reads input files: regular files only (a FIFO, a device or a folder is refused before it is opened, and
/// again on the opened descriptor, so that nothing blocks or never ends), and standard input for `-`.
public enum InputFile {
    /// Opens the regular file at `real` (a path without links, from `PathRules`) for reading; the caller closes the
    /// descriptor.
    public static func open(real: String) -> Result<Int32, FileProblem> {
        var status = stat()
        guard stat(real, &status) == 0 else { return .failure(FileProblem(errno: errno)) }
        if let problem = FileProblem.kind(of: status.st_mode) { return .failure(problem) }
        // Not blocking (a file swapped for a FIFO since), not following a link swapped in, not taking a terminal.
        let descriptor = Glibc.open(real, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY | O_NOFOLLOW)
        guard descriptor >= 0 else { return .failure(FileProblem(errno: errno)) }
        guard fstat(descriptor, &status) == 0 else {
            let problem = FileProblem(errno: errno)
            close(descriptor)
            return .failure(problem)
        }
        if let problem = FileProblem.kind(of: status.st_mode) {
            close(descriptor)
            return .failure(problem)
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return .success(descriptor)
    }

    /// The bytes of the regular file at `real`, at most `limit` of them (more is `.tooLarge`).
    public static func read(real: String, limit: Int = .max) -> Result<Data, FileProblem> {
        switch open(real: real) {
        case .failure(let problem): return .failure(problem)
        case .success(let descriptor):
            defer { close(descriptor) }
            return read(descriptor: descriptor, limit: limit)
        }
    }

    /// Everything standard input holds, to its end.
    public static func standardInput() -> Result<Data, FileProblem> {
        read(descriptor: 0, limit: .max)
    }

    /// The bytes of an open descriptor to its end, at most `limit` of them; interrupted reads are resumed.
    static func read(descriptor: Int32, limit: Int) -> Result<Data, FileProblem> {
        var status = stat()
        let expected = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        guard expected <= limit else { return .failure(.tooLarge(limit: limit)) }
        var data = Data(count: max(expected + 1, 1 << 16))
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count < limit else { return .failure(.tooLarge(limit: limit)) }
                data.count = min(limit == .max ? .max : limit + 1, data.count * 2)
            }
            let count = data.withUnsafeMutableBytes { bytes in
                // Non-empty: `data.count` is at least 64 KiB and more than `filled`.
                Glibc.read(descriptor, bytes.baseAddress! + filled, bytes.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // Standard input left non-blocking by whatever gave it: wait until it has more.
                    var wanted = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&wanted, 1, -1)
                    continue
                }
                return .failure(FileProblem(errno: errno))
            }
            if count == 0 { break }
            filled += count
            guard filled <= limit else { return .failure(.tooLarge(limit: limit)) }
        }
        data.count = filled
        return .success(data)
    }
}
