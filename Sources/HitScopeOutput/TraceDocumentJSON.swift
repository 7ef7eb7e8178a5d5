import HitScopeCore

// A trace document already built (a report's taps keep theirs) written with a ByteWriter: the bytes `JSONText.line`
// gives for it, keys in JSONEncoder's sorted order and each field present or null as `encode(to:)` writes it
// (Tests/HitScopeSceneTests/DocumentJSONTests.swift holds the two equal). `TraceJSON` writes one straight from the
// engine instead, without building it.

extension TraceDocument: JSONStreamable {
    public func write(to w: inout ByteWriter) {
        w.raw("{\"delivery\":")
        w.array(delivery) { writer, phase in phase.write(to: &writer) }
        w.raw(",\"fingers\":")
        w.array(fingers) { writer, finger in finger.write(to: &writer) }
        w.raw(",\"formatVersion\":")
        w.integer(formatVersion)
        w.raw(",\"gestures\":")
        w.array(gestures) { writer, gesture in gesture.write(to: &writer) }
        w.raw(",\"handledBy\":")
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
        w.raw(",\"scrolled\":")
        w.strings(scrolled)
        w.raw(",\"selection\":")
        writeSelection(to: &w)
        w.raw(",\"selectionBlocked\":")
        writeSelectionBlocked(to: &w)
        w.raw(",\"steps\":")
        w.array(steps) { writer, step in step.write(to: &writer) }
        w.raw(",\"verdict\":")
        verdict.write(to: &w)
        w.byte(0x7D)
    }
}

extension TraceDocument.Step {
    /// Its keys sorted; `from` only in a `convert` step and `returned` only in a `result` step (null there for nil),
    /// as `encode(to:)` writes them; every other optional key only when present.
    func write(to w: inout ByteWriter) {
        var first = true
        func key(_ name: StaticString) {
            w.raw(first ? "{\"" : ",\"")
            first = false
            w.raw(name)
            w.raw("\":")
        }
        if let after { key("after"); w.point(after) }
        if let before { key("before"); w.point(before) }
        key("depth")
        w.integer(depth)
        if let effect { key("effect"); w.string(effect) }
        if kind == "convert" { key("from"); w.string(from) }
        if let inside { key("inside"); w.bool(inside) }
        key("kind")
        w.string(kind)
        if let note { key("note"); w.string(note) }
        if let original { key("original"); w.string(original) }
        key("pass")
        w.integer(pass)
        if let point { key("point"); w.point(point) }
        if let reason { key("reason"); w.string(reason) }
        if kind == "result" { key("returned"); w.string(returned) }
        if let rule { key("rule"); w.string(rule) }
        if let subview { key("subview"); w.string(subview) }
        if let target { key("target"); w.string(target) }
        key("view")
        w.string(view)
        w.byte(0x7D)
    }
}
