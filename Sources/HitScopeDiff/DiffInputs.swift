import Foundation
import HitScopeScene

/// One version of one input: a file of the working tree, or a file's bytes at a git revision.
public struct InputVersion: Sendable {
    /// How messages and outputs name it: the path, or `REV:path`.
    public let name: String
    private let source: Source

    private enum Source: Sendable {
        case file(String)
        /// The bytes, and the path their relative references are read beside.
        case bytes(Data, referencePath: String)
    }

    /// The file at `path`.
    public static func file(_ path: String) -> InputVersion { InputVersion(name: path, source: .file(path)) }

    /// Bytes read elsewhere (from git), named `name`; a scene's screenshot is read beside `referencePath` (the
    /// working tree's copy of the file: a picture does not move a touch).
    public static func bytes(_ data: Data, name: String, referencePath: String) -> InputVersion {
        InputVersion(name: name, source: .bytes(data, referencePath: referencePath))
    }

    /// Reads the scene as `format` (auto by default), as every command reads one.
    public func load(format: InputFormat, strict: Bool) throws(SceneError) -> LoadedScene {
        switch source {
        case .file(let path): try SceneInput.load(path: path, format: format, strict: strict)
        case .bytes(let data, let referencePath):
            try SceneInput.load(data: data, file: name, format: format, strict: strict, referencePath: referencePath)
        }
    }
}

/// The two versions of one input, or the one version that has it.
public struct InputPair: Sendable {
    /// The path relative to the compared folders (or the new file's path), for ordering and pairing.
    public let key: String
    public let versions: Versions

    /// Which versions have the input.
    public enum Versions: Sendable {
        case both(old: InputVersion, new: InputVersion)
        case onlyOld(InputVersion)
        case onlyNew(InputVersion)
    }
}

/// Turns `hitscope diff`'s arguments into pairs of inputs: two files, two folders (files paired by relative path),
/// or paths compared with a git revision.
public enum DiffInputs {
    /// `OLD NEW`: two files, or two folders whose inputs are paired by their path inside them.
    public static func pairs(old: String, new: String) throws(SceneError) -> [InputPair] {
        let oldIsFolder = isFolder(old)
        let newIsFolder = isFolder(new)
        guard oldIsFolder == newIsFolder else {
            throw SceneError(
                file: oldIsFolder ? new : old, line: 0, column: 0, message: "one side is a folder and the other a file",
                hint: "compare two files, or two folders (their files are paired by relative path)")
        }
        guard oldIsFolder else { return [InputPair(key: new, versions: .both(old: .file(old), new: .file(new)))] }
        let oldFiles = try InputFolder.inputs(in: old)
        let newFiles = try InputFolder.inputs(in: new)
        return pair(
            oldFiles.map { ($0, InputVersion.file(join(old, $0))) }, newFiles.map { ($0, InputVersion.file(join(new, $0))) })
    }

    /// `--git REV [PATH…]`: each input under `paths` (default: the current folder) as it was at `revision`, against
    /// the working tree, read through git.
    public static func gitPairs(revision: String, paths: [String]) throws(SceneError) -> [InputPair] {
        let paths = paths.isEmpty ? ["."] : paths
        var working: [(String, InputVersion)] = []
        for path in paths {
            if isFolder(path) {
                working += try InputFolder.inputs(in: path).map { let file = join(path, $0); return (normalized(file), .file(file)) }
            } else if FileManager.default.fileExists(atPath: path) {
                working.append((normalized(path), .file(path)))
            }
        }
        let revisionFiles = try GitRevision(revision).inputs(under: paths)
        return pair(revisionFiles.map { ($0.path, .bytes($0.data, name: "\(revision):\($0.path)", referencePath: $0.path)) }, working)
    }

    /// Pairs by key, in key order.
    private static func pair(_ old: [(String, InputVersion)], _ new: [(String, InputVersion)]) -> [InputPair] {
        let oldByKey = Dictionary(old, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(new, uniquingKeysWith: { first, _ in first })
        let inOld = oldByKey.map { key, version in
            InputPair(key: key, versions: newByKey[key].map { .both(old: version, new: $0) } ?? .onlyOld(version))
        }
        let onlyNew = newByKey.filter { oldByKey[$0.key] == nil }.map { InputPair(key: $0.key, versions: .onlyNew($0.value)) }
        return (inOld + onlyNew).sorted { $0.key < $1.key }
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A path in `folder`; in the current folder, the path alone (as git names it).
    private static func join(_ folder: String, _ relative: String) -> String {
        if folder == "." || folder == "./" { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
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
