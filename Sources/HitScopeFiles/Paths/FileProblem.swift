import Glibc

/// Why a path could not be read or written, in words for people: never an error domain's code.
public enum FileProblem: Error, Hashable, Sendable {
    case missing
    case folder
    /// A FIFO, a socket or a device: reading one could block or never end.
    case notRegularFile(kind: String)
    case permissionDenied
    case linkLoop
    /// A folder on the way is a file.
    case notAFolderOnTheWay
    case nameTooLong
    case diskFull
    case quotaExceeded
    case readOnlyFileSystem
    case inputOutput
    /// A pipe that no one reads.
    case noReader
    /// The reader of a pipe closed it.
    case closedPipe
    /// The file is larger than what HitScope reads.
    case tooLarge(limit: Int)
    /// Any other `errno`, said by the C library (`strerror`), which names no error domain.
    case other(errno: Int32)

    /// The problem `errno` stands for.
    public init(errno code: Int32) {
        switch code {
        case ENOENT: self = .missing
        case EISDIR: self = .folder
        case EACCES, EPERM: self = .permissionDenied
        case ELOOP: self = .linkLoop
        case ENOTDIR: self = .notAFolderOnTheWay
        case ENAMETOOLONG: self = .nameTooLong
        case ENOSPC: self = .diskFull
        case EDQUOT: self = .quotaExceeded
        case EROFS: self = .readOnlyFileSystem
        case EIO: self = .inputOutput
        case ENXIO: self = .noReader
        case EPIPE: self = .closedPipe
        default: self = .other(errno: code)
        }
    }

    /// What is wrong, after the path: "is a folder", "the disk is full".
    public var words: String {
        switch self {
        case .missing: "no such file"
        case .folder: "is a folder"
        case .notRegularFile(let kind): "is \(kind), not a regular file"
        case .permissionDenied: "permission denied"
        case .linkLoop: "is a loop of symbolic links"
        case .notAFolderOnTheWay: "a folder on its path is a file"
        case .nameTooLong: "the name is too long"
        case .diskFull: "the disk is full"
        case .quotaExceeded: "the disk quota is used up"
        case .readOnlyFileSystem: "the file system is read-only"
        case .inputOutput: "the disk reported an input/output error"
        case .noReader: "no process reads this pipe"
        case .closedPipe: "the reader closed the pipe"
        case .tooLarge(let limit): "is larger than the \(limit >> 20) MB HitScope reads"
        case .other(let code): String(cString: strerror(code)).lowercased()
        }
    }

    /// What to do about it.
    public var hint: String {
        switch self {
        case .missing, .notAFolderOnTheWay, .nameTooLong: "check the path"
        case .folder: "name a file"
        case .notRegularFile: "name a regular file, or pipe the text into `-` (standard input)"
        case .permissionDenied: "check the permissions of the file and of its folders"
        case .linkLoop: "fix the symbolic links on its path"
        case .diskFull, .quotaExceeded: "free some space, or write elsewhere"
        case .readOnlyFileSystem: "write to a folder that can be written"
        case .inputOutput: "check the disk"
        case .noReader: "start the reader first, or name a file"
        case .closedPipe: "let the reader read to the end"
        case .tooLarge: "split the input"
        case .other: "check the path"
        }
    }

    /// The kind of a file that is not regular, from its `stat` mode: "a folder", "a pipe (FIFO)"…
    static func kind(of mode: mode_t) -> FileProblem? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folder
        case S_IFIFO: .notRegularFile(kind: "a pipe (FIFO)")
        case S_IFSOCK: .notRegularFile(kind: "a socket")
        case S_IFCHR: .notRegularFile(kind: "a character device")
        case S_IFBLK: .notRegularFile(kind: "a block device")
        default: .notRegularFile(kind: "not a file HitScope reads")
        }
    }
}
