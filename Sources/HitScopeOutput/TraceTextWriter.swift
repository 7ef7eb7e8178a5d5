import HitScopeCore

/// Writes text traces point after point (`hitscope trace --points`): the words of `TraceTextFormatter`, with the
/// parts of each view's lines that do not change from point to point (its terminal-safe name, the head of its
/// `hitTest`, `pointInside` and result lines, the answer of a `pointInside` that uses its bounds) made once, the first time the
/// view appears, and copied after that. Keep one writer for a run of points; it is not shared between threads.
public struct TraceTextWriter {
    /// The words of every line.
    public let formatter: TraceTextFormatter
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

    /// A writer for the traces of `formatter`'s hierarchy.
    public init(_ formatter: TraceTextFormatter) {
        self.formatter = formatter
        slots = Array(repeating: -1, count: formatter.hierarchy.views.count)
    }

    /// `TraceTextFormatter.touchReport` of one finger along `path`, held `duration` seconds, written into `w`.
    public mutating func writeTouchReport(
        tester: HitTester, path: [Point], duration: Double, passes: Int = 1, drawn: DrawnViewIndex? = nil, to w: inout ByteWriter
    ) {
        writeTouchReport(tester: tester, fingers: [Finger(path: path.isEmpty ? [.zero] : path, duration: duration)], passes: passes, drawn: drawn, to: &w)
    }

    /// `TraceTextFormatter.touchReport` of a sequence of fingers, written into `w` (no line feed after its last
    /// line). With `drawn`, the verdict also names a view drawn under the finger that missed the touch.
    public mutating func writeTouchReport(tester: HitTester, fingers: [Finger], passes: Int = 1, drawn: DrawnViewIndex? = nil, to w: inout ByteWriter) {
        let samples = fingers.first?.samples ?? []
        let point = samples.first?.point ?? .zero
        let trace = tester.trace(point)
        let answer = tester.answer(fingers, drawn: drawn)
        let delivery = answer.delivery
        for line in formatter.verdictLines(answer.verdict, delivery: delivery, missed: answer.missed) {
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
        for pass in 1...max(1, passes) {
            if pass > 1 {
                w.raw("\n-- pass ")
                w.integer(pass)
                w.raw(": UIKit hit-tests every touch again, with the same answer --")
            }
            for (step, conversion) in zip(trace.steps, conversions) {
                w.byte(0x0A)
                writeStep(step, after: conversion, to: &w)
            }
        }
        w.raw("\n\nHit-test view: ")
        if let hit = trace.hitView { w.text(formatter.nameAndClass(hit)) } else { w.raw("none (no window takes this point)") }
        for line in formatter.deliveryLines(delivery) {
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

    /// Two spaces for each level of `hitTest` nesting.
    private func indent(_ depth: Int, to w: inout ByteWriter) {
        var remaining = 2 * depth
        Self.spaces.withUTF8Buffer { spaces in
            while remaining > 0 {
                let count = min(remaining, spaces.count)
                w.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: spaces[..<count]))
                remaining -= count
            }
        }
    }

    private static let spaces: StaticString = "                                                                "

    private func append(_ range: Range<Int>, to w: inout ByteWriter) {
        arena.withUnsafeBufferPointer { w.bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[range])) }
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
