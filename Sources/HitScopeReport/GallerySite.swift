import Foundation
import HitScopeCore
import HitScopeAudit
import HitScopeRender
import HitScopeScene

/// A static site of reports for documentation builds: `index.html` and one report per scene file of a folder,
/// linked with relative links only, so that the folder can be published or opened anywhere.
public enum GallerySite {
    /// What a gallery holds: one entry per scene, in file name order.
    public struct Entry: Sendable {
        /// The scene file's name in the source folder.
        public let sourceFile: String
        /// The report's file name in the site folder.
        public let reportFile: String
        public let scene: Scene
        /// The scene's touch-target audit, when the gallery was asked for one.
        public let audit: AuditSceneResult?
    }

    /// A file of the folder that the gallery does not read, and why, in words for people.
    public struct SkippedFile: Sendable, Hashable {
        /// The file's name in the folder.
        public let file: String
        /// Why it was left out, and what to do to show it when there is a way.
        public let reason: String
    }

    /// What a gallery was built from: its entries, and the files of the folder it left out.
    public struct Build: Sendable {
        /// One per scene, in file name order.
        public let entries: [Entry]
        /// The folder's other files (pictures its scenes draw aside), in name order.
        public let skipped: [SkippedFile]
    }

    /// The scene files of `directory` (`.yaml`, `.yml`, `.json`), sorted by name, and every other entry of it with
    /// why it is left out (hidden files, whose names start with a dot, aside).
    public static func sceneFiles(in directory: String) throws(GalleryError) -> (scenes: [String], skipped: [SkippedFile]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw GalleryError("cannot read the folder \(directory): \(error.localizedDescription)")
        }
        var scenes: [String] = []
        var skipped: [SkippedFile] = []
        for name in names where !name.hasPrefix(".") {
            if let reason = skipReason(name, in: directory) {
                skipped.append(SkippedFile(file: name, reason: reason))
            } else {
                scenes.append(name)
            }
        }
        guard !scenes.isEmpty else { throw GalleryError("no scene files (.yaml, .yml, .json) in \(directory)") }
        return (scenes, skipped)
    }

    /// Why `name` is not a scene of the gallery; nil when it is one.
    private static func skipReason(_ name: String, in directory: String) -> String? {
        let path = (directory as NSString).appendingPathComponent(name)
        var folder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &folder), folder.boolValue {
            return "a folder: the gallery reads the scene files of DIR itself, not of its folders"
        }
        let kind = (name as NSString).pathExtension.lowercased()
        if ["yaml", "yml", "json"].contains(kind) { return nil }
        if kind == "png" { return "a picture no scene draws: name it in a scene's screenshot:, or its folder with --screenshots" }
        switch SceneInput.detectedFormat(path: path) {
        case .dump?:
            return "a recursiveDescription dump: the gallery shows scene files — write one with hitscope import \(name) -o NAME.yaml"
        case .accessibility?:
            return "an accessibility snapshot: the gallery shows scene files — write one with hitscope import \(name) -o NAME.yaml"
        default:
            return "not a scene file (.yaml, .yml, .json)"
        }
    }

    /// Reads every scene of `directory` and writes the site into `site` (created when missing); the build says which
    /// other files it left out and why. A scene that cannot be read, or is too large to report (`ReportLimit`),
    /// stops the build with its `SceneError` (file:line:column), before anything is written. With
    /// `audit`, every scene is audited: its report gets the findings and the index their counts. `screenshots` is a
    /// folder of PNGs named as the scenes (`login.yaml`: `login.png`), each drawn under its scene instead of the
    /// scene's own `screenshot:`.
    @discardableResult
    public static func build(
        from directory: String, to site: String, audit: AuditOptions? = nil, screenshots: String? = nil
    ) async throws -> Build {
        var entries: [Entry] = []
        var taken = Set<String>()
        let (scenes, skipped) = try sceneFiles(in: directory)
        for file in scenes {
            let path = (directory as NSString).appendingPathComponent(file)
            let stem = (file as NSString).deletingPathExtension
            let png = screenshots.map { ($0 as NSString).appendingPathComponent(stem + ".png") }
            let screenshot = png.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
            let scene = try SceneInput.load(path: path, format: .scene, screenshot: screenshot).scene
            try ReportLimit.check(scene, file: path)
            var report = stem + ".html"
            if !taken.insert(report).inserted {
                report = stem + "-" + (file as NSString).pathExtension + ".html"
                taken.insert(report)
            }
            var result: AuditSceneResult?
            if let audit { result = await Auditor(options: audit).audit(scene, file: file) }
            entries.append(Entry(sourceFile: file, reportFile: report, scene: scene, audit: result))
        }
        try write(entries, to: site)
        // A picture a scene of the folder draws under itself (`screenshot:`) is part of that scene, not left out.
        let drawn = Set(entries.compactMap { $0.scene.screenshot?.file })
        return Build(entries: entries, skipped: skipped.filter { !drawn.contains($0.file) })
    }

    private static func write(_ entries: [Entry], to site: String) throws(GalleryError) {
        do {
            try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        } catch {
            throw GalleryError("cannot create the folder \(site): \(error.localizedDescription)")
        }
        for entry in entries {
            let options = ReportOptions(sceneFile: entry.sourceFile, indexLink: "index.html", audit: entry.audit)
            try save(HTMLReport.html(scene: entry.scene, options: options), to: (site as NSString).appendingPathComponent(entry.reportFile))
        }
        try save(GalleryIndex.html(entries), to: (site as NSString).appendingPathComponent("index.html"))
    }

    static func save(_ text: String, to path: String) throws(GalleryError) {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw GalleryError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// A gallery that cannot be read or written: what happened and where.
public struct GalleryError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) { self.description = description }
}
