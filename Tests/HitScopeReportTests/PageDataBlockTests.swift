import Foundation
import HitScopeCore
import HitScopeReport
import HitScopeTestSupport
import Testing

@Suite("The page's data block")
struct PageDataBlockTests {
    @Test("A block reads back as its JSON, byte for byte, whatever the text holds; the same text gives the same block")
    func roundTrip() throws {
        let texts = ["", "{}", #"{"views":["a","é","👩‍👩‍👧","</script>","\u202E"]}"#, String(repeating: #"{"n":[1,2,3],"s":"x"}"#, count: 20_000)]
        for text in texts {
            let block = PageDataBlock.encoded(text)
            #expect(PageDataBlock.decoded(block) == text)
            #expect(PageDataBlock.encoded(text) == block)
        }
    }

    @Test("A page's block holds its data deflated: the examples' data reads back as JSON, several times smaller")
    func examples() throws {
        for name in ["seed002-skip-rules", "seed003-scroll-view-margins"] {
            let html = HTMLReport.html(scene: try Examples.load(name), options: ReportOptions(sceneFile: "\(name).yaml"))
            let block = try #require(between(html, "id=\"hs-data\">", "</script>").first)
            let json = try #require(PageDataBlock.decoded(block))
            #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
            #expect(block.utf8.count * 4 < json.utf8.count, "\(name): \(block.utf8.count) bytes for \(json.utf8.count)")
        }
    }

    @Test("What is not a block is refused, not trapped on")
    func notABlock() {
        for text in ["not base64!", "AAAA", Data("plain text".utf8).base64EncodedString()] { #expect(PageDataBlock.decoded(text) == nil) }
    }
}
