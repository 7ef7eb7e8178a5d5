import HitScopeRender
import Testing

@Suite("Text fitting")
struct TextMetricsTests {
    @Test("Text that fits is kept; text that does not is cut with an ellipsis; nothing fits in nothing")
    func fit() {
        #expect(TextMetrics.fit("btn1", size: 10, maxWidth: 100) == "btn1")
        let cut = TextMetrics.fit("aVeryLongViewNameIndeed", size: 10, maxWidth: 60)
        #expect(cut?.hasSuffix("…") == true)
        #expect(TextMetrics.width(cut ?? "", size: 10) <= 60)
        #expect(TextMetrics.fit("name", size: 10, maxWidth: 3) == nil)
    }

    @Test("Each printable ASCII character has its width class: narrow, slim, wide, capital or digit, or the rest")
    func asciiWidths() {
        let classes: [(characters: String, ems: Double)] = [
            ("ijl.,:;'|!`", 0.32), ("ftrI()[]{}-\"/\\", 0.42), ("mwMW@%", 0.95), ("ABCDEFGHJKLNOPQRSTUVXYZ&#<>+=~_", 0.72),
            ("0123456789$?^*", 0.64),
        ]
        for value in UInt8(0x21)...UInt8(0x7E) {
            let character = Character(Unicode.Scalar(value))
            let expected = classes.first { $0.characters.contains(character) }?.ems ?? 0.62
            #expect(TextMetrics.width(String(character), size: 1) == expected, "\(character)")
        }
        #expect(TextMetrics.width(" ", size: 1) == 0.32)
    }

    @Test("Chinese and emoji are measured wider than Latin letters")
    func wide() {
        #expect(TextMetrics.width("按钮", size: 10) > TextMetrics.width("ab", size: 10))
        #expect(TextMetrics.width("😀", size: 10) > TextMetrics.width("a", size: 10))
    }
}
