import HitScopeAudit
import HitScopeCore
import HitScopeOutput
import HitScopeTestSupport
import Testing

/// The audit marks the touch area whose answer depends on an unsettled question (docs/audit.md, "Uncertain areas";
/// docs/rules.md, "Unsettled questions"): exact areas, the engine's questions, an `uncertain` finding, and every
/// other finding of the view carrying the same parts.
struct UncertainAreaTests {
    /// The example's scene: badgeIcon turned on inside likeButton; fadedOverlay at `overlayAlpha` over shareButton.
    private func scene(iconInteraction: Bool = true, overlayAlpha: Double = 0.01) throws -> Scene {
        var scene = try Examples.load("unsettled-questions")
        let h = scene.hierarchy
        var changed = h
        if let icon = h.id(named: "badgeIcon") { try changed.update(icon) { $0.isUserInteractionEnabled = iconInteraction } }
        if let overlay = h.id(named: "fadedOverlay") { try changed.update(overlay) { $0.alpha = overlayAlpha } }
        scene.hierarchy = changed
        return scene
    }

    private func audit(_ scene: Scene) async -> AuditSceneResult {
        await Auditor().audit(scene, file: "unsettled-questions.yaml")
    }

    private func target(_ result: AuditSceneResult, _ name: String) throws -> AuditTarget {
        try #require(result.targets.first { result.hierarchy[$0.view].name == name })
    }

    /// Points² (sampled at every half point of a 1-point grid over the buttons' band, exact for this scene's whole
    /// edges) where `target`'s answer depends on a question, asked of the engine point by point: the touch is
    /// forwarded to it as a control, or it is reached under one reading of alpha 0.01 and not the other.
    private func sampledUncertainArea(_ target: ViewID, _ tester: HitTester) -> (forwarded: Double, alpha: Double) {
        let h = tester.hierarchy
        let reaches = { (hit: ViewID?) in hit.map { h.viewsReached(from: $0).contains(target) } ?? false }
        var (forwarded, alpha) = (0.0, 0.0)
        for y in 80..<170 {
            for x in 0..<375 {
                let point = Point(Double(x) + 0.5, Double(y) + 0.5)
                for question in tester.unsettledQuestions(at: point) {
                    switch question {
                    case .touchForwardedToControl(let control, _) where control == target: forwarded += 1
                    case .alphaAtThreshold where reaches(tester.hitTest(point)) != reaches(tester.hitTestWithAlphaAtThresholdHitTested(point)):
                        alpha += 1
                    default: break
                    }
                }
            }
        }
        return (forwarded, alpha)
    }

    @Test("The example: likeButton's 1,024 pt² forwarded by badgeIcon and shareButton's 7,750 pt² under the 0.01 overlay, as the engine samples them")
    func example() async throws {
        let scene = try scene()
        let result = await audit(scene)
        let h = result.hierarchy
        let (like, share) = (try #require(h.id(named: "likeButton")), try #require(h.id(named: "shareButton")))
        let likeTarget = try target(result, "likeButton")
        #expect(
            likeTarget.uncertainties.map { [$0.area, $0.box.minX, $0.box.minY, $0.box.maxX, $0.box.maxY] } == [[1024, 30, 109, 62, 141]])
        #expect(likeTarget.uncertainties.map(\.question) == [.touchForwardedToControl(control: like, hitView: try #require(h.id(named: "badgeIcon")))])
        let overlay = try #require(h.id(named: "fadedOverlay"))
        let shareTarget = try target(result, "shareButton")
        #expect(shareTarget.uncertainties.map(\.question) == [.alphaAtThreshold(view: overlay, otherHitView: overlay)])
        #expect(shareTarget.uncertainties.map(\.area) == [7750])
        // Each part's point is one where the engine says the answer depends on that very question.
        let tester = HitTester(h)
        for part in likeTarget.uncertainties + shareTarget.uncertainties {
            #expect(part.box.contains(part.point))
            #expect(tester.unsettledQuestions(at: part.point).contains(part.question))
        }
        // The same areas, sampled from the engine's answers point by point.
        let (sampledLike, sampledShare) = (sampledUncertainArea(like, tester), sampledUncertainArea(share, tester))
        #expect(sampledLike.forwarded == 1024 && sampledLike.alpha == 0)
        #expect(sampledShare.forwarded == 0 && sampledShare.alpha == 7750)
        // Each view has an `uncertain` warning, whose fix makes the answer sure.
        #expect(result.findings.map { "\(h[$0.view].name) \($0.rule.rawValue) \($0.severity.rawValue)" } == [
            "likeButton uncertain warning", "shareButton uncertain warning",
        ])
        let parts = [try #require(likeTarget.uncertainties.first), try #require(shareTarget.uncertainties.first)]
        #expect(result.findings.map(\.fix) == parts.map { AuditFix.goal(.settles($0.question), at: $0.point, proven: nil) })
    }

    @Test("Sure answers mark nothing: the icon's interaction off, the overlay at alpha 0 or 0.0101")
    func sure() async throws {
        for alpha in [0, 0.0101] {
            let sure = try scene(iconInteraction: false, overlayAlpha: alpha)
            // No view at alpha 0.01 exactly: the other reading is never compared.
            #expect(AlphaReadingAreas(scene: sure, tester: HitTester(sure.hierarchy)) == nil)
            let result = await audit(sure)
            #expect(result.targets.allSatisfy { $0.uncertainties.isEmpty })
            #expect(result.findings.allSatisfy { $0.rule != .uncertain && $0.uncertainties.isEmpty })
        }
    }

    @Test("A too-small button half under a view at alpha 0.01: the finding carries the 450 pt² the other reading takes")
    func findingCarriesTheParts() async throws {
        var t = TreeBuilder()
        let w = t.window()
        let small = t.add("smallButton", "UIButton", Rect(100, 300, 30, 30), to: w)
        let veil = t.add("veil", "UIView", Rect(100, 300, 15, 30), to: w) { $0.alpha = 0.01 }
        let hierarchy = try t.tester().hierarchy
        let result = await Auditor().audit(Scene(name: "veil", size: Size(375, 667), hierarchy: hierarchy), file: "veil.yaml")
        let tooSmall = try #require(result.findings.first { $0.rule == .tooSmall })
        #expect(tooSmall.view == small)
        #expect(tooSmall.uncertainties.map(\.question) == [.alphaAtThreshold(view: veil, otherHitView: veil)])
        #expect(tooSmall.uncertainties.totalArea == 450)
        // The JSON record and the text say so.
        let record = AuditFindingRecord(tooSmall, in: result)
        #expect(record.uncertainArea == 450)
        #expect(record.uncertain?.map(\.id) == ["alphaAtThreshold"] && record.uncertain?.map(\.view) == ["veil"])
        #expect(record.uncertain?.first?.box == [100, 300, 15, 30])
        let text = try #require(record.uncertain?.first?.text)
        #expect(text.hasPrefix("450 pt² around (") && text.contains("UIKit's answer here is uncertain: veil (UIView) has alpha 0.01 exactly"))
        let printed = AuditTextWriter().text(AuditReport(scenes: [result]))
        #expect(printed.contains("\n  Uncertain: 450 pt² around ("), "\(printed)")
        let uncertain = try #require(result.findings.first { $0.rule == .uncertain })
        #expect(AuditWords(result).message(uncertain).hasPrefix("UIKit's answer is uncertain on 450 pt² around `smallButton`"))
        // Unproven here (the whole-scene step is HitScopeDiff's): "none proven" first, then the changes to check.
        let fix = AuditWords(result).fix(uncertain)
        #expect(fix.hasPrefix("none proven (the audit compares at most "), "\(fix)")
        #expect(fix.contains("; the changes to check, to make UIKit's answer sure whatever the reading: give veil an alpha of 0, which keeps it out of hit-testing whichever way UIKit reads 0.01 or give veil an alpha of 0.02"), "\(fix)")
    }

    @Test("The cut of occluded views changes no uncertain area")
    func occlusionCut() async throws {
        let scene = try scene()
        var plain = Auditor()
        plain.cutsOccludedViews = false
        let (cut, uncut) = (await audit(scene), await plain.audit(scene, file: "unsettled-questions.yaml"))
        #expect(cut.targets.map(\.uncertainties) == uncut.targets.map(\.uncertainties))
    }
}
