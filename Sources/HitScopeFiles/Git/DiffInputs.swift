import Foundation
import HitScopeDiff
import HitScopeScene

/// One version of one input: a file the command line or a folder walk names, or a file's bytes at a git revision.
public struct InputVersion: DiffSource {
    /// How messages and outputs name it: the path, or `REV:path`.
    public let name: String
    private let source: Source

    private enum Source: Sendable {
        /// A path, and the folder named on the command line that holds it.
        case file(String, namedFolder: String?)
        /// The bytes, and the working tree's file its relative references are read beside.
        case bytes(Data, referenceFile: String)
    }

    /// The file at `path`, in the folder the command line named (`namedFolder`) when there is one.
    public static func file(_ path: String, namedFolder: String? = nil) -> InputVersion {
        InputVersion(name: path, source: .file(path, namedFolder: namedFolder))
    }

    /// Bytes read from git, named `name`; what the scene names is read beside `referenceFile` (the working tree's
    /// copy of the file: a picture does not move a touch).
    public static func bytes(_ data: Data, name: String, referenceFile: String) -> InputVersion {
        InputVersion(name: name, source: .bytes(data, referenceFile: referenceFile))
    }

    /// Reads the scene as every command reads one.
    public func load(_ reading: SceneReading) throws(SceneError) -> LoadedScene {
        switch source {
        case .file(let path, let folder): try SceneFiles.load(path: path, reading: reading, namedFolder: folder)
        case .bytes(let data, let referenceFile): try SceneFiles.load(data: data, name: name, referenceFile: referenceFile, reading: reading)
        }
    }
}

/// Turns `hitscope diff`'s arguments into pairs of inputs: two files, two folders (their inputs paired by relative
/// path, `FolderWalk`), or paths compared with a git revision.
public enum DiffInputs {
    /// The pairs, and what the folder walks left out (links, special files: said once each).
    public typealias Pairs = (pairs: [InputPair<InputVersion>], skipped: [(folder: String, skip: WalkSkip)])

    /// `OLD NEW`: two files, or two folders whose inputs are paired by their path inside them.
    public static func pairs(old: String, new: String) throws(SceneError) -> Pairs {
        let oldIsFolder = isFolder(old)
        let newIsFolder = isFolder(new)
        guard oldIsFolder == newIsFolder else {
            throw SceneError(
                file: oldIsFolder ? new : old, line: 0, column: 0, message: "one side is a folder and the other a file",
                hint: "compare two files, or two folders (their files are paired by relative path)")
        }
        guard oldIsFolder else { return ([InputPair(key: new, versions: .both(old: .file(old), new: .file(new)))], []) }
        let oldWalk = try FolderWalk(old)
        let newWalk = try FolderWalk(new)
        let pairs = pair(
            oldWalk.inputs.map { ($0.relative, InputVersion.file($0.path, namedFolder: old)) },
            newWalk.inputs.map { ($0.relative, InputVersion.file($0.path, namedFolder: new)) })
        return (pairs, oldWalk.skipped.map { (old, $0) } + newWalk.skipped.map { (new, $0) })
    }

    /// `--git REV [PATH…]`: each input under `paths` (default: the current folder) as it was at `revision`, against
    /// the working tree, read through git.
    public static func gitPairs(revision: String, paths: [String]) throws(SceneError) -> Pairs {
        let paths = paths.isEmpty ? ["."] : paths
        var working: [(String, InputVersion)] = []
        var skipped: [(folder: String, skip: WalkSkip)] = []
        for path in paths {
            if isFolder(path) {
                let walk = try FolderWalk(path)
                working += walk.inputs.map { (normalized($0.path), .file($0.path, namedFolder: path)) }
                skipped += walk.skipped.map { (path, $0) }
            } else if FileManager.default.fileExists(atPath: path) {
                working.append((normalized(path), .file(path)))
            }
        }
        let revisionFiles = try GitRevision(revision).inputs(under: paths)
        let pairs = pair(revisionFiles.map { ($0.path, .bytes($0.data, name: "\(revision):\($0.path)", referenceFile: $0.path)) }, working)
        return (pairs, skipped)
    }

    /// Pairs by key, in key order.
    private static func pair(_ old: [(String, InputVersion)], _ new: [(String, InputVersion)]) -> [InputPair<InputVersion>] {
        let oldByKey = Dictionary(old, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(new, uniquingKeysWith: { first, _ in first })
        let inOld = oldByKey.map { key, version in
            InputPair(key: key, versions: newByKey[key].map { .both(old: version, new: $0) } ?? .onlyOld(version))
        }
        let onlyNew = newByKey.filter { oldByKey[$0.key] == nil }.map { InputPair(key: $0.key, versions: .onlyNew($0.value)) }
        return (inOld + onlyNew).sorted { $0.key < $1.key }
    }

    /// Whether `path` leads to a folder.
    public static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    /// A path as git prints it relative to the current folder: no `./` prefix, no doubled slashes; an absolute path
    /// inside the current folder made relative to it.
    static func normalized(_ path: String) -> String {
        var path = path
        let current = FileManager.default.currentDirectoryPath
        if path.hasPrefix(current + "/") { path.removeFirst(current.count + 1) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
