import Glibc

/// A folder of pages a command writes (a gallery's site): created when missing, its pages written atomically by
/// `OutputFile`'s rules but for links (a page that is a symbolic link is replaced by the page: the link, never what
/// it leads to), its subfolders made inside it and never through a symbolic link.
public struct SiteFolder: Sendable {
    /// The folder as named.
    public let folder: String

    /// The site folder `folder`, created (with its parents) when missing; an error when it is something else.
    public init(_ folder: String) throws(WriteError) {
        self.folder = folder
        try Self.makeFolder(folder, followingLink: true)
    }

    /// Writes `text` as the page at `relative` (a path inside the site), making its folders.
    public func write(_ text: String, to relative: String) throws(WriteError) {
        var made = folder
        for part in relative.split(separator: "/").dropLast() {
            made = PathText.join(made, String(part))
            try Self.makeFolder(made, followingLink: false)
        }
        try OutputFile.write(text, to: PathText.join(folder, relative), replacingLinks: true)
    }

    /// `site`'s path inside `folder` (both as named), when it is inside: a walk of `folder` then sees the site's pages.
    public static func relativePath(of site: String, inside folder: String) -> String? {
        let (site, folder) = (PathText.normalized(site), PathText.normalized(folder))
        guard site != folder, PathText.isInside(site, folder) else { return nil }
        return PathText.relative(site, to: folder)
    }

    /// Makes the folder at `path` unless it is one; a link to one is taken only when `followingLink` (the folder the
    /// user named), never inside the site.
    private static func makeFolder(_ path: String, followingLink: Bool) throws(WriteError) {
        var status = stat()
        if lstat(path, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR { return }
            if kind == S_IFLNK, followingLink, stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return }
            throw WriteError(
                path: path, problem: kind == S_IFLNK ? "is a symbolic link, not a folder" : "is a file, not a folder",
                hint: kind == S_IFLNK ? "remove the link: HitScope writes pages through no link" : "name a folder, or remove the file")
        }
        if errno != ENOENT { throw WriteError(path: path, FileProblem(errno: errno)) }
        if followingLink, PathText.folder(of: path) != PathText.normalized(path) {
            try makeFolder(PathText.folder(of: path), followingLink: true)
        }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw WriteError(path: path, FileProblem(errno: errno)) }
    }
}
