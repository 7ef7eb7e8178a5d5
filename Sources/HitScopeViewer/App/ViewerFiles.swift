import Foundation

/// The files the viewer writes, named after the scene: `NAME.edited.yaml` next to the scene (never the scene
/// itself), `NAME.report.html` and `NAME.png` next to it or in the chosen folder.
public struct ViewerFiles: Hashable, Sendable {
    public let scene: String
    public let edited: String
    public let report: String
    public let png: String

    public init(scenePath: String, outputDirectory: String?) {
        scene = scenePath
        let url = URL(fileURLWithPath: scenePath == "-" ? "stdin" : scenePath)
        let folder = scenePath == "-" ? URL(fileURLWithPath: FileManager.default.currentDirectoryPath) : url.deletingLastPathComponent()
        var name = url.lastPathComponent
        for suffix in [".yaml", ".yml", ".json", ".txt", ".log"] where name.lowercased().hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        let outputs = outputDirectory.map { URL(fileURLWithPath: $0) } ?? folder
        edited = folder.appendingPathComponent("\(name).edited.yaml").path
        report = outputs.appendingPathComponent("\(name).report.html").path
        png = outputs.appendingPathComponent("\(name).png").path
    }

    /// The scene file's own name, for titles and reports.
    public var sceneName: String { scene == "-" ? "standard input" : URL(fileURLWithPath: scene).lastPathComponent }
}
