import Foundation

// Build tool behind the EmbedPageAssets plugin: `PageAssetEmbedder OUTPUT.swift FILE…` writes one Swift source with
// an `enum PageAssets` holding each file's text as a string constant (`report-print.css` → `reportPrintCSS`), so
// that the report's script and style sheets are compiled into the binary and nothing is read at run time. A script is
// embedded as a page carries it (`EmbeddedText.pageScript`: no indentation, no comment-only lines).

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("PageAssetEmbedder: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first, arguments.count > 1 else {
    fail("usage: PageAssetEmbedder OUTPUT.swift FILE… — the plugin passes the files of Resources/Page")
}

var constants: [(name: String, file: String, text: String)] = []
for path in arguments.dropFirst() {
    let file = (path as NSString).lastPathComponent
    guard let name = EmbeddedText.constantName(file) else {
        fail("\(path): cannot name a constant after '\(file)' — use letters, digits and '-' and one extension, e.g. report-print.css")
    }
    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read the file") }
    guard let read = String(data: data, encoding: .utf8) else { fail("\(path): not UTF-8 text — save it as UTF-8") }
    var text = read
    if file.hasSuffix(".js") {
        guard let script = EmbeddedText.pageScript(read) else {
            fail("\(path): a backtick, a /* or a line ending in a backslash — write the script without template literals, block comments and line continuations")
        }
        text = script
    }
    if let other = constants.first(where: { $0.name == name }) {
        fail("\(path): '\(file)' and '\(other.file)' both make the constant \(name) — rename one")
    }
    constants.append((name, file, text))
}

var source = "// Generated at build time by PageAssetEmbedder (plugin EmbedPageAssets) from Resources/Page: edit those files.\n\n"
source += "/// The report page's static script and style sheets, from the files of `Resources/Page`.\n"
source += "enum PageAssets {\n"
for constant in constants.sorted(by: { $0.name < $1.name }) {
    source += "    /// `Resources/Page/\(constant.file)`.\n"
    source += "    static let \(constant.name) = \(EmbeddedText.literal(constant.text))\n"
}
source += "}\n"

// Written only when it changed, so that an unchanged file does not recompile the module.
if FileManager.default.contents(atPath: output) != Data(source.utf8) {
    do {
        try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        fail("cannot write \(output): \(error.localizedDescription)")
    }
}
