import Foundation
import HitScopeCore
import HitScopeReport
import Testing
import HitScopeTestSupport

/// What holds for every page without a browser: nothing can be loaded, the style and script that run are exactly
/// the ones the policy lists, and hostile text cannot leave its context.
@Suite("Page safety")
struct PageSafetyTests {
    private func sha256(_ text: String) -> String {
        // The policy's own hash format, checked against an independent implementation: openssl.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = ["dgst", "-sha256", "-binary"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch { return "openssl missing: \(error)" }
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        let digest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return "sha256-" + digest.base64EncodedString()
    }

    @Test("The policy forbids every load and lists the hashes of the page's one style and one script")
    func policy() throws {
        let html = HTMLReport.html(scene: try Examples.load("seed000-experiment1-siblings"), options: ReportOptions(sceneFile: "x.yaml"))
        let policy = try #require(between(html, "http-equiv=\"Content-Security-Policy\" content=\"", "\"").first)
        let styles = between(html, "<style>", "</style>")
        let scripts = between(html, "<script>", "</script>")
        #expect(styles.count == 1)
        #expect(scripts.count == 1)
        #expect(policy.contains("default-src 'none'"))
        #expect(policy.contains("style-src '\(sha256(styles[0]))'"))
        #expect(policy.contains("script-src '\(sha256(scripts[0]))'"))
        for directive in ["img-src 'none'", "font-src 'none'", "connect-src 'none'", "base-uri 'none'", "form-action 'none'"] {
            #expect(policy.contains(directive))
        }
        #expect(!policy.contains("unsafe"))
    }

    @Test("A page with a screenshot may show data: images and nothing else: the picture is in the page")
    func policyWithScreenshot() throws {
        let html = HTMLReport.html(scene: try Examples.load("screenshot-login"), options: ReportOptions(sceneFile: "x.yaml"))
        let policy = try #require(between(html, "http-equiv=\"Content-Security-Policy\" content=\"", "\"").first)
        #expect(policy.contains("img-src data:;") && !policy.contains("img-src 'none'"))
        #expect(policy.contains("default-src 'none'") && policy.contains("connect-src 'none'"))
        let images = between(html, "<image ", "/>")
        #expect(images.count == 1 && images.allSatisfy { $0.contains("href=\"data:image/png;base64,") })
    }

    @Test("Nothing on a page points outside it", arguments: Examples.all)
    func selfContained(_ name: String) throws {
        let page = HTMLReport.html(scene: try Examples.load(name), options: ReportOptions(sceneFile: "\(name).yaml"))
        // The SVG namespace is a name, not an address anything is loaded from.
        let html = page.replacingOccurrences(of: "'http://www.w3.org/2000/svg'", with: "")
        for needle in ["http://", "https://", "<link", " src=", "@import", "url(http", "<iframe", "<img", "<object"] {
            #expect(!html.contains(needle), "\(name) contains \(needle)")
        }
        #expect(!html.contains(" style=\""), "inline style attributes would need 'unsafe-inline'")
        #expect(html.range(of: #" on[a-z]+=""#, options: .regularExpression) == nil, "no inline event handlers")
    }

    @Test("Hostile names stay in their context: text, attribute, script data")
    func hostile() throws {
        let html = HTMLReport.html(scene: HostileScene.scene(), options: ReportOptions(sceneFile: "evil\"<>.yaml"))
        // Exactly the page's own elements: one style, one data block, one script.
        #expect(between(html, "<script", ">").count == 2)
        #expect(html.components(separatedBy: "<style").count == 2)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<svg onload"))
        #expect(!html.contains("window.__pwned=1</script>"))
        let block = try #require(between(html, "<script type=\"\(PageDataBlock.scriptType)\" id=\"hs-data\">", "</script>").first)
        #expect(block.allSatisfy { $0.isLetter && $0.isASCII || $0.isNumber || "+/=".contains($0) }, "base64 only")
        let data = try #require(PageDataBlock.decoded(block))
        let decoded = try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any]
        let views = decoded?["views"] as? [String] ?? []
        for name in HostileScene.names { #expect(views.contains(name), "the data holds \(name) exactly") }
        // The colour that tried to break out of its attribute was refused by the drawing; only the inspector's
        // data holds it, as JSON text inside the deflated block.
        #expect(!html.replacingOccurrences(of: block, with: "").contains("#f2f2f7"))
        #expect(data.contains(##""#f2f2f7\" onload=\"window.__pwned=1""##))
    }

    @Test("The page's own style and script cannot end their elements early")
    func constants() throws {
        let html = HTMLReport.html(scene: try Examples.load("seed000-experiment1-siblings"), options: ReportOptions(sceneFile: "x.yaml"))
        let script = try #require(between(html, "<script>", "</script>").first)
        let style = try #require(between(html, "<style>", "</style>").first)
        #expect(!script.contains("</") && !script.contains("<!--"))
        #expect(!style.contains("</") && !style.contains("<!--"))
    }
}
