import Foundation
import HitScopeScene

/// The inputs of a folder named on the command line, at any depth, for every command that takes a folder (gallery,
/// diff, audit): the same files in the same order for each (`InputKind`). Hidden files and folders (`.git`,
/// `.build`) are left out unsaid. A symbolic link is followed only to a regular file inside the folder; a link out
/// of it (or nowhere) or to a folder is never followed, and a FIFO, a socket or a device never opened: each is
/// said once (`skipped`).
public struct FolderWalk: Sendable {
    /// One input of the folder.
    public struct Entry: Hashable, Sendable {
        /// Its path relative to the folder (`/` between folders): what pairs the inputs of two folders and names a
        /// gallery's pages.
        public let relative: String
        /// The folder's path as named joined with `relative`: what messages name.
        public let path: String
        /// Whether the entry is a symbolic link (to a file inside the folder): then nothing of it is quoted.
        public let throughLink: Bool
    }

    /// The folder as named.
    public let folder: String
    /// Its inputs, sorted by relative path.
    public let inputs: [Entry]
    /// What was left out and why (hidden files aside), sorted by relative path.
    public let skipped: [WalkSkip]

    /// Walks `folder`; an error when it is not a folder that can be read.
    public init(_ folder: String) throws(SceneError) {
        self.folder = folder
        let real: String
        switch PathText.real(folder) {
        case .success(let resolved): real = resolved
        case .failure(let problem): throw NamedFile.error(.problem(problem), path: folder, what: "a folder")
        }
        var status = stat()
        guard stat(real, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw SceneError(file: folder, line: 0, column: 0, message: "this is not a folder", hint: "name a folder of scene files")
        }
        var inputs: [Entry] = []
        var skipped: [WalkSkip] = []
        var pending = [""]
        var first = true
        while let relativeFolder = pending.popLast() {
            let names: [String]
            switch Self.names(in: PathText.join(real, relativeFolder)) {
            case .success(let found): names = found
            case .failure(let problem):
                if first { throw NamedFile.error(.problem(problem), path: folder, what: "a folder") }
                skipped.append(WalkSkip(relative: relativeFolder, path: PathText.join(folder, relativeFolder), reason: .unreadable(problem)))
                continue
            }
            first = false
            for name in names where !name.hasPrefix(".") {
                let relative = PathText.join(relativeFolder, name)
                let path = PathText.join(real, relative)
                switch Self.classify(path, name: name, walkedFolder: real) {
                case .input(let throughLink):
                    inputs.append(Entry(relative: relative, path: PathText.join(folder, relative), throughLink: throughLink))
                case .folder: pending.append(relative)
                case .skip(let reason): skipped.append(WalkSkip(relative: relative, path: PathText.join(folder, relative), reason: reason))
                }
            }
        }
        self.inputs = inputs.sorted { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }
        self.skipped = skipped.sorted { $0.relative.utf8.lexicographicallyPrecedes($1.relative.utf8) }
    }

    private enum Classified {
        case input(throughLink: Bool)
        case folder
        case skip(WalkSkip.Reason)
    }

    /// What the entry at `path` (real folder, entry's own name) is to the walk.
    private static func classify(_ path: String, name: String, walkedFolder: String) -> Classified {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .skip(.unreadable(FileProblem(errno: errno))) }
        var throughLink = false
        if status.st_mode & S_IFMT == S_IFLNK {
            guard case .success(let target) = PathText.real(path), PathText.isInside(target, walkedFolder), stat(target, &status) == 0 else {
                return .skip(.linkOut)
            }
            if status.st_mode & S_IFMT == S_IFDIR { return .skip(.linkToFolder) }
            throughLink = true
        }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: break
        default:
            if case .notRegularFile(let kind)? = FileProblem.kind(of: status.st_mode) { return .skip(.notRegular(kind: kind)) }
            return .skip(.notRegular(kind: "not a regular file"))
        }
        guard InputKind.mayBeInput(name) else { return .skip(InputKind.skipReason(name: name, head: Data()) ?? .notAnInput) }
        if InputKind.sceneExtensions.contains(InputKind.pathExtension(name)) { return .input(throughLink: throughLink) }
        switch head(of: path) {
        case .success(let head):
            if let reason = InputKind.skipReason(name: name, head: head) { return .skip(reason) }
            return .input(throughLink: throughLink)
        case .failure(let problem): return .skip(.unreadable(problem))
        }
    }

    /// The start of the regular file at `path`: what decides whether a text is a dump or a snapshot.
    private static func head(of path: String) -> Result<Data, FileProblem> {
        let real: String
        switch PathText.real(path) {
        case .success(let resolved): real = resolved
        case .failure(let problem): return .failure(problem)
        }
        switch InputFile.open(real: real) {
        case .failure(let problem): return .failure(problem)
        case .success(let descriptor):
            defer { close(descriptor) }
            var bytes = [UInt8](repeating: 0, count: SceneInput.bytesToDetect)
            var filled = 0
            while filled < bytes.count {
                let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
                if count < 0, errno == EINTR { continue }
                if count < 0 { return .failure(FileProblem(errno: errno)) }
                if count == 0 { break }
                filled += count
            }
            return .success(Data(bytes[..<filled]))
        }
    }

    /// The names in the folder at `path`, sorted.
    private static func names(in path: String) -> Result<[String], FileProblem> {
        guard let stream = opendir(path) else { return .failure(FileProblem(errno: errno)) }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return .success(names.sorted())
    }
}
