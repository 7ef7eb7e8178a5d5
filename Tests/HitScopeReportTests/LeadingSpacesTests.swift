import HitScopeFixtures
import HitScopeReport
import Testing

/// `trimmingLeadingSpaces`, which trims a page's step lines by bytes, against trimming by characters: a space
/// followed by a combining mark is one character that is not a space, and stays.
@Suite("A step line's leading spaces are trimmed as characters")
struct LeadingSpacesTests {
    private static func byCharacters(_ text: String) -> String { String(text.drop { $0 == " " }) }

    @Test("Equals trimming by characters: plain lines, combining marks, other spaces, empty and all-space lines")
    func examples() {
        let lines = [
            "", " ", "   ", "hitTest", "  hitTest(view) at (1, 2)", "    pointInside → NO", " \u{301}accent", "  \u{301}",
            "\u{301} x", "  é", "  e\u{301}", "\u{A0} no-break", "\t tab", "  \u{200D}joiner", "  🇫🇷 flag", " \r\n",
        ]
        for line in lines { #expect(line.trimmingLeadingSpaces() == Self.byCharacters(line), "\(line.debugDescription)") }
    }

    @Test("Equals trimming by characters on lines made of random pieces")
    func randomLines() {
        var random = SeededRandom(seed: 11)
        let pieces = [" ", " ", "  ", "a", "\u{301}", "\u{200D}", "é", "\u{A0}", "\n", "→", "🙂", "\u{FE0F}"]
        for _ in 0..<2_000 {
            let line = (0..<random.int(0...6)).map { _ in pieces[random.int(0...pieces.count - 1)] }.joined()
            #expect(line.trimmingLeadingSpaces() == Self.byCharacters(line), "\(line.debugDescription)")
        }
    }
}
