import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeOutput

/// The fixes a page shows, proven on a copy of the whole scene as `why` proves them (`WholeSceneFixes`: each change
/// compared with the scene once), within a budget. A change compared costs at least as much as the scene is large, so
/// a page compares at most `changeBudget` changes (every one in a scene of up to a hundred views or so), and none in a
/// scene of more than `Auditor.provenFixLimit` views, as the audit; past it, a view's answer gives its reason and the
/// `hitscope why` command that proves its fixes, never a fix checked on less than the whole scene. The taps come
/// first, then their why-not answers, then the clicked points' regions.
package struct PageFixes {
    private var fixes: WholeSceneFixes
    private let tester: HitTester
    private let formatter: TraceTextFormatter
    /// The scene file as the page names it, for the `hitscope why` commands.
    private let sceneFile: String
    /// The most changes compared with the scene before the answers only name the command.
    package let changeBudget: Int

    /// The work a page may spend on comparing changes with the scene, in views × changes.
    static let work = 20_000
    /// The changes compared whatever the scene's size: a few taps' missed views, each with its candidates.
    package static let changesAlwaysCompared = 16

    /// `changeBudget`: the page's (nil) or another, for tests.
    package init(scene: Scene, tester: HitTester, formatter: TraceTextFormatter, sceneFile: String, changeBudget: Int? = nil) {
        fixes = WholeSceneFixes(scene: scene, tester: tester)
        self.tester = tester
        self.formatter = formatter
        self.sceneFile = sceneFile
        let views = scene.hierarchy.count
        self.changeBudget = changeBudget
            ?? (views <= Auditor.provenFixLimit ? max(Self.changesAlwaysCompared, Self.work / max(1, views)) : 0)
    }

    /// Whether the budget allows comparing more changes.
    private var affordable: Bool { fixes.comparedChanges < changeBudget }

    /// The view drawn under the finger that missed the touch, with its fixes ranked (nil past the budget), and what
    /// the page says about it ("Drawn here: …").
    package mutating func missedTouch(_ fingers: [Finger], verdict: TouchVerdict, drawn: DrawnViewIndex) -> (checked: CheckedMissedTouch?, words: String)? {
        if affordable {
            return fixes.missedTouch(fingers, verdict: verdict, drawn: drawn).map { ($0, formatter.whyNot($0.answer, ranked: $0.ranked)) }
        }
        return tester.missedView(fingers, verdict: verdict, drawn: drawn).map { (nil, formatter.whyNot($0, askingIn: sceneFile)) }
    }

    /// Why `view` is not the hit-test view of a tap at `point`, in the page's words, and the view whose rule decided.
    package mutating func whyNot(_ view: ViewID, at point: Point) -> (message: String, decidingView: String?) {
        let answer = tester.whyNot(view, at: point)
        let hierarchy = tester.hierarchy
        guard affordable else {
            return (formatter.whyNot(answer, askingIn: sceneFile), WhyNotDocument.decision(answer, hierarchy: hierarchy).decidingView)
        }
        let document = WhyNotDocument(answer, ranked: fixes.rank(for: view, fingers: [.tap(at: point)]), hierarchy: hierarchy)
        return (document.message, document.decidingView)
    }
}
