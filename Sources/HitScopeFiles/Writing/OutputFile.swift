import Foundation

/// Writes what a command was asked to write (`-o PATH`), by one set of rules (docs/security.md):
///
/// - `-` is standard output;
/// - a path that names nothing, or a regular file, is written atomically: a new file in the same folder, renamed
///   over the path once whole (a regular file keeps its permissions), removed on SIGINT and SIGTERM;
/// - a device, a FIFO or a socket is never replaced: a character device or a FIFO with a reader is written through,
///   the rest refused; so is a symbolic link to one, and a link to `/dev/stdout`, `/dev/fd/N` or `/proc/self/fd/N`
///   writes to that descriptor of this process;
/// - a symbolic link to a regular file is written (atomically, the link kept) only when the file is inside the
///   link's project; a link out of it, or to nothing, is refused;
/// - a folder is refused ("is a folder"); every failed write is a `WriteError` with the problem's own words.
public enum OutputFile {
    /// How a path is written.
    package enum Plan: Equatable {
        /// Standard output, or another descriptor of this process.
        case descriptor(Int32)
        /// A new file renamed over `path` (nothing there yet, or a regular file whose mode the new one takes).
        case atomic(path: String, mode: mode_t?)
        /// Opened for writing and written in place: a character device or a FIFO.
        case through(path: String)
    }

    /// Refuses a path that `write` would refuse, before the work that makes what is written.
    public static func check(_ path: String) throws(WriteError) {
        _ = try plan(path)
    }

    /// Writes `text` as UTF-8 to `path` (`-`: standard output). With `replacingLinks` (a page inside a site folder
    /// the command owns), a symbolic link at `path` is replaced by the file, never written through.
    public static func write(_ text: String, to path: String, replacingLinks: Bool = false) throws(WriteError) {
        var text = text
        let result = text.withUTF8 { write(UnsafeRawBufferPointer($0), to: path, replacingLinks: replacingLinks) }
        try result.get()
    }

    /// Writes `bytes` to `path` (`-`: standard output).
    public static func write(_ bytes: [UInt8], to path: String) throws(WriteError) {
        try bytes.withUnsafeBytes { write($0, to: path, replacingLinks: false) }.get()
    }

    private static func write(_ bytes: UnsafeRawBufferPointer, to path: String, replacingLinks: Bool) -> Result<Void, WriteError> {
        let plan: Plan
        do {
            plan = try self.plan(path, replacingLinks: replacingLinks)
        } catch {
            return .failure(error)
        }
        switch plan {
        case .descriptor(let descriptor):
            return Descriptor.writeAll(descriptor, bytes).mapError { WriteError(path: path, $0) }
        case .atomic(let target, let mode):
            return atomic(bytes, to: target, mode: mode).mapError { WriteError(path: path, $0) }
        case .through(let target):
            return through(bytes, to: target).mapError { WriteError(path: path, $0) }
        }
    }

    /// How `path` would be written, or why it may not be.
    package static func plan(_ path: String, replacingLinks: Bool = false) throws(WriteError) -> Plan {
        if path == "-" { return .descriptor(1) }
        var status = stat()
        guard lstat(path, &status) == 0 else {
            guard errno == ENOENT else { throw WriteError(path: path, FileProblem(errno: errno)) }
            try checkFolder(of: path)
            return .atomic(path: path, mode: nil)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .atomic(path: path, mode: status.st_mode & 0o7777)
        case S_IFLNK: return replacingLinks ? .atomic(path: path, mode: nil) : try linkPlan(path)
        default: return try specialPlan(path, mode: status.st_mode)
        }
    }

    /// A symbolic link: to a descriptor of this process, to a device or FIFO, or to a regular file in its project.
    private static func linkPlan(_ path: String) throws(WriteError) -> Plan {
        if let descriptor = OwnDescriptor.reached(from: path) { return .descriptor(descriptor) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw WriteError(path: path, problem: "is a symbolic link that leads nowhere", hint: "remove the link, or name another file")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { return try specialPlan(path, mode: status.st_mode) }
        let project = Project(of: path)
        guard case .success(let real) = PathText.real(path), PathText.isInside(real, project.real) else {
            throw WriteError(
                path: path, problem: "is a symbolic link to a file outside its project (\(project.description))",
                hint: "name the file itself, or remove the link (HitScope writes through no link out of the project)")
        }
        return .atomic(path: real, mode: status.st_mode & 0o7777)
    }

    /// Not a regular file: a character device or a FIFO is written through, the rest refused.
    private static func specialPlan(_ path: String, mode: mode_t) throws(WriteError) -> Plan {
        switch mode & S_IFMT {
        case S_IFCHR, S_IFIFO: return .through(path: path)
        case S_IFDIR: throw WriteError(path: path, .folder)
        case S_IFBLK:
            throw WriteError(path: path, problem: "is a block device (a disk)", hint: "name a file; HitScope does not write disks")
        default:
            throw WriteError(path: path, problem: "is \(kindWords(mode)), which HitScope neither replaces nor writes", hint: "name a file")
        }
    }

    private static func kindWords(_ mode: mode_t) -> String {
        if case .notRegularFile(let kind)? = FileProblem.kind(of: mode) { return kind }
        return "not a regular file"
    }

    /// The folder that will hold a new file at `path` exists and is a folder.
    private static func checkFolder(of path: String) throws(WriteError) {
        let folder = PathText.folder(of: path)
        var status = stat()
        guard stat(folder, &status) == 0 else {
            if errno == ENOENT {
                throw WriteError(path: path, problem: "its folder \(folder) does not exist", hint: "create the folder first")
            }
            throw WriteError(path: path, FileProblem(errno: errno))
        }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw WriteError(path: path, .notAFolderOnTheWay) }
    }

    /// A new file beside `path`, written whole, then renamed over it.
    private static func atomic(_ bytes: UnsafeRawBufferPointer, to path: String, mode: mode_t?) -> Result<Void, FileProblem> {
        let file: TemporaryFile
        switch TemporaryFile.create(in: PathText.folder(of: path), prefix: ".hitscope-", mode: 0o666) {
        case .success(let made): file = made
        case .failure(let problem): return .failure(problem)
        }
        if let mode { fchmod(file.descriptor, mode) }
        if case .failure(let problem) = file.write(bytes) {
            file.discard()
            return .failure(problem)
        }
        return file.rename(to: path)
    }

    /// Opens a character device or a FIFO (one with a reader: never waiting for one) and writes into it.
    private static func through(_ bytes: UnsafeRawBufferPointer, to path: String) -> Result<Void, FileProblem> {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return .failure(FileProblem(errno: errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, [S_IFCHR, S_IFIFO].contains(status.st_mode & S_IFMT) else {
            close(descriptor)
            return .failure(.notRegularFile(kind: "no longer a device or a pipe"))
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        let written = Descriptor.writeAll(descriptor, bytes)
        let closed = close(descriptor) == 0 || errno == EINTR ? nil : FileProblem(errno: errno)
        if case .success = written, let closed { return .failure(closed) }
        return written
    }
}
