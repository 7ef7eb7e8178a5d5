// The documents of docs/trace-format.md written with a JSONWriter: keys in JSONEncoder's sorted order, the same
// fields present or null as their `encode(to:)` writes them (Tests/HitScopeCoreTests/DocumentJSONTests.swift holds
// the two to the same bytes).

extension TraceDocument: JSONStreamable {
    public func write(to w: inout JSONWriter) {
        w.raw("{\"delivery\":[")
        for (index, phase) in delivery.enumerated() {
            if index > 0 { w.byte(0x2C) }
            phase.write(to: &w)
        }
        w.raw("],\"formatVersion\":")
        w.integer(formatVersion)
        w.raw(",\"gestures\":[")
        for (index, gesture) in gestures.enumerated() {
            if index > 0 { w.byte(0x2C) }
            gesture.write(to: &w)
        }
        w.raw("],\"handledBy\":")
        w.string(handledBy)
        w.raw(",\"hitView\":")
        if let hitView {
            w.raw("{\"class\":")
            w.string(hitView.class)
            w.raw(",\"name\":")
            w.string(hitView.name)
            w.byte(0x7D)
        } else {
            w.raw("null")
        }
        w.raw(",\"passes\":")
        w.integer(passes)
        w.raw(",\"point\":")
        w.point(point)
        w.raw(",\"recognizedBy\":")
        w.string(recognizedBy)
        w.raw(",\"responderChain\":")
        w.strings(responderChain)
        w.raw(",\"selection\":")
        if let selection {
            w.raw("{\"cell\":")
            w.string(selection.cell)
            w.raw(",\"delegateMethod\":")
            w.string(selection.delegateMethod)
            w.raw(",\"index\":")
            w.integer(selection.index)
            w.raw(",\"list\":")
            w.string(selection.list)
            w.byte(0x7D)
        } else {
            w.raw("null")
        }
        w.raw(",\"steps\":[")
        for (index, step) in steps.enumerated() {
            if index > 0 { w.byte(0x2C) }
            step.write(to: &w)
        }
        w.raw("]}")
    }
}

extension TraceDocument.Step {
    fileprivate func write(to w: inout JSONWriter) {
        // Each field is written after a comma but the first; `depth` always comes before any that follow it.
        w.byte(0x7B)
        if let after {
            w.raw("\"after\":")
            w.point(after)
            w.byte(0x2C)
        }
        if let before {
            w.raw("\"before\":")
            w.point(before)
            w.byte(0x2C)
        }
        w.raw("\"depth\":")
        w.integer(depth)
        if let effect { field("effect", effect, to: &w) }
        if kind == "convert" {
            w.raw(",\"from\":")
            w.string(from)
        } else if let from {
            field("from", from, to: &w)
        }
        if let inside {
            w.raw(",\"inside\":")
            w.bool(inside)
        }
        field("kind", kind, to: &w)
        if let note { field("note", note, to: &w) }
        if let original { field("original", original, to: &w) }
        w.raw(",\"pass\":")
        w.integer(pass)
        if let point {
            w.raw(",\"point\":")
            w.point(point)
        }
        if let reason { field("reason", reason, to: &w) }
        if kind == "result" {
            w.raw(",\"returned\":")
            w.string(returned)
        } else if let returned {
            field("returned", returned, to: &w)
        }
        if let rule { field("rule", rule, to: &w) }
        if let subview { field("subview", subview, to: &w) }
        if let target { field("target", target, to: &w) }
        field("view", view, to: &w)
        w.byte(0x7D)
    }

    private func field(_ key: StaticString, _ value: String, to w: inout JSONWriter) {
        w.raw(",\"")
        w.raw(key)
        w.raw("\":")
        w.string(value)
    }
}

extension TraceDocument.Phase {
    fileprivate func write(to w: inout JSONWriter) {
        w.byte(0x7B)
        if let controlEvent {
            w.raw("\"controlEvent\":")
            w.string(controlEvent.rawValue)
            w.byte(0x2C)
        }
        w.raw("\"handledBy\":")
        w.string(handledBy)
        w.raw(",\"phase\":")
        w.string(phase.rawValue)
        w.raw(",\"point\":")
        w.point(point)
        w.raw(",\"receivers\":")
        w.strings(receivers)
        w.byte(0x7D)
    }
}

extension TraceDocument.Gesture {
    fileprivate func write(to w: inout JSONWriter) {
        w.byte(0x7B)
        if let control {
            w.raw("\"control\":")
            w.string(control)
            w.byte(0x2C)
        }
        w.raw("\"kind\":")
        w.string(kind.rawValue)
        w.raw(",\"name\":")
        w.string(name)
        w.raw(",\"outcome\":")
        w.string(outcome)
        w.raw(",\"view\":")
        w.string(view)
        w.byte(0x7D)
    }
}

extension HitOnlyAnswer: JSONStreamable {
    public func write(to w: inout JSONWriter) {
        w.raw("{\"hitView\":")
        if let hitView {
            w.raw("{\"name\":")
            w.string(hitView.name)
            w.byte(0x7D)
        } else {
            w.raw("null")
        }
        w.raw(",\"point\":")
        w.point(point)
        w.byte(0x7D)
    }
}

extension WhyNotDocument: JSONStreamable {
    public func write(to w: inout JSONWriter) {
        w.raw("{\"decidingView\":")
        w.string(decidingView)
        w.raw(",\"formatVersion\":")
        w.integer(formatVersion)
        w.raw(",\"hitView\":")
        w.string(hitView)
        w.raw(",\"message\":")
        w.string(message)
        w.raw(",\"point\":")
        w.point(point)
        w.raw(",\"reason\":")
        w.string(reason)
        w.raw(",\"view\":")
        w.string(view)
        w.byte(0x7D)
    }
}
