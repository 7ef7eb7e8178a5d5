import Foundation
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import Testing

/// The diff marks a change that depends on an unsettled question as uncertain (docs/diff.md, "Uncertain changes";
/// docs/rules.md, "Unsettled questions"), and a sure change not.
struct UncertainDiffTests {
    /// likeButton (`width` points wide) with badgeIcon inside, its interaction `iconOn`; shareButton under
    /// fadedOverlay at `alpha`; `extra` views in front.
    private func version(iconOn: Bool = true, width: Int = 160, alpha: Double = 0, extra: [String] = []) -> String {
        scene(
            [
                "{ name: likeButton, class: UIButton, frame: [20, 100, \(width), 50], subviews: [{ name: badgeIcon, class: UIImageView, frame: [10, 9, 32, 32], userInteractionEnabled: \(iconOn) }] }",
                "{ name: shareButton, class: UIButton, frame: [200, 100, 155, 50] }",
                "{ name: fadedOverlay, frame: [190, 90, 175, 70], alpha: \(alpha) }",
            ] + extra)
    }

    private func summary(_ parts: [DiffUncertainty]?) -> [String]? {
        parts?.map { "\($0.version.rawValue) \($0.question) \($0.view) \($0.otherView) \(formatNumber($0.area))" }
    }

    @Test("An interaction-enabled view turned on inside a button: its reach is the same, its 1,024 pt² are now uncertain")
    func iconTurnedOn() async throws {
        let diff = try await diffed(version(iconOn: false), version(iconOn: true))
        let like = try #require(diff.view("likeButton"))
        #expect(like.level == .changed && like.areaBefore == like.areaAfter)
        #expect(summary(like.uncertain) == ["after touchForwardedToControl likeButton badgeIcon 1024"])
        #expect(DiffWords.headline(like).contains("whether 1,024 pt² of touches reach it now depends on an unsettled question (0 pt² → 1,024 pt² uncertain)"))
        let text = DiffTextWriter().text(DiffReport(files: [diff]))
        #expect(text.contains("Uncertain now: 1,024 pt² around ("), "\(text)")
        #expect(diff.view("shareButton")?.level == nil)
    }

    @Test("A change away from the uncertain area is sure; one that meets it is uncertain")
    func meetsOrNot() async throws {
        let wider = try await diffed(version(), version(width: 170))
        let grown = try #require(wider.view("likeButton"))
        #expect(grown.level == .changed && grown.areaAfter - grown.areaBefore == 500)
        #expect(grown.uncertain == nil)
        let covered = try await diffed(version(), version(extra: ["{ name: toast, frame: [25, 100, 20, 50] }"]))
        let lost = try #require(covered.view("likeButton"))
        #expect(lost.level == .lost)
        #expect(summary(lost.uncertain) == [
            "before touchForwardedToControl likeButton badgeIcon 1024", "after touchForwardedToControl likeButton badgeIcon 544",
        ])
    }

    @Test("A view over a button turned to alpha 0.01: the button's reach is the same by the best reading, uncertain now")
    func alphaAtThreshold() async throws {
        let diff = try await diffed(version(alpha: 0), version(alpha: 0.01))
        let share = try #require(diff.view("shareButton"))
        #expect(share.level == .changed && share.areaBefore == 7750 && share.areaAfter == 7750)
        #expect(summary(share.uncertain) == ["after alphaAtThreshold fadedOverlay fadedOverlay 7750"])
        #expect(DiffWords.details(share).contains { $0.hasPrefix("Uncertain now: 7,750 pt² around (") && $0.contains("fadedOverlay has alpha 0.01 exactly") })
    }

    @Test("JSON gives the uncertain parts, and reads them back as a baseline")
    func json() async throws {
        let diff = try await diffed(version(iconOn: false), version(iconOn: true))
        let text = JSONText.pretty(DiffDocument(DiffReport(files: [diff])))
        let document = try JSONDecoder().decode(DiffDocument.self, from: Data(text.utf8))
        let like = try #require(document.views.first { $0.view.name == "likeButton" })
        #expect(summary(like.view.uncertain) == ["after touchForwardedToControl likeButton badgeIcon 1024"])
        #expect(document.views.filter { $0.view.name != "likeButton" }.allSatisfy { $0.view.uncertain == nil })
    }
}
