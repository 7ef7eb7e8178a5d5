/// An entry of a walked folder that is not read, and why: said once per entry.
public struct WalkSkip: Hashable, Sendable {
    /// The entry's path relative to the walked folder.
    public let relative: String
    /// The walked folder's path as named joined with `relative`: what messages name.
    public let path: String
    public let reason: Reason

    /// Why an entry is left out.
    public enum Reason: Hashable, Sendable {
        /// A symbolic link that leads out of the walked folder (or nowhere): never followed.
        case linkOut
        /// A symbolic link to a folder: never followed (a walk would go round a loop, or see files twice).
        case linkToFolder
        /// A FIFO, a socket or a device: never opened.
        case notRegular(kind: String)
        /// A folder or file that cannot be read.
        case unreadable(FileProblem)
        /// A PNG no scene names.
        case picture
        /// Neither a scene file nor a text that reads as a dump or a snapshot.
        case notAnInput

        /// Whether it matters for safety (a link, a special file, an unreadable entry), said by every command;
        /// the others (pictures, notes) are said by the gallery, which lists what it leaves out.
        public var isNotable: Bool {
            switch self {
            case .linkOut, .linkToFolder, .notRegular, .unreadable: true
            case .picture, .notAnInput: false
            }
        }

        /// Why, in words for people.
        public var words: String {
            switch self {
            case .linkOut: "a symbolic link out of the folder: not followed"
            case .linkToFolder: "a symbolic link to a folder: not followed"
            case .notRegular(let kind): "\(kind): not opened"
            case .unreadable(let problem): "cannot be read: \(problem.words)"
            case .picture: "a picture no scene draws: name it in a scene's screenshot:, or its folder with --screenshots"
            case .notAnInput: "not a scene file (.yaml, .yml, .json), a recursiveDescription dump or an accessibility snapshot"
            }
        }
    }

    public init(relative: String, path: String, reason: Reason) {
        self.relative = relative
        self.path = path
        self.reason = reason
    }
}
