import HitScopeCore
import HitScopeDiff

/// `hitscope diff`'s text: the answer first (`DiffSummary`), then each file's changes, worst first, each with
/// its areas, who takes what it lost and the causes; unchanged targets are counted, not listed.
public struct DiffTextWriter: Sendable {
    public init() {}

    public func text(_ report: DiffReport) -> String {
        var lines = [terminalSafe(DiffSummary(report).text)]
        for file in report.files {
            lines.append("")
            switch file.change {
            case .added: lines.append("\(terminalSafe(file.file)): new file (no old version to compare with)")
            case .removed: lines.append("\(terminalSafe(file.file)): removed (no new version to compare with)")
            case .kept:
                let old = file.old.map { $0 == file.new ? "" : " (old: \(terminalSafe($0)))" } ?? ""
                lines.append("\(terminalSafe(file.file))\(old)")
                lines += fileLines(file)
            }
        }
        return lines.joined(separator: "\n")
    }

    private func fileLines(_ file: FileDiff) -> [String] {
        var lines: [String] = []
        for view in file.changedViews {
            lines.append("  \(label(view.level, view.baseline)) \(subject(view))  \(DiffWords.area(view.areaBefore)) → \(DiffWords.area(view.areaAfter))\(view.approximate ? " (approximate)" : "")")
            lines += DiffWords.details(view).map { "      \(terminalSafe($0))" }
        }
        let changedTouches = file.touches.filter { $0.level != nil }.map(TouchDiffRecord.init)
        for touch in changedTouches {
            lines.append("  \(label(touch.level, touch.baseline)) \(terminalSafe(touch.touch)): \(terminalSafe(DiffWords.taker(touch.takenByBefore, touch.kindBefore))) → \(terminalSafe(DiffWords.taker(touch.takenByAfter, touch.kindAfter)))")
            lines += DiffWords.details(touch).map { "      \(terminalSafe($0))" }
        }
        let same = file.views.count - file.changedViews.count
        let sameTouches = file.touches.count - changedTouches.count
        if file.changedViews.isEmpty && changedTouches.isEmpty {
            lines.append("  no change: \(DiffSummary.count(file.views.count, "touch target")), \(DiffSummary.count(file.touches.count, "touch", "es"))")
        } else if same + sameTouches > 0 {
            lines.append("  unchanged: \(DiffSummary.count(same, "touch target")), \(DiffSummary.count(sameTouches, "touch", "es"))")
        }
        return lines
    }

    private func label(_ level: DiffLevel?, _ baseline: Bool?) -> String {
        let word = (level?.rawValue ?? "same").uppercased()
        return baseline == true ? "\(word) (accepted)" : word
    }

    private func subject(_ view: ViewDiff) -> String {
        let title = view.title.map { " \"\(terminalSafe($0))\"" } ?? ""
        let change = view.change == .kept ? "" : " [\(view.change.rawValue)]"
        return "\(terminalSafe(view.name)) (\(terminalSafe(view.className))\(title))\(change)"
    }
}
