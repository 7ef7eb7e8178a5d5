import HitScopeCore

/// Writes text traces point after point (`hitscope trace --points`): the words of `TraceTextFormatter`, with the
/// parts of each view's lines that do not change from point to point (its terminal-safe name, the head of its
/// `hitTest`, `pointInside` and result lines, the answer of a `pointInside` that uses its bounds) made once, the first time the
/// view appears, and copied after that. Keep one writer for a run of points; it is not shared between threads.
///
/// A trace's text grows with the views it visits, never with the square of its depth: lines are indented at most
/// `deepestIndent` levels (deeper ones say their level), and a path deeper than twice `levelsShown` shows its
/// first and last `levelsShown` levels with one line for the steps between, unless `allSteps`
/// (`hitscope trace --all-steps`).
public struct TraceTextWriter {
    /// The words of every line.
    public let formatter: TraceTextFormatter
    /// Every step of a deep path, instead of its first and last `levelsShown` levels.
    public let allSteps: Bool
    /// The levels of `hitTest` nesting shown at each end of a path deeper than twice this.
    public static let levelsShown = 16
    /// The deepest level indented further; a deeper line is indented as this one and starts with its level.
    public static let deepestIndent = 32
    /// For each view, its index in `pieces`, or -1 until it first appears.
    private var slots: [Int32]
    private var pieces: [Piece] = []
    /// The bytes the pieces' ranges point into.
    private var arena: [UInt8] = []

    /// Where a view's constant parts are in `arena`.
    private struct Piece {
        /// `name`
        var name: Range<Int>
        /// `hitTest name (Class) at `
        var hitTestHead: Range<Int>
        /// `  pointInside name at `
        var pointInsideHead: Range<Int>
        /// `name returns `
        var resultHead: Range<Int>
        /// `bounds (x y; w h)`, for a view whose `pointInside` answers with its bounds.
        var boundsAnswer: Range<Int>?
    }

    /// A writer for the traces of `formatter`'s hierarchy; `allSteps` writes every step of a deep path.
    public init(_ formatter: TraceTextFormatter, allSteps: Bool = false) {
        self.formatter = formatter
        self.allSteps = allSteps
        slots = Array(repeating: -1, count: formatter.hierarchy.views.count)
    }

    /// `TraceTextFormatter.touchReport` of one finger along `path`, held `duration` seconds, written into `w`.
    public mutating func writeTouchReport(
        tester: HitTester, path: [Point], duration: Double, passes: Int = 1, drawnHere: DrawnHere? = nil, to w: inout ByteWriter
    ) {
        writeTouchReport(tester: tester, fingers: [Finger(path: path.isEmpty ? [.zero] : path, duration: duration)], passes: passes, drawnHere: drawnHere, to: &w)
    }

    /// `TraceTextFormatter.touchReport` of a sequence of fingers, written into `w` (no line feed after its last
    /// line). With `drawnHere`, the verdict also names a view drawn under the finger that missed the touch, with why
    /// and its fixes proven on the whole scene, ranked, in the words of `why` (`DrawnHere`).
    public mutating func writeTouchReport(tester: HitTester, fingers: [Finger], passes: Int = 1, drawnHere: DrawnHere? = nil, to w: inout ByteWriter) {
        let samples = fingers.first?.samples ?? []
        let point = samples.first?.point ?? .zero
        let trace = tester.trace(point)
        let answer = tester.answer(fingers, drawn: drawnHere?.drawn)
        let delivery = answer.delivery
        let missed = drawnHere?.missed(answer, fingers: fingers, tester: tester)
        for line in formatter.verdictLines(answer.verdict, delivery: delivery, drawnHere: missed?.words) {
            w.text(line)
            w.byte(0x0A)
        }
        w.byte(0x0A)
        let last = samples.last?.point ?? point
        let held = (samples.last?.time ?? 0) - (samples.first?.time ?? 0)
        if fingers.count > 1 {
            w.raw("Touch with ")
            w.integer(fingers.count)
            w.raw(" fingers, the first at ")
            w.pointText(point)
        } else if samples.contains(where: { $0.point != point }) {
            w.raw("Touch from ")
            w.pointText(point)
            w.raw(" to ")
            w.pointText(last)
        } else {
            if held >= GestureThresholds.maximumTapDuration { w.raw("Press at ") } else { w.raw("Tap at ") }
            w.pointText(point)
        }
        w.raw(" (screen points)")
        let conversions = trace.conversions
        let deepest = trace.steps.lazy.map(\.depth).max() ?? 0
        // The levels left out of a deep path, when it is summarised.
        let hidden = allSteps || deepest <= 2 * Self.levelsShown ? nil : (Self.levelsShown + 1)...(deepest - Self.levelsShown)
        for pass in 1...max(1, passes) {
            if pass > 1 {
                w.raw("\n-- pass ")
                w.integer(pass)
                w.raw(": UIKit hit-tests every touch again, with the same answer --")
            }
            var left = 0
            for (step, conversion) in zip(trace.steps, conversions) {
                if let hidden, hidden.contains(step.depth) {
                    left += 1
                    continue
                }
                if left > 0, let hidden { writeLeftOut(left, hidden, to: &w) }
                left = 0
                w.byte(0x0A)
                writeStep(step, after: conversion, to: &w)
            }
            if left > 0, let hidden { writeLeftOut(left, hidden, to: &w) }
        }
        w.raw("\n\nHit-test view: ")
        if let hit = trace.hitView { w.text(formatter.nameAndClass(hit)) } else { w.raw("none (no window takes this point)") }
        for line in formatter.deliveryLines(delivery, verdict: answer.verdict) {
            w.byte(0x0A)
            w.text(line)
        }
    }

    /// One step's line, indented by its nesting; a `hitTest` line says where its point came from when the
    /// conversion before it (`HitTestTrace.conversions`) changed the point.
    public mutating func writeStep(_ step: HitTestStep, after conversion: HitTestConversion?, to w: inout ByteWriter) {
        indent(step.depth, to: &w)
        switch step {
        case .hitTest(let view, let point, _):
            // Each piece is made before `append` reads the arena it may grow.
            let head = piece(view).hitTestHead
            append(head, to: &w)
            w.pointText(point)
            if let conversion, conversion.before != point {
                w.raw(", converted from ")
                w.pointText(conversion.before)
                if let from = conversion.from {
                    w.raw(" in ")
                    let name = piece(from).name
                    append(name, to: &w)
                } else {
                    w.raw(" on screen")
                }
            }
        case .skip(let view, let reason, _):
            w.raw("  ")
            let name = piece(view).name
            append(name, to: &w)
            w.raw(" is skipped: ")
            w.text(reason.explanation)
            w.raw(" (pointInside is not called)")
        case .pointInside(let view, let inside, let point, _):
            let piece = piece(view)
            append(piece.pointInsideHead, to: &w)
            w.pointText(point)
            if inside { w.raw(" → YES: ") } else { w.raw(" → NO: ") }
            if let answer = piece.boundsAnswer {
                append(answer, to: &w)
            } else {
                w.text(formatter.ruleText(formatter.hierarchy.views[view.index].pointInsideRule, view))
            }
        case .override(let view, let effect, _):
            w.raw("  ")
            w.text(formatter.overrideText(effect, view))
        case .note(let view, let note, _):
            w.raw("  note: ")
            w.text(formatter.noteText(note, view))
        case .result(let view, let returned, _):
            let head = piece(view).resultHead
            append(head, to: &w)
            if let returned {
                let returnedName = piece(returned).name
                append(returnedName, to: &w)
            } else {
                w.raw("nil")
            }
        }
    }

    /// The line that stands for `count` steps at the `levels` left out of a deep path.
    private func writeLeftOut(_ count: Int, _ levels: ClosedRange<Int>, to w: inout ByteWriter) {
        w.byte(0x0A)
        indent(levels.lowerBound, to: &w)
        w.raw("… ")
        w.integer(count)
        w.raw(count == 1 ? " step" : " steps")
        w.raw(" at levels ")
        w.integer(levels.lowerBound)
        w.raw(" to ")
        w.integer(levels.upperBound)
        w.raw(" not shown: hitscope trace --all-steps shows every step")
    }

    /// Two spaces for each level of `hitTest` nesting, down to `deepestIndent`; a deeper line then says its level.
    private func indent(_ depth: Int, to w: inout ByteWriter) {
        if depth > Self.deepestIndent {
            indent(Self.deepestIndent, to: &w)
            w.raw("[level ")
            w.integer(depth)
            w.raw("] ")
            return
        }
        var remaining = 2 * depth
        Self.spaces.withUTF8Buffer { spaces in
            while remaining > 0 {
                let count = min(remaining, spaces.count)
                w.append(UnsafeBufferPointer(rebasing: spaces[..<count]))
                remaining -= count
            }
        }
    }

    private static let spaces: StaticString = "                                                                "

    private func append(_ range: Range<Int>, to w: inout ByteWriter) {
        arena.withUnsafeBufferPointer { w.append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The view's constant parts, made the first time it is asked for.
    private mutating func piece(_ id: ViewID) -> Piece {
        let slot = slots[id.index]
        if slot >= 0 { return pieces[Int(slot)] }
        let view = formatter.hierarchy.views[id.index]
        var made = ByteWriter()
        swap(&made.bytes, &arena)
        func part(_ write: (inout ByteWriter) -> Void) -> Range<Int> {
            let start = made.bytes.count
            write(&made)
            return start..<made.bytes.count
        }
        let name = part { $0.terminalSafeText(view.name) }
        let hitTestHead = part {
            $0.raw("hitTest ")
            $0.terminalSafeText(view.name)
            $0.raw(" (")
            $0.terminalSafeText(view.classDescription)
            $0.raw(") at ")
        }
        let pointInsideHead = part {
            $0.raw("  pointInside ")
            $0.terminalSafeText(view.name)
            $0.raw(" at ")
        }
        let resultHead = part {
            $0.terminalSafeText(view.name)
            $0.raw(" returns ")
        }
        let boundsAnswer = view.pointInsideRule != .bounds ? nil : part {
            $0.raw("bounds ")
            $0.rectText(view.bounds)
        }
        swap(&made.bytes, &arena)
        let piece = Piece(
            name: name, hitTestHead: hitTestHead, pointInsideHead: pointInsideHead, resultHead: resultHead,
            boundsAnswer: boundsAnswer)
        slots[id.index] = Int32(pieces.count)
        pieces.append(piece)
        return piece
    }
}
