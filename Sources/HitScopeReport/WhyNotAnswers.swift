import HitScopeCore
import HitScopeOutput

/// The why-not answers a page embeds: the engine's own (`HitTester.whyNot`, `WhyNotDocument`) for every view at every
/// traced point when that stays small, else for the views drawn under each tap. The answers of the views drawn where
/// they are asked about carry the fixes proven on the whole scene, ranked, as `why` gives them (`BudgetedFixes`); the
/// others give their reason and the `hitscope why` command that proves their fixes: in the engine's words at a tap,
/// and at a region as the reason alone, flagged, to which the page adds `TraceTextFormatter.askForFixes` around its
/// command (the same words: a region's answers are most of a page's data, and the commands most of theirs).
struct WhyNotAnswers {
    private var table = LineTable()
    let tester: HitTester

    init(tester: HitTester) {
        self.tester = tester
    }

    /// `[view, decidingView, message]` for each view, in order, and a fourth number, 1, when `message` is a reason
    /// whose fixes the page asks for with a command; `fixes` keeps what each change costs across answers.
    /// `provingFixes`: whether a view's answer proves its fixes; `pageAsksForFixes`: whether the others' answers are
    /// the reason alone, flagged (else the engine's words name the command).
    mutating func answers(
        at point: Point, for views: [ViewID], provingFixes: (ViewID) -> Bool, pageAsksForFixes: Bool, fixes: inout BudgetedFixes
    ) -> [[Int]] {
        tester.whyNot(views, at: point).map { answer in
            let view = answer.view
            let proving = provingFixes(view)
            if !proving && pageAsksForFixes {
                let (reason, mayHaveFixes) = fixes.reason(answer)
                return [view.index, answer.decidingView.index, table.index(reason)] + (mayHaveFixes ? [1] : [])
            }
            return [view.index, answer.decidingView.index, table.index(fixes.whyNot(answer, provingFixes: proving))]
        }
    }

    /// The engine's words of every answer, each once.
    var messages: [String] { table.lines }
}
