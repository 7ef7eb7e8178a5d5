import Foundation
import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeTestSupport
import Testing

/// The audit's fixes are proven on a copy of the whole scene and ranked, as `why` proves them (issue 35; docs/rules.md,
/// "Fixes are proven on the whole scene, and ranked"): a fix that turns off a recognizer or takes a neighbour's touch
/// area says so in the same sentence, in every format the audit is written in.
struct AuditFixProofTests {
    private func audited(changeBudget: Int? = nil) async throws -> (AuditSceneResult, Scene) {
        let scene = try FixScenes.scene(FixScenes.feed)
        return (await Auditor().audit(scene, file: "feed.yaml").provingFixes(in: scene, changeBudget: changeBudget), scene)
    }

    private func fix(_ result: AuditSceneResult, _ view: String, _ rule: AuditRule) throws -> (AuditFix, String) {
        let finding = try #require(result.findings.first { result.hierarchy[$0.view].name == view && $0.rule == rule }, "\(view) \(rule)")
        return (finding.fix, AuditWords(result).fix(finding))
    }

    @Test("An overlay with a tap recognizer over Retry: the fix that turns the overlay off says it turns off its recognizer, in text, JSON, SARIF and JUnit")
    func overlayWithRecognizer() async throws {
        let (result, _) = try await audited()
        let (fix, words) = try fix(result, "retryButton", .unreachable)
        guard case .ranked(let ranked, _) = fix else {
            Issue.record("expected fixes proven on the whole scene, got \(fix)")
            return
        }
        #expect(!ranked.fixes.isEmpty && !ranked.hasFreeFix)
        #expect(words == "no change is free; the least costly, proven on a copy of the whole scene: set userInteractionEnabled = NO on loadingVeil; this also turns off dismissVeilTap (tap) on loadingVeil")
        let report = AuditReport(scenes: [result])
        let outputs = [
            "text": AuditTextWriter().text(report), "JSON": JSONText.pretty(AuditDocument(report)),
            "SARIF": JSONText.pretty(AuditSarifLog(report, toolVersion: "test")), "JUnit": AuditJUnitWriter(failOn: .warning).xml(report),
        ]
        for (format, output) in outputs {
            let after = output.components(separatedBy: "set userInteractionEnabled = NO on loadingVeil").dropFirst()
            #expect(!after.isEmpty, "\(format) gives the fix")
            #expect(after.allSatisfy { $0.hasPrefix("; this also turns off dismissVeilTap (tap) on loadingVeil") }, "\(format): \(output)")
        }
    }

    @Test("A too-small button whose enlarged hit area reaches into its neighbour: the fix says how much it takes, in the same sentence")
    func enlargementTakesFromTheNeighbour() async throws {
        let (result, scene) = try await audited()
        let (fix, words) = try fix(result, "bookmarkButton", .tooSmall)
        let share = try #require(scene.hierarchy.id(named: "shareButton"))
        guard case .enlargeHitArea(let minimum, let checked?) = fix else {
            Issue.record("expected an enlargement checked on the whole scene, got \(fix)")
            return
        }
        #expect(minimum == Size(44, 44))
        // 44 × 44 centred on the 24 × 24 button: 160…204 × 400…444, 4 × 44 of it on the share button (200…244).
        #expect(checked.fix.costs == [.takesArea(from: share, area: 176, all: false)])
        #expect(checked.gained == 1936 - 576)
        #expect(words.hasPrefix("enlarge the hit area of bookmarkButton with pointInside { minimumSize: [44, 44] }; this also takes 176 pt² of touch area from shareButton (UIButton) (proven on a copy of the whole scene, where it gains "), "\(words)")
    }

    @Test("A too-small button in a holder of its own size: the enlargement gains it nothing, and the fix says so instead of offering it")
    func enlargementThatGainsNothing() async throws {
        let scene = try FixScenes.scene("""
            name: Holder
            size: [390, 844]
            windows:
              - name: window
                views:
                  - name: root
                    frame: [0, 0, 390, 844]
                    subviews:
                      - name: holder
                        frame: [100, 100, 20, 20]
                        subviews:
                          - { name: tinyButton, class: UIButton, frame: [0, 0, 20, 20], title: x }
            """)
        let result = await Auditor().auditProvingFixes(scene, file: "holder.yaml")
        let (fix, words) = try fix(result, "tinyButton", .tooSmall)
        guard case .enlargeHitArea(_, let checked?) = fix else {
            Issue.record("expected an enlargement checked on the whole scene, got \(fix)")
            return
        }
        #expect(checked.gained == 0)
        #expect(words == "enlarging the hit area of tinyButton (pointInside { minimumSize: [44, 44] }) gains it no touch area on a copy of the whole scene: views in front of it or an ancestor's bounds keep the larger area")
    }

    @Test("A plain banner over Save: turning it off costs nothing, and the fix says it was proven on the whole scene")
    func freeFix() async throws {
        let (result, _) = try await audited()
        let (_, words) = try fix(result, "banner", .swallowingOverlay)
        #expect(words == "set userInteractionEnabled = NO on banner (proven on a copy of the whole scene: nothing else changes)")
    }

    @Test("Past the budget: the why command that proves the fixes, and \"none proven\" before the enlargement to check; never a fix checked on less")
    func pastTheBudget() async throws {
        let (result, _) = try await audited(changeBudget: 0)
        let (_, retry) = try fix(result, "retryButton", .unreachable)
        #expect(retry.hasPrefix("ask `hitscope why 'feed.yaml' --at "), "\(retry)")
        #expect(retry.contains("--view 'retryButton'` for its fixes, proven on a copy of the whole scene (the audit compares at most "), "\(retry)")
        let (_, bookmark) = try fix(result, "bookmarkButton", .tooSmall)
        #expect(bookmark.hasPrefix("none proven (the audit compares at most "), "\(bookmark)")
        #expect(bookmark.hasSuffix("; the change to check: enlarge the hit area of bookmarkButton with pointInside { minimumSize: [44, 44] }, which can take touch area from a neighbour"), "\(bookmark)")
        let text = AuditTextWriter().text(AuditReport(scenes: [result]))
        #expect(!text.contains("nothing else changes") && !text.contains("no change is free") && !text.contains("where it gains"), "\(text)")
    }

    @Test("Each edge's audit proves fixes as the step does: the same findings and fixes")
    func auditProvingFixesIsTheStep() async throws {
        let scene = try FixScenes.scene(FixScenes.feed)
        let edge = await Auditor().auditProvingFixes(scene, file: "feed.yaml")
        let (step, _) = try await audited()
        #expect(edge.findings == step.findings)
    }
}

/// `trace`'s "Drawn here" gives the fixes `why` gives, in `why`'s words (text and JSON).
struct TraceDrawnHereTests {
    @Test("The view a tap missed: trace's Drawn here is why's answer, word for word; JSON's fix is why's free fix")
    func sameWordsAsWhy() throws {
        for (text, point, viewName) in [(FixScenes.coveredBuyButton, Point(100, 245), "buyButton"), (FixScenes.feed, Point(60, 620), "saveButton")] {
            let scene = try FixScenes.scene(text)
            let tester = HitTester(scene.hierarchy)
            let view = try #require(scene.hierarchy.id(named: viewName))
            var fixes = WholeSceneFixes(scene: scene, tester: tester)
            let ranked = fixes.rank(for: view, fingers: [.tap(at: point)])
            let why = WhyNotDocument(tester.whyNot(view, at: point), ranked: ranked, hierarchy: scene.hierarchy)
            let here = DrawnHere(scene: scene, sceneFile: "scene.yaml")
            let report = TraceTextFormatter(scene.hierarchy).tapReport(tester: tester, point: point, drawnHere: here)
            #expect(report.split(separator: "\n").contains { $0 == "  Drawn here: " + why.message }, "\(report)")
            var writer = ByteWriter()
            TraceJSON(tester: tester, fingers: [.tap(at: point)], drawnHere: here).write(to: &writer)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? [String: Any])
            let verdict = try #require(json["verdict"] as? [String: Any])
            #expect(verdict["missed"] as? String == viewName)
            #expect((verdict["fix"] as? [String: Any])?["text"] as? String == why.fix?.text)
        }
    }

    @Test("A scene past the budget: Drawn here gives the reason and the why command, never a fix")
    func pastTheBudget() throws {
        let scene = try FixScenes.scene(FixScenes.coveredBuyButton)
        var large = scene
        // Enough views that no fix is proven (`Auditor.provenFixLimit`), none of them near the tap.
        for index in 0..<Auditor.provenFixLimit {
            large.hierarchy = try Self.adding(View(name: "filler\(index)", className: "UIView", frame: Rect(0, 700, 1, 1)), to: large.hierarchy)
        }
        let tester = HitTester(large.hierarchy)
        let report = TraceTextFormatter(large.hierarchy).tapReport(tester: tester, point: Point(100, 245), drawnHere: DrawnHere(scene: large, sceneFile: "big scene.yaml"))
        let line = try #require(report.split(separator: "\n").first { $0.hasPrefix("  Drawn here: ") })
        #expect(line.hasSuffix("For its fixes, proven on a copy of the whole scene, ask `hitscope why 'big scene.yaml' --at 100,245 --view 'buyButton'`."), "\(line)")
        #expect(!line.contains("Fix"))
    }

    private static func adding(_ view: View, to hierarchy: ViewHierarchy) throws -> ViewHierarchy {
        var hierarchy = hierarchy
        let root = try #require(hierarchy.id(named: "root"))
        _ = try hierarchy.addSubview(view, to: root)
        return hierarchy
    }
}
