import Glibc

/// A path that stands for a descriptor of this process: `/dev/stdout` (1), `/dev/stderr` (2), `/dev/fd/N`,
/// `/proc/self/fd/N`, or a symbolic link that leads through one of them. Writing to it is writing to the
/// descriptor, as a shell's redirection is: never a file made or replaced.
enum OwnDescriptor {
    /// The descriptor `path` stands for, following at most 40 links; nil when it stands for none.
    static func reached(from path: String) -> Int32? {
        var current = path
        for _ in 0..<40 {
            if let descriptor = named(current) { return descriptor }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : PathText.join(PathText.folder(of: current), target)
        }
        return nil
    }

    /// The descriptor a path names by its text alone.
    private static func named(_ path: String) -> Int32? {
        let normal = PathText.normalized(path)
        switch normal {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        case "/dev/stdin": return nil
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where normal.hasPrefix(prefix) {
                return Int32(normal.dropFirst(prefix.count)).flatMap { $0 >= 0 ? $0 : nil }
            }
            return nil
        }
    }
}
