import Foundation
import HitScopeScene

/// The inputs in a folder: scene files (`.yaml`, `.yml`, `.json`) and texts that read as a dump or an
/// accessibility snapshot (a snapshot test's `.txt`, a page source's `.xml`), at any depth; hidden files and folders
/// (`.git`, `.build`) are left out.
enum InputFolder {
    /// The inputs' paths relative to `folder`, sorted.
    static func inputs(in folder: String) throws(SceneError) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
            throw SceneError(file: folder, line: 0, column: 0, message: "cannot read the folder", hint: "check its permissions")
        }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let path = folder + "/" + relative
            guard enumerator.fileAttributes?[.type] as? FileAttributeType == .typeRegular else { continue }
            if isInput(name: name, path: path) { found.append(relative) }
        }
        return found.sorted()
    }

    /// A scene file by its extension; any other text when it reads as a dump or snapshot.
    static func isInput(name: String, path: String) -> Bool {
        if sceneExtensions.contains((name as NSString).pathExtension.lowercased()) { return true }
        guard textExtensions.contains((name as NSString).pathExtension.lowercased()) else { return false }
        let format = SceneInput.detectedFormat(path: path)
        return format == .dump || format == .accessibility
    }

    /// `isInput` for bytes (a file at a git revision).
    static func isInput(name: String, data: Data) -> Bool {
        if sceneExtensions.contains((name as NSString).pathExtension.lowercased()) { return true }
        guard textExtensions.contains((name as NSString).pathExtension.lowercased()) else { return false }
        let format = SceneInput.detectedFormat(head: data)
        return format == .dump || format == .accessibility
    }

    static let sceneExtensions: Set<String> = ["yaml", "yml", "json"]
    static let textExtensions: Set<String> = ["txt", "xml", "log"]
}
