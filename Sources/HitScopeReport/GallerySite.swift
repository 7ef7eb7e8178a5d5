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

    /// The scene files of `directory` (`.yaml`, `.yml`, `.json`), sorted by name.
    public static func sceneFiles(in directory: String) throws(GalleryError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw GalleryError("cannot read the folder \(directory): \(error.localizedDescription)")
        }
        let scenes = names.filter { ["yaml", "yml", "json"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
        guard !scenes.isEmpty else { throw GalleryError("no scene files (.yaml, .yml, .json) in \(directory)") }
        return scenes
    }

    /// Reads every scene of `directory` and writes the site into `site` (created when missing). A scene that
    /// cannot be read, or is too large to report (`ReportLimit`), stops the build with its `SceneError`
    /// (file:line:column), before anything is written. With
    /// `audit`, every scene is audited: its report gets the findings and the index their counts. `screenshots` is a
    /// folder of PNGs named as the scenes (`login.yaml`: `login.png`), each drawn under its scene instead of the
    /// scene's own `screenshot:`.
    @discardableResult
    public static func build(
        from directory: String, to site: String, audit: AuditOptions? = nil, screenshots: String? = nil
    ) async throws -> [Entry] {
        var entries: [Entry] = []
        var taken = Set<String>()
        for file in try sceneFiles(in: directory) {
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
        return entries
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
