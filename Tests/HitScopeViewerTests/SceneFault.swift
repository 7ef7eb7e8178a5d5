import Foundation
import Glibc

/// The ways a scene file goes bad under a running viewer, each done the way an editor, a tool or a user does it.
///
/// "Unreadable" cannot be `chmod 000`: the tests run as root, and root reads such a file anyway. What stands for it
/// here is what really makes reading fail or misbehave at the same path, whoever runs the viewer: a folder, a FIFO
/// (reading it could block forever), a symbolic link to a device that never ends (/dev/zero), and bytes that are
/// not UTF-8.
enum SceneFault: CaseIterable, Sendable {
    /// An editor's atomic save (a temporary file renamed over the scene) of a half-typed flow list.
    case unclosedListByRename
    /// The file rewritten in place (same inode, truncated) with a misspelt key.
    case unknownKeyInPlace
    /// Latin-1 bytes written in place.
    case notUTF8InPlace
    case deleted
    case replacedByFolder
    case replacedByFIFO
    case replacedByDevice

    /// Puts the fault at `path`, whatever is there now; `round` makes each breakage's bytes differ.
    func apply(to path: String, good: String, round: Int) throws {
        let marker = "# break \(round)\n"
        switch self {
        case .unclosedListByRename:
            try Self.clear(path)
            try (marker + good.replacingOccurrences(of: "size: [375, 667]", with: "size: [375, 667")).write(toFile: path, atomically: true, encoding: .utf8)
        case .unknownKeyInPlace:
            try Self.writeInPlace(path, Data((marker + good.replacingOccurrences(of: "touches: handle", with: "touchez: handle")).utf8))
        case .notUTF8InPlace:
            try Self.writeInPlace(path, Data(marker.utf8) + Data("name: caf".utf8) + Data([0xE9]) + Data("\n".utf8))
        case .deleted:
            try Self.clear(path)
        case .replacedByFolder:
            try Self.clear(path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .replacedByFIFO:
            try Self.clear(path)
            guard mkfifo(path, 0o644) == 0 else { throw TestFailure("mkfifo \(path) failed") }
        case .replacedByDevice:
            try Self.clear(path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        }
    }

    /// Writes `bytes` into the existing file (or a new one) without replacing it: open with O_TRUNC, write, close.
    static func writeInPlace(_ path: String, _ bytes: Data) throws {
        var status = stat()
        if lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG { try clear(path) }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw TestFailure("cannot open \(path) for writing") }
        defer { close(fd) }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw TestFailure("short write to \(path)") }
    }

    /// Removes whatever is at `path` (a file, a folder, a FIFO or a link), if anything.
    static func clear(_ path: String) throws {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }
        try FileManager.default.removeItem(atPath: path)
    }
}
