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
}
