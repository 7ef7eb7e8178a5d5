import Foundation

/// The plugin writes pages (`index.html`, one report per scene, `diff.html`) and JSON (`audit.json`, `diff.json`)
/// into `--output`, over the ones an earlier run wrote. A page or JSON file there that HitScope did not write is
/// someone else's: the plugin refuses the folder instead of overwriting it.
enum OutputFolder {
    /// Throws when `folder` (or a folder in it: a gallery's pages keep their inputs' folders) holds an `.html` or
    /// `.json` file without HitScope's mark (a page's `generator` meta, a document's `formatVersion`); a folder
    /// that does not exist yet is fine.
    static func check(_ folder: URL) throws {
        let path = folder.path(percentEncoded: false)
        guard let names = FileManager.default.subpaths(atPath: path) else { return }
        for name in names.sorted() {
            let kind = (name as NSString).pathExtension.lowercased()
            guard kind == "html" || kind == "json" else { continue }
            let text = String(decoding: FileManager.default.contents(atPath: folder.appending(path: name).path(percentEncoded: false)) ?? Data(), as: UTF8.self)
            let ours = kind == "html" ? text.contains("<meta name=\"generator\" content=\"hitscope ") : text.hasPrefix("{") && text.contains("\"formatVersion\" : ")
            guard ours else {
                throw GalleryPluginError(
                    "\(path) holds \(name), which HitScope did not write: the plugin writes its pages and JSON there and will not overwrite it — name an empty folder, or one the plugin wrote")
            }
        }
    }
}
