import HitScopeCore
import HitScopeOutput

/// The words of the side panel's inspector, wrapped to its width: all the selected view has (`ViewFacts`, the
/// words the report's inspector shows too), a fact a line.
struct InspectorPanelContent: Hashable, Sendable {
    struct Line: Hashable, Sendable {
        let text: String
        let indent: Double
        let bold: Bool
    }

    let title: String
    let lines: [Line]

    init(view: ViewID, state: ViewerState, width: Int) {
        let usable = Double(width) - 20
        let facts = ViewFacts(view, in: state.scene.hierarchy, screen: state.scene.drawing.screen).facts
        title = "Inspector — \(terminalSafe(state.scene.hierarchy[view].name)) · Esc clears"
        lines = facts.flatMap { fact in
            TextWrap.lines("\(fact.label): \(fact.value)", size: SidePanelContent.textSize, width: usable, indent: 12).enumerated().map { index, piece in
                Line(text: piece, indent: index == 0 ? 0 : 12, bold: false)
            }
        }
    }
}
