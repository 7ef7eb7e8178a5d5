import Foundation

/// Paths as text: made absolute, normalised without touching the disk, resolved through the disk, and compared.
enum PathText {
    /// `path` made absolute against the working folder.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// `path` absolute, with `.` and empty parts dropped and `..` taking away the part before it (on the text: a
    /// link on the way is not followed here; `real` does that).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in absolute(path).split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Where `path` really is, every symbolic link on the way followed (`realpath`); the problem when it leads nowhere.
    static func real(_ path: String) -> Result<String, FileProblem> {
        guard let resolved = realpath(path, nil) else { return .failure(FileProblem(errno: errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// The folder that holds `path` (normalised); `/` for `/`.
    static func folder(of path: String) -> String {
        let normal = normalized(path)
        guard let slash = normal.lastIndex(of: "/"), slash != normal.startIndex else { return "/" }
        return String(normal[..<slash])
    }

    /// Whether `path` is `folder` or lies inside it (both normalised, or both real).
    static func isInside(_ path: String, _ folder: String) -> Bool {
        folder == "/" || path == folder || path.hasPrefix(folder + "/")
    }

    /// `path` relative to `folder`, which holds it (both normalised, or both real); "" for the folder itself.
    static func relative(_ path: String, to folder: String) -> String {
        guard path != folder else { return "" }
        return String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
    }

    /// `relative` joined to `folder` with one slash.
    static func join(_ folder: String, _ relative: String) -> String {
        if relative.isEmpty { return folder }
        if folder.isEmpty || folder == "." { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
}
