import HitScopeCore

// The documents of docs/trace-format.md written with a ByteWriter: keys in JSONEncoder's sorted order, the same
// fields present or null as their `encode(to:)` writes them (Tests/HitScopeSceneTests/DocumentJSONTests.swift holds
// the two to the same bytes). Traces themselves are written by TraceJSON, straight from the engine's trace.

extension TraceDocument {
    /// `selection`: the list's delegate call, or null.
    func writeSelection(to w: inout ByteWriter) {
        guard let selection else { return w.raw("null") }
        w.raw("{\"cell\":")
        w.string(selection.cell)
        w.raw(",\"delegateMethod\":")
        w.string(selection.delegateMethod)
        w.raw(",\"index\":")
        w.integer(selection.index)
        w.raw(",\"list\":")
        w.string(selection.list)
        w.byte(0x7D)
    }
}

extension TraceDocument {
    /// `selectionBlocked`: the cell its list did not select and why, or null.
    func writeSelectionBlocked(to w: inout ByteWriter) {
        guard let selectionBlocked else { return w.raw("null") }
        w.raw("{\"blockedBy\":")
        w.string(selectionBlocked.blockedBy)
        w.raw(",\"cell\":")
        w.string(selectionBlocked.cell)
        w.raw(",\"index\":")
        w.integer(selectionBlocked.index)
        w.raw(",\"list\":")
        w.string(selectionBlocked.list)
        w.byte(0x7D)
    }
}

extension TraceDocument.Phase {
    func write(to w: inout ByteWriter) {
        w.raw("{\"finger\":")
        w.integer(finger)
        w.raw(",\"handledBy\":")
        w.string(handledBy)
        if let highlighted {
            w.raw(highlighted ? ",\"highlighted\":true" : ",\"highlighted\":false")
        }
        w.raw(",\"phase\":")
        w.string(phase.rawValue)
        w.raw(",\"point\":")
        w.point(point)
        w.raw(",\"receivers\":")
        w.strings(receivers)
        w.raw(",\"sends\":")
        w.strings(sends.map(\.rawValue))
        w.raw(",\"time\":")
        w.number(time)
        if let value {
            w.raw(",\"value\":")
            w.number(value)
        }
        w.byte(0x7D)
    }
}

extension TraceDocument.FingerRecord {
    func write(to w: inout ByteWriter) {
        w.raw("{\"hitView\":")
        w.string(hitView)
        w.raw(",\"withheld\":")
        w.string(withheld)
        w.raw(",\"withheldBy\":")
        w.string(withheldBy)
        w.byte(0x7D)
    }
}

extension TraceDocument.Gesture {
    func write(to w: inout ByteWriter) {
        w.byte(0x7B)
        if let completedBy {
            w.raw("\"completedBy\":")
            w.integer(completedBy)
            w.byte(0x2C)
        }
        if let content {
            w.raw("\"content\":")
            w.string(content)
            w.byte(0x2C)
        }
        if let control {
            w.raw("\"control\":")
            w.string(control)
            w.byte(0x2C)
        }
        if let direction {
            w.raw("\"direction\":")
            w.string(direction)
            w.byte(0x2C)
        }
        w.raw("\"finger\":")
        w.integer(finger)
        w.raw(",\"kind\":")
        w.string(kind.rawValue)
        w.raw(",\"name\":")
        w.string(name)
        w.raw(",\"outcome\":")
        w.string(outcome)
        if let required {
            w.raw(",\"required\":")
            w.string(required)
        }
        if let subtree {
            w.raw(",\"subtree\":")
            w.string(subtree)
        }
        if let time {
            w.raw(",\"time\":")
            w.number(time)
        }
        w.raw(",\"view\":")
        w.string(view)
        w.byte(0x7D)
    }
}

extension HitOnlyAnswer: JSONStreamable {
    public func write(to w: inout ByteWriter) {
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
    public func write(to w: inout ByteWriter) {
        w.raw("{\"decidingView\":")
        w.string(decidingView)
        w.raw(",\"fix\":")
        if let fix { fix.write(to: &w) } else { w.raw("null") }
        if let fixes {
            w.raw(",\"fixes\":")
            w.array(fixes) { w, fix in
                w.raw("{\"change\":")
                w.string(fix.change)
                w.raw(",\"costs\":")
                w.array(fix.costs) { w, cost in w.string(cost) }
                w.raw(",\"free\":")
                w.raw(fix.free ? "true" : "false")
                w.raw(",\"text\":")
                w.string(fix.text)
                w.raw(",\"view\":")
                w.string(fix.view)
                w.byte(0x7D)
            }
        }
        w.raw(",\"formatVersion\":")
        w.integer(formatVersion)
        w.raw(",\"hitView\":")
        w.string(hitView)
        if let layoutCause {
            w.raw(",\"layoutCause\":{\"kind\":")
            w.string(layoutCause.kind)
            w.raw(",\"text\":")
            w.string(layoutCause.text)
            w.raw(",\"view\":")
            w.string(layoutCause.view)
            w.byte(0x7D)
        }
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
