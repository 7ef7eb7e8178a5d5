import HitScopeCore
import HitScopeDiff

/// The fixes an answer shows, proven on a copy of the whole scene as `why` proves them (`WholeSceneFixes`: each change
/// compared with the scene once), within a budget (`WholeSceneFixes.changeBudget`: every change of a scene of up to a
/// hundred views or so, none in a scene of more than `Auditor.provenFixLimit` views), in `why`'s words. Past it, a
/// view's answer gives its reason and the `hitscope why` command that proves its fixes, never a fix checked on less
/// than the whole scene. A page keeps one for all its answers (the taps first, then their why-not answers, then the
/// clicked points' regions); `trace` one per answer.
package struct BudgetedFixes {
    private var fixes: WholeSceneFixes
    private let tester: HitTester
    private let formatter: TraceTextFormatter
    /// The scene file as the answers name it, for the `hitscope why` commands.
    private let sceneFile: String
    /// The most changes compared with the scene before the answers only name the command.
    package let changeBudget: Int

    /// `changeBudget`: `WholeSceneFixes.changeBudget` for the scene (nil) or another, for tests.
    package init(scene: Scene, tester: HitTester, formatter: TraceTextFormatter, sceneFile: String, changeBudget: Int? = nil) {
        fixes = WholeSceneFixes(scene: scene, tester: tester)
        self.tester = tester
        self.formatter = formatter
        self.sceneFile = sceneFile
        self.changeBudget = changeBudget ?? WholeSceneFixes.changeBudget(views: scene.hierarchy.count)
    }

    /// Whether the budget allows comparing more changes.
    private var affordable: Bool { fixes.comparedChanges < changeBudget }

    /// The view drawn under the finger that missed the touch, with its fixes ranked (nil past the budget), and what
    /// is said about it ("Drawn here: …").
    package mutating func missedTouch(_ fingers: [Finger], verdict: TouchVerdict, drawn: DrawnViewIndex) -> (checked: CheckedMissedTouch?, words: String)? {
        tester.missedView(fingers, verdict: verdict, drawn: drawn).map { missed($0, fingers: fingers) }
    }

    /// The view a touch missed (`HitTester.missedView`: `missed` names it) with its fixes ranked (nil past the
    /// budget), and what is said about it, in the words of `why` (`TraceTextFormatter.whyNot(_:ranked:)`).
    package mutating func missed(_ missed: WhyNotAnswer, fingers: [Finger]) -> (checked: CheckedMissedTouch?, words: String) {
        guard affordable else { return (nil, formatter.whyNot(missed, askingIn: sceneFile)) }
        let checked = fixes.missedTouch(missed, fingers: fingers)
        return (checked, formatter.whyNot(checked.answer, ranked: checked.ranked))
    }

    /// Why the answer's view is not the hit-test view (`HitTester.whyNot`), its fixes not proven: the reason alone,
    /// and whether a change could get it the touch (its fixes are then `hitscope why`'s to prove). The view whose
    /// rule decided is the answer's own (`WhyNotAnswer.decidingView`).
    package func reason(_ answer: WhyNotAnswer) -> (reason: String, mayHaveFixes: Bool) {
        (formatter.whyNotWithCause(answer), TraceTextFormatter.mayHaveFixes(answer))
    }

    /// Why the answer's view is not the hit-test view (`HitTester.whyNot`, for one view or several at once), in
    /// `why`'s words. `provingFixes`: false gives the reason and the `hitscope why` command that proves its fixes, as
    /// past the budget (a page's answer for a view not drawn where it is asked about).
    package mutating func whyNot(_ answer: WhyNotAnswer, provingFixes: Bool = true) -> String {
        guard affordable, provingFixes else { return formatter.whyNot(answer, askingIn: sceneFile) }
        let ranked = fixes.rank(for: answer.view, fingers: [.tap(at: answer.point)], answer: answer)
        return formatter.whyNot(answer, ranked: ranked)
    }
}

/// What a trace needs to say which view drawn under the finger missed the touch ("Drawn here: …"), with its fixes
/// proven on a copy of the whole scene and ranked, in the words of `why`, within one answer's budget
/// (`BudgetedFixes`).
public struct DrawnHere: Sendable {
    /// The views drawn at each point of the scene.
    public let drawn: DrawnViewIndex
    public let scene: Scene
    /// The scene file as the answers name it, for the `hitscope why` command past the budget.
    public let sceneFile: String
    /// The changes an answer compares with the scene: `WholeSceneFixes.changeBudget` for the scene (nil), or another
    /// (the viewer proves the fixes of the one touch it shows with no budget, as its side panel does).
    public let changeBudget: Int?

    /// `drawn`: the scene's drawn-view index, when the caller has one.
    public init(scene: Scene, sceneFile: String, drawn: DrawnViewIndex? = nil, changeBudget: Int? = nil) {
        self.drawn = drawn ?? DrawnViewIndex(scene.hierarchy, screen: ScreenMap(scene.hierarchy))
        self.scene = scene
        self.sceneFile = sceneFile
        self.changeBudget = changeBudget
    }

    /// The view `answer` missed (`TouchAnswer.missed`, found with `drawn`) with its fixes ranked (nil past the
    /// budget), and what is said about it.
    package func missed(_ answer: TouchAnswer, fingers: [Finger], tester: HitTester) -> (checked: CheckedMissedTouch?, words: String)? {
        guard let missed = answer.missed else { return nil }
        var fixes = BudgetedFixes(
            scene: scene, tester: tester, formatter: TraceTextFormatter(tester.hierarchy), sceneFile: sceneFile, changeBudget: changeBudget)
        return fixes.missed(missed, fingers: fingers)
    }
}
