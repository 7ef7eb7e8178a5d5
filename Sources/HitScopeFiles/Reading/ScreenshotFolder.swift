import Glibc
import HitScopeCore
import HitScopeScene

/// A folder of screenshots named as a folder's inputs (`hitscope gallery --screenshots DIR`): `flows/pay.yml`'s is
/// `DIR/flows/pay.png`. Read as a folder walk reads: a symbolic link out of the folder is not followed (and said).
public struct ScreenshotFolder: Sendable {
    /// The folder as named.
    public let folder: String
    private let rules: PathRules

    public init(_ folder: String, rules: PathRules) {
        self.folder = folder
        self.rules = rules
    }

    /// The picture for the input at `relative`, for a screen of `screen` points: nil when the folder has none for
    /// it; a link out of the folder is not followed (the skip says so); a file there that is no usable PNG is the
    /// screenshot's error.
    public func picture(for relative: String, screen: Size) throws(SceneError) -> (picture: Screenshot?, skipped: WalkSkip?) {
        let name = Self.pngName(for: relative)
        let path = PathText.join(folder, name)
        var status = stat()
        guard lstat(path, &status) == 0 else { return (nil, nil) }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard case .success(let target) = PathText.real(path), case .success(let real) = PathText.real(folder), PathText.isInside(target, real)
            else { return (nil, WalkSkip(relative: name, path: path, reason: .linkOut)) }
        }
        return (try ScreenshotInput.picture(named: path, screen: screen, rules: rules, namedFolder: folder, option: "--screenshots"), nil)
    }

    /// The screenshot's name for the input at `relative`: its extension replaced by `.png`.
    static func pngName(for relative: String) -> String {
        guard let dot = relative.lastIndex(of: "."), !relative[dot...].contains("/") else { return relative + ".png" }
        return String(relative[..<dot]) + ".png"
    }

    /// The path, relative to a walked folder, of the picture that a scene at `input` (relative to the same folder)
    /// names `file` (relative to its own folder); what a gallery compares with the pictures its walk left out.
    public static func relativePath(of file: String, besideInput input: String) -> String {
        let folder = input.split(separator: "/").dropLast().joined(separator: "/")
        return String(PathText.normalized("/" + PathText.join(folder, file)).dropFirst())
    }
}
