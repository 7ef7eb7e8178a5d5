import Foundation
import HitScopeTestSupport
import PageAssetEmbedder

/// A report page as its golden file keeps it: the page's data and skeleton, without the text of the page's static
/// assets (`Resources/Page`, compiled in by the EmbedPageAssets plugin), which PageAssetTests checks once.
///
/// Each asset's text is replaced by a comment naming its file (`/* Resources/Page/report.js */`), and the
/// Content-Security-Policy's hashes of the page's style and script, which change with every asset edit, by a
/// placeholder. The placeholders name the file only, not its hash or length: those too would change with every
/// edit, and an edit of the page's script or style would again re-record every golden page. A page that embeds an
/// asset other than as `assets` holds it keeps the text, and its golden file then differs.
enum PageSkeleton {
    /// `Resources/Page`.
    static let folder = Examples.repository.appendingPathComponent("Resources/Page")

    /// The page's assets: each script and style sheet of `Resources/Page`, by file name, with its text as a page
    /// embeds it (a script as `EmbeddedText.pageScript` trims it, a style sheet as the file has it).
    static let assets: [(file: String, text: String)] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".js") || $0.hasSuffix(".css") }.sorted().map { file in
            let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path) ?? Data()
            let text = String(decoding: data, as: UTF8.self)
            return (file, file.hasSuffix(".js") ? EmbeddedText.pageScript(text) ?? text : text)
        }
    }()

    /// The placeholder that stands for an asset's text.
    static func placeholder(_ file: String) -> String { "/* Resources/Page/\(file) */" }

    /// `html` with the assets' text and the policy's hashes replaced by their placeholders.
    static func of(_ html: String) -> String {
        var page = html
            .replacing(#/style-src 'sha256-[A-Za-z0-9+\/=]*'/#, with: "style-src 'sha256-(of the style below)'")
            .replacing(#/script-src 'sha256-[A-Za-z0-9+\/=]*'/#, with: "script-src 'sha256-(of the script below)'")
        // The longest first, in case one asset's text holds another's.
        for asset in assets.sorted(by: { $0.text.count > $1.text.count }) where !asset.text.isEmpty {
            page = page.replacingOccurrences(of: asset.text, with: placeholder(asset.file))
        }
        return page
    }
}
