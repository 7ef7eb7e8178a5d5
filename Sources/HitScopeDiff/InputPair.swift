import HitScopeCore

/// What `DiffRunner` needs of one version of an input before loading it: how messages and outputs name it.
public protocol DiffSource: Sendable {
    /// The path, or `REV:path` for a file at a git revision.
    var name: String { get }
}

/// The two versions of one input, or the one version that has it, as the edge paired them (two files, two folders'
/// files by relative path, a git revision against the working tree).
public struct InputPair<Source: DiffSource>: Sendable {
    /// The path relative to the compared folders (or the new file's path), for ordering and pairing.
    public let key: String
    public let versions: Versions

    /// Which versions have the input.
    public enum Versions: Sendable {
        case both(old: Source, new: Source)
        case onlyOld(Source)
        case onlyNew(Source)
    }

    public init(key: String, versions: Versions) {
        self.key = key
        self.versions = versions
    }
}

/// A version of an input as the edge loaded it: the scene, whether its view names are its author's (a scene file's,
/// not made up by a reader), and what the reader said (`Note`: the edge's warnings).
public struct LoadedVersion<Note: Sendable>: Sendable {
    public var scene: Scene
    public var namesAreAuthored: Bool
    public var notes: [Note]

    public init(scene: Scene, namesAreAuthored: Bool, notes: [Note]) {
        self.scene = scene
        self.namesAreAuthored = namesAreAuthored
        self.notes = notes
    }
}
