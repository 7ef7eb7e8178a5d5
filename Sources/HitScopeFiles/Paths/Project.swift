import Glibc

/// The folder a file's references may reach, and the folder a file named through a link must really be in: the
/// git work tree that holds the file, else the folder named on the command line that holds it, else the file's own
/// folder (docs/security.md).
public struct Project: Hashable, Sendable {
    /// The folder as written (normalised): what paths below it are measured from.
    let folder: String
    /// The same folder with every link resolved: what the real paths of its files start with.
    let real: String

    /// The project of the file at `path` (as named; `-`: the working folder), when `named` is the folder the
    /// command line named that holds it (a gallery's, a diff's, an audit's folder).
    public init(of path: String, namedFolder named: String? = nil) {
        let start = path == "-" ? PathText.normalized(".") : PathText.folder(of: path)
        let folder = Self.gitWorkTree(holding: start) ?? named.map(PathText.normalized).flatMap { PathText.isInside(start, $0) ? $0 : nil } ?? start
        self.folder = folder
        self.real = (try? PathText.real(folder).get()) ?? folder
    }

    /// The nearest folder at or above `folder` that has a `.git` (a folder, or the file a linked work tree has).
    private static func gitWorkTree(holding folder: String) -> String? {
        var candidate = folder
        while true {
            var status = stat()
            if lstat(PathText.join(candidate, ".git"), &status) == 0 { return candidate }
            guard candidate != "/" else { return nil }
            candidate = PathText.folder(of: candidate)
        }
    }

    /// The project's folder, for messages.
    public var description: String { folder }
}
