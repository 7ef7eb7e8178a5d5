import Foundation
import Testing

import PageAssetEmbedder

/// The plugin's tool: constant names made from file names, and literals that keep every byte of the file (the
/// report goldens prove the round trip through the compiler; these fix the spelling).
@Suite("Embedded page files")
struct EmbeddedTextTests {
    @Test(
        "Constant names",
        arguments: [
            ("report.js", "reportJS"), ("report.css", "reportCSS"), ("report-print.css", "reportPrintCSS"),
            ("gallery.css", "galleryCSS"), ("a2-b.css", "a2BCSS"),
        ])
    func constantName(file: String, name: String) {
        #expect(EmbeddedText.constantName(file) == name)
    }

    @Test("File names that make no identifier", arguments: ["report", "a.b.css", "-x.css", "x-.css", "2x.css", "x y.css", "é.css", ".css", "x."])
    func noConstantName(file: String) {
        #expect(EmbeddedText.constantName(file) == nil)
    }

    @Test(
        "Literals",
        arguments: [
            ("", #""""#),
            ("a{b:\"c\"}\n", #""a{b:\"c\"}\n""#),
            (#"'\\''"#, #""'\\\\''""#),
            ("tab\there\r\n", #""tab\there\r\n""#),
            ("\u{1}\u{7F}\u{202E}", #""\u{1}\u{7f}\u{202e}""#),
            ("content:\"→\" \u{2019}", #""content:\"→\" ’""#),
            (#"\(x) \u{41}"#, #""\\(x) \\u{41}""#),
        ])
    func literal(text: String, literal: String) {
        #expect(EmbeddedText.literal(text) == literal)
    }

    @Test("A page's script keeps every line of code, without indentation, comment-only lines or blank lines")
    func pageScript() {
        let script = """
            (function () {
              // A comment on its own line goes.
              var url = 'http://example.com'; // a comment after code stays: only a tokenizer tells it from a string

            \t  var a = 1 / 2 // 3;
            })();

            """
        let page = """
            (function () {
            var url = 'http://example.com'; // a comment after code stays: only a tokenizer tells it from a string
            var a = 1 / 2 // 3;
            })();

            """
        #expect(EmbeddedText.pageScript(script) == page)
    }

    @Test(
        "A script with a token or comment that can span lines is refused",
        arguments: ["var a = `x\n  // y`;\n", "var a = 'x\\\n  // y';\n", "/* a\n  // b */\nvar c;\n"])
    func pageScriptRefused(script: String) {
        #expect(EmbeddedText.pageScript(script) == nil)
    }

    @Test("The report's script as its page carries it: the same code lines, in order")
    func reportScript() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Resources/Page/report.js")
        let source = try String(contentsOf: file.standardizedFileURL, encoding: .utf8)
        let page = try #require(EmbeddedText.pageScript(source))
        let code = source.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { !$0.isEmpty && !$0.hasPrefix("//") }
        #expect(page.split(separator: "\n") == code)
        #expect(page.utf8.count < source.utf8.count * 4 / 5)
    }
}
