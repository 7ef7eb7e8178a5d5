import HitScopeAudit
import HitScopeCore
import HitScopeDiff

/// Fixes proven on the whole scene, in words: the layout bug first, then each fix with what it costs in the same
/// sentence. Written once for `why`, the report, the viewer and HitScopeKit.
extension TraceTextFormatter {
    /// "actionsStack0 (UIStackView) is 0 pt tall, so its subviews are drawn outside it and never asked."
    public func layoutCauseText(_ cause: LayoutCause) -> String {
        let view = nameAndClass(cause.view)
        let size = hierarchy[cause.view].frame.size
        return switch cause.kind {
        case .zeroHeight: "\(view) is 0 pt tall, so its subviews are drawn outside it and never asked."
        case .zeroWidth: "\(view) is 0 pt wide, so its subviews are drawn outside it and never asked."
        case .zeroSize: "\(view) is 0 × 0 pt, so its subviews are drawn outside it and never asked."
        case .subviewsOutside:
            "\(view) is \(formatNumber(size.width)) × \(formatNumber(size.height)) pt and each of its subviews lies outside it, so they are drawn there and never asked."
        }
    }

    /// A "why not this view?" answer with the fixes proven on the whole scene, as one paragraph: the layout bug
    /// first, the reason, then the ranked fixes with their costs (the lines `why` prints, joined).
    public func whyNot(_ answer: WhyNotAnswer, ranked: RankedFixes) -> String {
        ([whyNotWithCause(answer)] + rankedFixLines(ranked, target: answer.view)).joined(separator: " ")
    }

    /// A "why not this view?" answer whose fixes were not proven here (a page past its budget of changes compared
    /// with the whole scene), with the command that proves them: "… For its fixes, proven on a copy of the whole
    /// scene, ask `hitscope why 'scene.yaml' --at 100,245 --view 'buyButton'`." Just the reason when the view needs
    /// no fix.
    public func whyNot(_ answer: WhyNotAnswer, askingIn file: String) -> String {
        let reason = whyNotWithCause(answer)
        guard Self.mayHaveFixes(answer) else { return reason }
        let (before, after) = Self.askForFixes
        return reason + " " + before + whyCommand(file: file, at: answer.point, view: name(answer.view)) + after
    }

    /// The sentence after a reason whose fixes were not proven, around the `hitscope why` command that proves them:
    /// "For its fixes, proven on a copy of the whole scene, ask `COMMAND`." A page that embeds the reason alone
    /// holds these words and puts its command between them.
    public static let askForFixes = (before: "For its fixes, proven on a copy of the whole scene, ask `", after: "`.")

    /// Whether a change could get the answer's view the touch: not when it is the hit-test view or inside it.
    public static func mayHaveFixes(_ answer: WhyNotAnswer) -> Bool {
        switch answer.reason {
        case .isHitView, .insideHitView: false
        default: true
        }
    }

    /// The ranked fixes as sentences: "Fix (proven on a copy of the whole scene): …", then the others. A fix with a
    /// cost says it in the same sentence; when none is free, the first line says so. Empty when no fix is needed.
    public func rankedFixLines(_ ranked: RankedFixes, target: ViewID) -> [String] {
        guard !ranked.notNeeded else { return [] }
        guard let best = ranked.best else { return [noSimpleChangeText(ranked.refused, target: target)] }
        var lines: [String] = []
        if best.isFree {
            lines.append("Fix (proven on a copy of the whole scene, nothing else changes): \(checkedFixText(best)).")
        } else {
            lines.append("No change is free: each one that gets \(name(target)) this touch changes something else. The least costly (proven on a copy of the whole scene): \(checkedFixText(best)).")
        }
        for other in ranked.fixes.dropFirst() { lines.append("Also proven: \(checkedFixText(other)).") }
        return lines
    }

    /// The ranked fixes in one sentence, for a list of findings (the audit's fix): the best fix with its costs, or
    /// why no change does it; nil when no fix is needed. `hitscope why` lists every fix.
    public func bestFixText(_ ranked: RankedFixes, target: ViewID) -> String? {
        guard !ranked.notNeeded else { return nil }
        guard let best = ranked.best else { return noSimpleChangeText(ranked.refused, target: target) }
        if best.isFree { return "\(checkedFixText(best)) (proven on a copy of the whole scene: nothing else changes)" }
        return "no change is free; the least costly, proven on a copy of the whole scene: \(checkedFixText(best))"
    }

    /// That no candidate change gets `target` the touch, with each one tried and why it was refused.
    public func noSimpleChangeText(_ refused: [FixRefusal], target: ViewID) -> String {
        let tried = refused.map { refusal in
            switch refusal.reason {
            case .stillMissed(let hitView):
                "\(changeText(refusal.change)) would leave \(hitView.map { name($0) } ?? "no view") as the hit-test view"
            case .takesFromControl(let control):
                "\(changeText(refusal.change)) would take the touch from \(name(control))"
            }
        }
        let detail = tried.isEmpty ? "" : " (" + tried.joined(separator: "; ") + ")"
        return "No single-property change gets \(name(target)) this touch\(detail)."
    }

    /// An enlarged hit area checked on the whole scene, in a sentence: "enlarge the hit area of tinyButton with
    /// pointInside { minimumSize: [44, 44] } (proven on a copy of the whole scene, where it gains 1,600 pt² of touch
    /// area and nothing else changes)", its costs in the same sentence; or that it gains nothing there ("enlarging the
    /// hit area of tinyButton (pointInside { minimumSize: [44, 44] }) gains it no touch area on a copy of the whole
    /// scene: …").
    public func enlargementText(_ checked: CheckedEnlargement) -> String {
        let (fix, gained) = (checked.fix, checked.gained)
        guard checked.gainsArea else {
            let override = if case .enlargeHitArea(_, let size) = fix.change { " (pointInside { minimumSize: [\(formatNumber(size.width)), \(formatNumber(size.height))] })" } else { "" }
            return "enlarging the hit area of \(name(fix.change.view))\(override) gains it no touch area on a copy of the whole scene: views in front of it or an ancestor's bounds keep the larger area"
        }
        let area = "\(formatNumber(gained.rounded())) pt² of touch area"
        if fix.isFree { return "\(changeText(fix.change)) (proven on a copy of the whole scene, where it gains \(area) and nothing else changes)" }
        return "\(checkedFixText(fix)) (proven on a copy of the whole scene, where it gains \(area))"
    }

    /// A fix and its costs in one sentence: "set userInteractionEnabled = NO on shimmerOverlay; this also turns off
    /// reloadTap (tap) on shimmerOverlay".
    public func checkedFixText(_ fix: CheckedFix) -> String {
        let change = changeText(fix.change)
        guard !fix.costs.isEmpty else { return change }
        return change + "; this also " + listed(fix.costs.map(costText))
    }

    /// One cost as a clause after "this also".
    public func costText(_ cost: FixCost) -> String {
        switch cost {
        case .takesArea(let view, let area, true):
            "turns off the touches of \(nameAndClass(view)) (all of its \(formatNumber(area.rounded())) pt²)"
        case .takesArea(let view, let area, false):
            "takes \(formatNumber(area.rounded())) pt² of touch area from \(nameAndClass(view))"
        case .turnsOffRecognizer(let view, let recognizer):
            "turns off \(terminalSafe(recognizer.name)) (\(recognizer.kind.rawValue)) on \(name(view))"
        case .changesTap(let point, let before, let after):
            "changes who takes the scene's tap at \(point): \(takerText(after)) instead of \(takerText(before))"
        }
    }

    private func listed(_ clauses: [String]) -> String {
        switch clauses.count {
        case 0: ""
        case 1: clauses[0]
        default: clauses.dropLast().joined(separator: ", ") + " and " + (clauses.last ?? "")
        }
    }
}
