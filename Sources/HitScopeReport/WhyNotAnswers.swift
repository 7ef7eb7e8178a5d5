import HitScopeCore
import HitScopeOutput

/// The why-not answers a page embeds: the engine's own (`HitTester.whyNot`, `WhyNotDocument`) for every view at every
/// traced point when that stays small, else for the views drawn under each tap. The answers of the touch targets and
/// of the views drawn where they are asked about carry the fixes proven on the whole scene, ranked, as `why` gives them
/// (`BudgetedFixes`); the others name the `hitscope why` command that proves theirs.
struct WhyNotAnswers {
    private var table = LineTable()
    let hierarchy: ViewHierarchy
    let tester: HitTester

    init(tester: HitTester) {
        self.tester = tester
        self.hierarchy = tester.hierarchy
    }

    /// `[view, decidingView, message]` for each view, in order; `fixes` keeps what each change costs across answers.
    /// `provingFixes`: whether a view's answer proves its fixes (else it names the command that does).
    mutating func answers(
        at point: Point, for views: [ViewID], provingFixes: (ViewID) -> Bool = { _ in true }, fixes: inout BudgetedFixes
    ) -> [[Int]] {
        views.map { view in
            let (message, decidingView) = fixes.whyNot(view, at: point, provingFixes: provingFixes(view))
            let deciding = decidingView.flatMap(hierarchy.id(named:))?.index ?? -1
            return [view.index, deciding, table.index(message)]
        }
    }

    /// The engine's words of every answer, each once.
    var messages: [String] { table.lines }
}
