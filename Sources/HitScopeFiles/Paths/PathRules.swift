/// The one set of rules for every path HitScope reads (docs/security.md): a path is read only when it leads into
/// its project (`Project`) or into a folder the user allowed on the command line (`--allow-outside DIR`); a path
/// that a file names may not leave its project by being absolute, by `..` or through a symbolic link.
public struct PathRules: Hashable, Sendable {
    /// The folders the user allowed beyond every project, resolved.
    public let allowed: [String]

    /// Rules that allow the folders `allowOutside` (as named on the command line) beyond every project.
    public init(allowOutside: [String] = []) {
        allowed = allowOutside.map { (try? PathText.real($0).get()) ?? PathText.normalized($0) }
    }

    /// A path that may be read: where it really is, and whether a symbolic link led there (then nothing of the
    /// file is quoted in a message).
    public struct Reached: Hashable, Sendable {
        /// The file's real path (no links), which is what is opened.
        public let real: String
        /// Whether a symbolic link inside the project was on the way.
        public let throughLink: Bool
    }

    /// Why a path may not be read.
    public enum Refusal: Error, Hashable, Sendable {
        /// It leads nowhere readable (the disk's own answer).
        case problem(FileProblem)
        /// It leads out of its project, which is named.
        case outside(project: String)
    }

    /// The file the command line named `path` leads to; `namedFolder` is the folder named on the command line that
    /// holds it, when there is one.
    public func reach(named path: String, namedFolder: String? = nil) -> Result<Reached, Refusal> {
        reach(PathText.normalized(path), project: Project(of: path, namedFolder: namedFolder))
    }

    /// The file that `reference`, written in the file `file` (a scene's `screenshot:`), leads to: relative to that
    /// file's folder, and inside its project.
    public func reach(reference: String, from file: String, namedFolder: String? = nil) -> Result<Reached, Refusal> {
        let folder = file == "-" ? PathText.normalized(".") : PathText.folder(of: file)
        let joined = reference.hasPrefix("/") ? reference : PathText.join(folder, reference)
        // `..` is resolved on the disk (`real`), where a link before it decides where it goes; the text's own
        // reading (`normalized`) says only whether a link was on the way.
        return reach(joined, project: Project(of: file, namedFolder: namedFolder))
    }

    private func reach(_ path: String, project: Project) -> Result<Reached, Refusal> {
        let real: String
        switch PathText.real(path) {
        case .success(let resolved): real = resolved
        case .failure(let problem): return .failure(.problem(problem))
        }
        guard PathText.isInside(real, project.real) || allowed.contains(where: { PathText.isInside(real, $0) }) else {
            return .failure(.outside(project: project.folder))
        }
        let normal = PathText.normalized(path)
        let expected = PathText.isInside(normal, project.folder)
            ? PathText.join(project.real, PathText.relative(normal, to: project.folder)) : nil
        return .success(Reached(real: real, throughLink: expected != real))
    }
}
