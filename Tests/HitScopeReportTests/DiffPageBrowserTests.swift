import Foundation
import HitScopeDiff
import HitScopeFiles
import HitScopeReport
import HitScopeScene
import HitScopeTestSupport
import Testing

/// The diff page as a reviewer sees it, in headless Chromium: one offline file that loads nothing and runs nothing,
/// the answer on the first screen, both drawings with the touches that changed owner hatched, and every change.
@Suite("The diff page in Chromium", .serialized)
struct DiffPageBrowserTests {
    static let browser = Result { try Chromium() }

    /// The diff report of two example files, their scenes kept for the page, as `hitscope diff --format html` makes it.
    static func report(old: String, new: String) async throws -> DiffReport {
        let pairs = try DiffInputs.pairs(old: Examples.url(old).path, new: Examples.url(new).path).pairs
        return try await DiffRunner(keepsScenes: true).run(pairs) { (version: InputVersion) throws(SceneError) in
            let loaded = try version.load(SceneReading())
            return LoadedVersion(scene: loaded.scene, namesAreAuthored: loaded.format == .scene, notes: loaded.warnings)
        }.report
    }

    @Test("The example pair's page: no request, no error, the verdict first, both drawings hatched, every change listed")
    func examplePair() async throws {
        let report = try await Self.report(old: "diff-checkout-before", new: "diff-checkout-after")
        let folder = try TemporaryFolder()
        let file = try folder.write(DiffPage.html(report), to: "diff.html")
        let page = try Self.browser.get().newPage(dark: false)
        defer { page.close() }
        let load = try page.open(file, fragment: nil)
        #expect(load.requests.isEmpty, "requests: \(load.requests)")
        #expect(load.errors.isEmpty, "errors: \(load.errors)")
        let verdict = try page.evaluate("document.querySelector('p.verdict').textContent") as? String ?? ""
        #expect(verdict.hasPrefix("Touch regressions: 2 views no longer reachable"))
        let onFirstScreen = try page.evaluate("(r => r.top >= 0 && r.bottom <= innerHeight)(document.querySelector('p.verdict').getBoundingClientRect())")
        #expect(onFirstScreen as? Bool == true, "the answer is on the first screen")
        // The old drawing hatches what views lost (nothing was gained here); the banner is drawn in the new one only.
        let hatched = try page.evaluate("[...document.querySelectorAll('.pair svg')].map(s => s.querySelectorAll('g.layer-touch path').length)") as? [Int]
        #expect(hatched == [1, 0], "\(String(describing: hatched))")
        let drawn = try page.evaluate("[...document.querySelectorAll('.pair svg')].map(s => s.textContent.includes('Free shipping today'))") as? [Bool]
        #expect(drawn == [false, true])
        let changes = try page.evaluate("document.querySelectorAll('ol.changes > li').length") as? Int
        #expect(changes == 6)
        #expect(try page.evaluate("[...document.querySelectorAll('ol.changes .level')].map(e => e.textContent).join(' ')") as? String
            == "unreachable unreachable lost lost lost lost")
    }

    @Test("The pair the other way round: what the views gained is hatched on the new drawing, nothing on the old")
    func gainsOnTheNewDrawing() async throws {
        let folder = try TemporaryFolder()
        let file = try folder.write(DiffPage.html(try await Self.report(old: "diff-checkout-after", new: "diff-checkout-before")), to: "diff.html")
        let page = try Self.browser.get().newPage(dark: false)
        defer { page.close() }
        let load = try page.open(file, fragment: nil)
        #expect(load.errors.isEmpty, "errors: \(load.errors)")
        let hatched = try page.evaluate("[...document.querySelectorAll('.pair svg')].map(s => s.querySelectorAll('g.layer-touch path').length)") as? [Int]
        #expect(hatched == [0, 1], "\(String(describing: hatched))")
    }
}
