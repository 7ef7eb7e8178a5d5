import HitScopeCore
import HitScopeOutput
import HitScopeRender

/// The why-not answers a page embeds: the engine's own (`HitTester.whyNot`, `WhyNotDocument`), for every view at
/// every traced point when that stays small, else for the views drawn under each tap.
struct WhyNotAnswers {
    private var table = LineTable()
    let hierarchy: ViewHierarchy
    let tester: HitTester
    private var prover: FixProver

    init(tester: HitTester) {
        self.tester = tester
        self.hierarchy = tester.hierarchy
        prover = FixProver(tester)
    }

    /// `[view, decidingView, message]` for each view, in order.
    mutating func answers(at point: Point, for views: [ViewID]) -> [[Int]] {
        views.map { view in
            let advice = prover.advice(for: view, fingers: [.tap(at: point)])
            let document = WhyNotDocument(tester.whyNot(view, at: point), advice: advice, hierarchy: hierarchy)
            let deciding = document.decidingView.flatMap(hierarchy.id(named:))?.index ?? -1
            return [view.index, deciding, table.index(document.message)]
        }
    }

    /// The engine's words of every answer, each once.
    var messages: [String] { table.lines }
}
