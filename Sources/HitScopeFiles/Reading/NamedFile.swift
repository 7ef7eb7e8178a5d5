import Foundation
import HitScopeScene

/// A file the command line names (a scene, `--controllers`, `--points`, `--baseline`), reached under the path rules,
/// with every refusal said as a located error: `path: what is wrong — what to do`.
public struct NamedFile: Sendable {
    /// The path as the user wrote it: what messages name.
    public let path: String
    /// Where it leads, and whether a link was on the way.
    public let reached: PathRules.Reached

    /// Reaches `path` under `rules`; `namedFolder` is the folder named on the command line that holds it, and
    /// `what` says what the file should be ("a .yaml or .json file") for the hint of a folder.
    public init(_ path: String, rules: PathRules, namedFolder: String? = nil, what: String) throws(SceneError) {
        self.path = path
        switch rules.reach(named: path, namedFolder: namedFolder) {
        case .success(let reached): self.reached = reached
        case .failure(let refusal): throw Self.error(refusal, path: path, what: what)
        }
    }

    /// The file's bytes.
    public func bytes(limit: Int = .max, what: String) throws(SceneError) -> Data {
        switch InputFile.read(real: reached.real, limit: limit) {
        case .success(let data): return data
        case .failure(let problem): throw Self.error(.problem(problem), path: path, what: what)
        }
    }

    /// The file opened for reading; the caller closes the descriptor.
    public func open(what: String) throws(SceneError) -> Int32 {
        switch InputFile.open(real: reached.real) {
        case .success(let descriptor): return descriptor
        case .failure(let problem): throw Self.error(.problem(problem), path: path, what: what)
        }
    }

    /// The bytes of `path`, or of standard input for `-`.
    public static func bytes(_ path: String, rules: PathRules, what: String, limit: Int = .max) throws(SceneError) -> Data {
        guard path != "-" else {
            switch InputFile.standardInput() {
            case .success(let data): return data
            case .failure(let problem): throw error(.problem(problem), path: "-", what: what)
            }
        }
        return try NamedFile(path, rules: rules, what: what).bytes(limit: limit, what: what)
    }

    /// The located error for a path that may not be read.
    static func error(_ refusal: PathRules.Refusal, path: String, what: String) -> SceneError {
        switch refusal {
        case .problem(.folder):
            return SceneError(file: path, line: 0, column: 0, message: "this is a folder", hint: "name \(what)")
        case .problem(let problem):
            return SceneError(file: path, line: 0, column: 0, message: problem.words, hint: problem.hint)
        case .outside(let project):
            return SceneError(
                file: path, line: 0, column: 0,
                message: "a symbolic link leads out of its project (\(project))",
                hint: "HitScope reads only what lies inside the project of what it is given (docs/security.md); --allow-outside DIR allows a folder")
        }
    }
}
