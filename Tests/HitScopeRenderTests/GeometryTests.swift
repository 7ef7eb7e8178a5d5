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

    @Test("Chinese and emoji are measured wider than Latin letters")
    func wide() {
        #expect(TextMetrics.width("按钮", size: 10) > TextMetrics.width("ab", size: 10))
        #expect(TextMetrics.width("😀", size: 10) > TextMetrics.width("a", size: 10))
    }
}
