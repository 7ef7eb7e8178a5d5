import HitScopeCore

/// The trace document of a touch (`TraceDocument`), written straight from the engine's trace into a `ByteWriter`
/// without building the document first: the same bytes as `JSONText.line(TraceDocument(…))` (held to them by
/// Tests/HitScopeSceneTests/DocumentJSONTests.swift), without a string or step copied per step.
public struct TraceJSON: JSONStreamable {
    public let tester: HitTester
    public let fingers: [Finger]
    public let passes: Int
    /// When given, the verdict names a view drawn under the finger that missed the touch, with its best fix proven
    /// on the whole scene when it is free (`DrawnHere`).
    public let drawnHere: DrawnHere?

    /// The document of a touch along `path` held `duration` seconds, as `TraceDocument(tester:path:duration:passes:)`.
    public init(tester: HitTester, path: [Point], duration: Double, passes: Int = 1, drawnHere: DrawnHere? = nil) {
        self.init(tester: tester, fingers: [Finger(path: path.isEmpty ? [.zero] : path, duration: duration)], passes: passes, drawnHere: drawnHere)
    }

    /// The document of a sequence of fingers, as `TraceDocument(tester:fingers:passes:)`.
    public init(tester: HitTester, fingers: [Finger], passes: Int = 1, drawnHere: DrawnHere? = nil) {
        self.tester = tester
        self.fingers = fingers
        self.passes = passes
        self.drawnHere = drawnHere
    }

    public func write(to w: inout ByteWriter) {
        let h = tester.hierarchy
        let point = fingers.first?.samples.first?.point ?? .zero
        let trace = tester.trace(point)
        let answer = tester.answer(fingers, drawn: drawnHere?.drawn)
        var summary = TraceDocument(answer: answer, hierarchy: h)
        summary.verdict.fix = drawnHere?.missed(answer, fingers: fingers, tester: tester)?.checked.flatMap { TraceDocument.freeFix($0, hierarchy: h) }
        w.raw("{\"delivery\":")
        w.array(summary.delivery) { writer, phase in phase.write(to: &writer) }
        w.raw(",\"fingers\":")
        w.array(summary.fingers) { writer, finger in finger.write(to: &writer) }
        w.raw(",\"formatVersion\":")
        w.integer(TraceDocument.currentFormatVersion)
        w.raw(",\"gestures\":")
        w.array(summary.gestures) { writer, gesture in gesture.write(to: &writer) }
        w.raw(",\"handledBy\":")
        w.string(summary.handledBy)
        w.raw(",\"hitView\":")
        if let hit = trace.hitView {
            w.raw("{\"class\":")
            w.string(h.views[hit.index].className)
            w.raw(",\"name\":")
            w.string(h.views[hit.index].name)
            w.byte(0x7D)
        } else {
            w.raw("null")
        }
        w.raw(",\"passes\":")
        w.integer(passes)
        w.raw(",\"point\":")
        w.point(point)
        w.raw(",\"recognizedBy\":")
        w.string(summary.recognizedBy)
        w.raw(",\"responderChain\":")
        w.strings(summary.responderChain)
        w.raw(",\"scrolled\":")
        w.strings(summary.scrolled)
        w.raw(",\"selection\":")
        summary.writeSelection(to: &w)
        w.raw(",\"selectionBlocked\":")
        summary.writeSelectionBlocked(to: &w)
        w.raw(",\"steps\":[")
        let conversions = trace.conversions
        for pass in 1...max(1, passes) {
            for (index, step) in trace.steps.enumerated() {
                if pass > 1 || index > 0 { w.byte(0x2C) }
                if let conversion = conversions[index], case .hitTest(let view, let after, _) = step {
                    writeConversion(conversion, to: view, after: after, depth: step.depth, pass: pass, into: &w)
                    w.byte(0x2C)
                }
                writeStep(step, pass: pass, into: &w)
            }
        }
        w.raw("],\"verdict\":")
        summary.verdict.write(to: &w)
        w.byte(0x7D)
    }

    private func name(_ id: ViewID) -> String { tester.hierarchy.views[id.index].name }

    private func writeConversion(_ conversion: HitTestConversion, to view: ViewID, after: Point, depth: Int, pass: Int, into w: inout ByteWriter) {
        w.raw("{\"after\":")
        w.point(after)
        w.raw(",\"before\":")
        w.point(conversion.before)
        w.raw(",\"depth\":")
        w.integer(depth)
        w.raw(",\"from\":")
        w.string(conversion.from.map { name($0) })
        w.raw(",\"kind\":\"convert\",\"pass\":")
        w.integer(pass)
        w.raw(",\"view\":")
        w.string(name(view))
        w.byte(0x7D)
    }

    /// One step, its keys sorted: `depth`, then what its kind has, `kind`, `pass` and `view` in their places.
    private func writeStep(_ step: HitTestStep, pass: Int, into w: inout ByteWriter) {
        w.raw("{\"depth\":")
        w.integer(step.depth)
        switch step {
        case .hitTest(_, let point, _):
            w.raw(",\"kind\":\"hitTest\",\"pass\":")
            w.integer(pass)
            w.raw(",\"point\":")
            w.point(point)
        case .skip(_, let reason, _):
            w.raw(",\"kind\":\"skip\",\"pass\":")
            w.integer(pass)
            w.raw(",\"reason\":")
            w.string(reason.rawValue)
        case .pointInside(let view, let inside, let point, _):
            w.raw(",\"inside\":")
            w.bool(inside)
            w.raw(",\"kind\":\"pointInside\",\"pass\":")
            w.integer(pass)
            w.raw(",\"point\":")
            w.point(point)
            w.raw(",\"rule\":")
            w.string(tester.hierarchy.views[view.index].pointInsideRule.name)
        case .override(_, let effect, _):
            w.raw(",\"effect\":")
            switch effect {
            case .returnedNil: w.raw("\"returnedNil\"")
            case .returnedSelfWithoutAskingSubviews: w.raw("\"returnedSelfWithoutAskingSubviews\"")
            case .askedSubviewsRegardlessOfBounds: w.raw("\"askedSubviewsRegardlessOfBounds\"")
            case .returnedSelfAnywhere: w.raw("\"returnedSelfAnywhere\"")
            case .passedThrough: w.raw("\"passedThrough\"")
            case .redirected: w.raw("\"redirected\"")
            }
            w.raw(",\"kind\":\"override\"")
            if case .redirected(let original, _) = effect {
                w.raw(",\"original\":")
                w.string(name(original))
            }
            w.raw(",\"pass\":")
            w.integer(pass)
            if case .redirected(_, let target) = effect {
                w.raw(",\"target\":")
                w.string(name(target))
            }
        case .note(_, let note, _):
            w.raw(",\"kind\":\"note\",\"note\":")
            let subview: ViewID
            switch note {
            case .hitWhileClipped(let view):
                w.raw("\"hitWhileClipped\"")
                subview = view
            case .drawnButNotTouchable(let view):
                w.raw("\"drawnButNotTouchable\"")
                subview = view
            }
            w.raw(",\"pass\":")
            w.integer(pass)
            w.raw(",\"subview\":")
            w.string(name(subview))
        case .result(_, let returned, _):
            w.raw(",\"kind\":\"result\",\"pass\":")
            w.integer(pass)
            w.raw(",\"returned\":")
            w.string(returned.map { name($0) })
        }
        w.raw(",\"view\":")
        w.string(name(step.view))
        w.byte(0x7D)
    }
}
