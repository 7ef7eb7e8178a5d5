import Foundation
import HitScopeKit
import HitScopeTestSupport
import Testing

/// A verdict's view drawn under the finger that missed the touch comes with the fixes `why` gives: proven on a copy
/// of the whole scene, ranked, typed, each with its costs; `fix` only when the best one is free.
struct TouchVerdictFixTests {
    private func load(_ text: String) throws -> (HitScene, TemporaryFolder) {
        let folder = try TemporaryFolder()
        return (try HitScene.load(file: try folder.write(text, to: "scene.yaml").path), folder)
    }

    @Test("A tap on a ribbon over the Buy button: every fix hands the scene's other tap to cardTap, so no free fix; the same fixes and words as why")
    func costs() throws {
        let (scene, folder) = try load(FixScenes.coveredBuyButton)
        let point = Point(100, 245)
        for verdict in [scene.trace(at: point).verdict, scene.touch(fingers: [[TouchSample(time: 0, point: point), TouchSample(time: 0.05, point: point)]]).verdict] {
            #expect(verdict.missed?.name == "buyButton")
            #expect(!verdict.fixes.isEmpty && verdict.fixes.allSatisfy { !$0.isFree && !$0.costs.isEmpty }, "\(verdict.fixes)")
            #expect(verdict.fixes.allSatisfy { $0.costs.contains { $0.contains("changes who takes the scene's tap at (365, 250)") } }, "\(verdict.fixes)")
            #expect(verdict.fix == nil, "no fix is free")
            let why = scene.why(try scene.view(named: "buyButton"), at: point)
            #expect(verdict.fixes == why.fixes)
            #expect(verdict.missedText == why.text)
            #expect(verdict.layoutCause == nil)
        }
        _ = folder
    }

    @Test("Buttons in a zero-height stack: the layout bug is named, and the free fix is the stack's height")
    func layoutCause() throws {
        let (scene, folder) = try load(FixScenes.zeroHeightStack)
        let verdict = scene.trace(at: Point(100, 210)).verdict
        #expect(verdict.missed?.name == "trackButton")
        #expect(verdict.layoutCause == "actionsStack (UIStackView) is 0 pt tall, so its subviews are drawn outside it and never asked.")
        #expect(verdict.fixes.first?.change == "resize" && verdict.fixes.first?.isFree == true)
        #expect(verdict.fix == verdict.fixes.first?.text)
        _ = folder
    }
}

/// HitScopeKit's audit gives the audit's fixes proven on the whole scene, as `hitscope audit` says them.
struct SceneAuditFixTests {
    @Test("The overlay over Retry: the audit's fix says it turns off the overlay's recognizer; the bookmark's enlargement says what it takes")
    func costs() async throws {
        let folder = try TemporaryFolder()
        let scene = try HitScene.load(file: try folder.write(FixScenes.feed, to: "feed.yaml").path)
        let findings = try await scene.audit().findings
        let retry = try #require(findings.first { $0.view.name == "retryButton" && $0.rule == .unreachable })
        #expect(retry.fix.hasSuffix("set userInteractionEnabled = NO on loadingVeil; this also turns off dismissVeilTap (tap) on loadingVeil"), "\(retry.fix)")
        let bookmark = try #require(findings.first { $0.view.name == "bookmarkButton" && $0.rule == .tooSmall })
        #expect(bookmark.fix.contains("; this also takes 176 pt² of touch area from shareButton (UIButton)"), "\(bookmark.fix)")
        // Typed: each proven change with its costs, the best first, as the words give it.
        #expect(retry.fixes.first?.change == "disableInteraction" && retry.fixes.first?.view == "loadingVeil")
        #expect(retry.fixes.first?.costs == ["turns off dismissVeilTap (tap) on loadingVeil"])
        #expect(retry.fixes.first?.isFree == false)
        #expect(bookmark.fixes.map(\.change) == ["enlargeHitArea"])
        #expect(bookmark.fixes.first?.costs.contains("takes 176 pt² of touch area from shareButton (UIButton)") == true)
    }
}
