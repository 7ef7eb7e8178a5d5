import Glibc

/// Watches the folder of the scene file with inotify and says when the file itself was written, renamed into place,
/// created, deleted or renamed away (editors save in all these ways), or when the folder itself went away. Owns the
/// inotify descriptor.
final class FileWatcher {
    let fileDescriptor: Int32
    private let fileName: String

    /// What concerns the scene file: changes of the entry with its name, and the folder's own end.
    private static let fileEvents = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
    private static let folderEvents = UInt32(IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches `path`'s folder; nil when inotify is not available (the viewer then just does not reload).
    init?(path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        fileName = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        guard inotify_add_watch(fd, folder, Self.fileEvents | Self.folderEvents) >= 0 else {
            close(fd)
            return nil
        }
        fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }

    /// Reads the pending notifications; true when one of them is about the scene file or its folder.
    func drain() -> Bool {
        var touched = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let mask = buffer.withUnsafeBytes { $0.load(fromByteOffset: offset + 4, as: UInt32.self) }
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)].prefix { $0 != 0 }
                if mask & Self.folderEvents != 0 || String(decoding: nameBytes, as: UTF8.self) == fileName { touched = true }
                offset += header + length
            }
        }
        return touched
    }
}
