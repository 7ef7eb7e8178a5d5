import HitScopeCore
import HitScopeDiff

/// The answer a reviewer reads first: whether touches regressed, and the worst change with who takes the touches
/// now and why.
public struct DiffSummary: Sendable {
    public let text: String

    public init(_ report: DiffReport) {
        let counts = DiffCounts(report)
        let views = report.files.flatMap(\.views).filter { $0.level != nil && !$0.baseline }
        let touches = report.files.flatMap(\.touches).filter { $0.level != nil && !$0.baseline }
        let files = report.files.filter { $0.level != nil }
        let targets = report.files.reduce(0) { $0 + $1.views.count }
        guard counts.unreachable + counts.lost + counts.changed > 0 else {
            let accepted = counts.accepted > 0 ? " (\(counts.accepted) change\(counts.accepted == 1 ? "" : "s") accepted by the baseline)" : ""
            text = "No touch changed: \(Self.count(targets, "touch target")) in \(Self.count(report.files.count, "file")) keep their touch areas, every tap goes where it went\(accepted)."
            return
        }
        // The worst level first; within it, the largest change of area, lost or gained.
        let worstView = views.min { lhs, rhs in
            (lhs.level ?? .changed) != (rhs.level ?? .changed)
                ? (lhs.level ?? .changed) < (rhs.level ?? .changed) : abs(lhs.areaBefore - lhs.areaAfter) > abs(rhs.areaBefore - rhs.areaAfter)
        }
        let worstTouch = touches.min { ($0.level ?? .changed) < ($1.level ?? .changed) }
        let headline: String
        if let view = worstView, (view.level ?? .changed) <= (worstTouch?.level ?? .changed) {
            headline = DiffWords.headline(view)
        } else if let touch = worstTouch {
            headline = DiffWords.headline(TouchDiffRecord(touch))
        } else if let file = files.first {
            headline = "\(file.file) is \(file.change == .added ? "new" : "gone")."
        } else {
            headline = ""
        }
        var parts: [String] = []
        let lostViews = views.filter { $0.level == .lost }.count
        let lostTouches = touches.filter { $0.level == .lost }.count
        if counts.unreachable > 0 { parts.append("\(Self.count(counts.unreachable, "view")) no longer reachable") }
        if lostViews > 0 { parts.append("\(Self.count(lostViews, "view")) losing touch area") }
        if lostTouches > 0 { parts.append("\(Self.count(lostTouches, "touch", "es")) going elsewhere") }
        if counts.changed > 0 { parts.append(Self.count(counts.changed, parts.isEmpty ? "change" : "other change")) }
        let kind = counts.unreachable + counts.lost > 0 ? "Touch regressions" : "Touch changes"
        text = "\(kind): \(parts.joined(separator: ", ")). \(headline)"
    }

    static func count(_ number: Int, _ noun: String, _ plural: String = "s") -> String {
        "\(number) \(noun)\(number == 1 ? "" : plural)"
    }
}

/// The sentences that say a change: shared by the summary, the text, SARIF, JUnit and the HTML page.
public enum DiffWords {
    /// One view's change in a sentence or two: what it lost, to whom, and the likeliest cause.
    public static func headline(_ view: ViewDiff) -> String {
        let cause = view.causes.first.map { " Cause: \(DiffCauseWords($0).text)." } ?? ""
        switch view.change {
        case .added: return "\(view.name) is new in \(view.file), reaching \(area(view.areaAfter))."
        case .removed: return "\(view.name) is gone from \(view.file); it reached \(area(view.areaBefore))."
        case .kept: break
        }
        let takers = takerWords(view.lostTo)
        switch view.level {
        case .unreachable?:
            return "\(view.name) is no longer reachable in \(view.file): its \(area(view.areaBefore)) now go to \(takers).\(cause)"
        case .lost?:
            let lost = view.areaBefore - view.areaAfter
            let percent = view.areaBefore > 0 ? " (\(formatNumber((lost / view.areaBefore * 1000).rounded() / 10))%)" : ""
            return "\(view.name) lost \(area(lost)) of \(area(view.areaBefore))\(percent) in \(view.file), to \(takers).\(cause)"
        case .changed?:
            let gained = view.gainedFrom.reduce(0) { $0 + $1.area }
            let lost = view.lostTo.reduce(0) { $0 + $1.area }
            let moves = [gained > 0 ? "gained \(area(gained))" : nil, lost > 0 ? "lost \(area(lost))" : nil].compactMap(\.self)
            if moves.isEmpty, let uncertain = view.uncertain {
                // Only the uncertain area changed: the best reading's answer changed there.
                let total = { (version: DiffUncertainty.Version) in uncertain.filter { $0.version == version }.reduce(0) { $0 + $1.area } }
                let (before, after) = (total(.before), total(.after))
                let what =
                    after == before
                    ? "the \(area(after)) of touches whose answer depends on an unsettled question moved"
                    : "whether \(area(abs(after - before))) of touches reach it \(after > before ? "now depends" : "no longer depends") on an unsettled question (\(area(before)) → \(area(after)) uncertain)"
                return "\(view.name) in \(view.file) keeps \(area(view.areaAfter)), but \(what).\(cause)"
            }
            return "\(view.name) in \(view.file) \(moves.joined(separator: " and ")) (\(area(view.areaBefore)) → \(area(view.areaAfter))).\(cause)"
        case nil:
            return "\(view.name) keeps its \(area(view.areaAfter))."
        }
    }

    /// The lines under a view's change, as every output lists them: how it was matched, who takes what it lost,
    /// whose touches it gained, and the causes (or that none was found).
    public static func details(_ view: ViewDiff) -> [String] {
        var lines: [String] = []
        if let method = view.matchedBy { lines.append("matched \(method.words)" + (view.oldName.map { ", was \($0)" } ?? "")) }
        lines += view.lostTo.map { "lost \(area($0.area)) to \(ownerName($0))" }
        lines += view.gainedFrom.map { "gained \(area($0.area)) from \($0.view ?? "no view")" }
        lines += view.causes.map { "cause: \(DiffCauseWords($0).text)" }
        lines += (view.uncertain ?? []).map(uncertainty)
        if view.change == .kept, view.level != nil, view.causes.isEmpty {
            lines.append("cause: none found: no property that hit-testing reads changed on its path or on the views taking its touches")
        }
        return lines
    }

    /// `Uncertain now: 1,024 pt² around (46, 125) depend on an unsettled question: …`.
    static func uncertainty(_ part: DiffUncertainty) -> String {
        let version = part.version == .before ? "before" : "now"
        let question = TraceTextFormatter.briefQuestion(id: part.question, view: part.view, otherView: part.otherView)
        return "\(TraceTextFormatter.uncertainLabel) \(version): \(area(part.area)) around \(part.point) depend on an unsettled question: \(question)"
    }

    /// The lines under a touch's change: the verdicts before and now, with their rules.
    public static func details(_ touch: TouchDiffRecord) -> [String] {
        ["before: \(touch.verdictBefore) [\(touch.ruleBefore)]", "now: \(touch.verdictAfter) [\(touch.ruleAfter)]"]
    }

    /// One touch's change: who took it before and who takes it now.
    public static func headline(_ touch: TouchDiffRecord) -> String {
        "The \(touch.touch) in \(touch.file) went to \(taker(touch.takenByBefore, touch.kindBefore)) and now goes to \(taker(touch.takenByAfter, touch.kindAfter)) (\(touch.ruleAfter))."
    }

    /// A touch in words: `tap at (187, 620)`, or where each finger starts and ends.
    public static func touch(_ fingers: [Finger]) -> String {
        if fingers.count == 1, let point = fingers[0].samples.first?.point, fingers[0] == .tap(at: point) {
            return "tap at \(point)"
        }
        let each = fingers.map { finger -> String in
            guard let first = finger.samples.first?.point, let last = finger.samples.last?.point else { return "a finger" }
            return first == last ? "a finger at \(first)" : "a finger from \(first) to \(last)"
        }
        return "touch: " + each.joined(separator: ", ")
    }

    static func taker(_ name: String?, _ kind: String) -> String {
        name.map { "\($0) (\(kind))" } ?? "nobody"
    }

    /// Who takes the lost area: `promoBanner (a new view)` or `promoBanner (2,400 pt²) and nobody (800 pt²)`.
    static func takerWords(_ owners: [AreaOwner]) -> String {
        guard !owners.isEmpty else { return "nobody" }
        if owners.count == 1 { return ownerName(owners[0]) }
        let shown = owners.prefix(3).map { "\(ownerName($0)) (\(area($0.area)))" }
        let rest = owners.count > 3 ? " and \(owners.count - 3) more" : ""
        return shown.joined(separator: ", ") + rest
    }

    static func ownerName(_ owner: AreaOwner) -> String {
        guard let view = owner.view else { return "no view" }
        return owner.isNew == true ? "\(view) (a new view)" : view
    }

    /// Points² for people: tenths, thousands grouped (`2,400 pt²`).
    public static func area(_ value: Double) -> String {
        let tenths = Int64((value * 10).rounded())
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        var digits = String(whole)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return (tenths < 0 ? "-" : "") + digits + grouped + (fraction == 0 ? "" : ".\(fraction)") + " pt²"
    }
}
