import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeRender
import HitScopeReport
import HitScopeTestSupport
import Testing

/// The page gives the fixes `why` gives: proven on the whole scene, ranked, each cost in the same sentence, in the
/// same words (docs/rules.md, "Fixes are proven on the whole scene, and ranked").
struct RankedFixPageTests {
    @Test("A tap's 'Drawn here' and its why-not answers say what why says: no change is free, and what each fix costs")
    func drawnHereAndWhyNotSayWhatWhySays() throws {
        let scene = try FixScenes.scene(FixScenes.coveredBuyButton)
        let page = HTMLReport.html(scene: scene, options: ReportOptions(sceneFile: "scene.yaml"))
        let tester = HitTester(scene.hierarchy)
        var fixes = WholeSceneFixes(scene: scene, tester: tester)
        let button = try #require(scene.hierarchy.id(named: "buyButton"))
        let point = Point(100, 245)
        let why = TraceTextFormatter(scene.hierarchy).whyNot(tester.whyNot(button, at: point), ranked: fixes.rank(for: button, fingers: [.tap(at: point)]))
        #expect(why.contains("No change is free"))
        #expect(why.contains("set userInteractionEnabled = NO on ribbon; this also changes who takes the scene's tap at (365, 250)"))
        #expect(why.contains("bring card in front of its siblings (bringSubviewToFront on root); this also changes who takes the scene's tap at (365, 250)"))
        #expect(page.contains("<p class=\"missed\"><strong>Drawn here: </strong>" + MarkupEscape.text(why) + "</p>"))
        #expect(page.contains("<dt data-view=\"\(button.index)\">buyButton</dt><dd>" + MarkupEscape.text(why) + "</dd>"))
        // No answer on the page still gives the single fix checked for the asked view alone.
        #expect(!page.contains("checked by HitScope on a copy of the scene"))
    }

    @Test("Past the page's budget of changes compared with the scene, an answer gives its reason and the why command, never a fix")
    func pastTheBudgetTheAnswerAsksWhy() throws {
        let scene = try FixScenes.scene(FixScenes.coveredBuyButton)
        let tester = HitTester(scene.hierarchy)
        let words = TraceTextFormatter(scene.hierarchy)
        var fixes = BudgetedFixes(scene: scene, tester: tester, formatter: words, sceneFile: "orders screen.yaml", changeBudget: 0)
        let point = Point(100, 245)
        let verdict = tester.deliverTouches([.tap(at: point)]).verdict(in: scene.hierarchy)
        let found = fixes.missedTouch([.tap(at: point)], verdict: verdict, drawn: DrawnViewIndex(scene.hierarchy, screen: ScreenMap(scene.hierarchy)))
        let missed = try #require(found)
        let button = try #require(scene.hierarchy.id(named: "buyButton"))
        #expect(missed.checked == nil)
        #expect(missed.words == words.whyNotWithCause(tester.whyNot(button, at: point))
            + " For its fixes, proven on a copy of the whole scene, ask `hitscope why 'orders screen.yaml' --at 100,245 --view 'buyButton'`.")
        #expect(fixes.whyNot(tester.whyNot(button, at: point)) == missed.words)
        // The page's own budget compares every change of a small scene.
        #expect(BudgetedFixes(scene: scene, tester: tester, formatter: words, sceneFile: "scene.yaml").changeBudget >= WholeSceneFixes.changesAlwaysCompared)
    }
}
