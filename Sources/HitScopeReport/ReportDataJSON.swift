import HitScopeCore
import HitScopeOutput

// The page's data written with a ByteWriter: keys in JSONEncoder's sorted order, optional fields left out where the
// synthesized `encode(to:)` leaves them out, the same bytes as `JSONText.line` gives for the same `ReportData`
// (ReportDataJSONTests holds the two equal on the examples, generated scenes and hostile names), the taps' trace
// documents included (`TraceDocument.write(to:)`).

extension ReportData {
    /// The data as one compact line of JSON, keys sorted: what `PageDataBlock` deflates.
    package var json: [UInt8] {
        var w = ByteWriter()
        write(to: &w)
        return w.bytes
    }

    func write(to w: inout ByteWriter) {
        w.byte(0x7B)
        if let drawn {
            w.raw("\"drawn\":")
            drawn.write(to: &w)
            w.byte(0x2C)
        }
        w.raw("\"formatVersion\":")
        w.integer(formatVersion)
        if let inspector {
            w.raw(",\"inspector\":")
            inspector.write(to: &w)
        }
        w.raw(",\"labels\":{")
        for (index, (key, label)) in labels.sorted(by: { Self.keyOrder($0.key, $1.key) }).enumerated() {
            if index > 0 { w.byte(0x2C) }
            w.string(key)
            w.byte(0x3A)
            w.string(label)
        }
        w.raw("},\"outcomes\":")
        w.strings(outcomes)
        w.raw(",\"regions\":")
        regions.write(to: &w)
        w.raw(",\"scene\":{\"file\":")
        w.string(scene.file)
        w.raw(",\"name\":")
        w.string(scene.name)
        w.raw(",\"size\":")
        w.array(scene.size) { w, number in w.number(number) }
        w.raw("},\"taps\":")
        w.array(taps) { w, tap in
            w.raw("{\"trace\":")
            tap.trace.write(to: &w)
            w.byte(0x7D)
        }
        w.raw(",\"views\":")
        w.strings(views)
        w.raw(",\"whyNot\":")
        whyNot.write(to: &w)
        w.byte(0x7D)
    }

    /// The order `JSONEncoder`'s `sortedKeys` gives the labels' keys (view indices in decimal): by their UTF-8 bytes.
    static func keyOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}

extension ReportData.Drawn {
    func write(to w: inout ByteWriter) {
        w.raw("{\"height\":")
        w.integer(height)
        w.raw(",\"rows\":")
        w.array(rows) { w, row in w.integers(row) }
        w.raw(",\"stacks\":")
        w.integers(stacks)
        w.raw(",\"width\":")
        w.integer(width)
        w.raw(",\"x\":")
        w.integer(x)
        w.raw(",\"y\":")
        w.integer(y)
        w.byte(0x7D)
    }
}

extension ReportData.Inspector {
    func write(to w: inout ByteWriter) {
        w.raw("{\"labels\":")
        w.strings(labels)
        w.raw(",\"views\":")
        w.array(views) { w, facts in
            w.array(facts) { w, fact in
                w.byte(0x5B)
                w.integer(fact.label)
                w.byte(0x2C)
                w.string(fact.value)
                w.byte(0x5D)
            }
        }
        w.byte(0x7D)
    }
}

extension ReportData.Regions {
    func write(to w: inout ByteWriter) {
        w.raw("{\"height\":")
        w.integer(height)
        w.raw(",\"lines\":")
        w.strings(lines)
        w.raw(",\"rows\":")
        w.integerRows(rows)
        w.raw(",\"traces\":")
        w.array(traces) { w, trace in trace.write(to: &w) }
        w.raw(",\"width\":")
        w.integer(width)
        w.byte(0x7D)
    }
}

extension ReportData.RegionTrace {
    func write(to w: inout ByteWriter) {
        w.raw("{\"chain\":")
        w.array(chain) { w, link in link.write(to: &w) }
        w.raw(",\"delivery\":")
        w.integers(delivery)
        w.raw(",\"hit\":")
        w.integer(hit)
        if let hitClass {
            w.raw(",\"hitClass\":")
            w.string(hitClass)
        }
        w.raw(",\"point\":")
        w.point(point)
        w.raw(",\"steps\":")
        w.integers(steps)
        w.raw(",\"verdict\":")
        w.integers(verdict)
        w.byte(0x7D)
    }
}

extension ChainLink {
    func write(to w: inout ByteWriter) {
        w.raw("{\"handled\":")
        w.bool(handled)
        w.raw(",\"kind\":")
        w.string(kind.rawValue)
        w.raw(",\"name\":")
        w.string(name)
        w.raw(",\"received\":")
        w.bool(received)
        w.raw(",\"state\":")
        w.string(state)
        if let view {
            w.raw(",\"view\":")
            w.integer(view)
        }
        w.byte(0x7D)
    }
}

extension ReportData.WhyNot {
    func write(to w: inout ByteWriter) {
        w.raw("{\"askForFixes\":")
        w.strings(askForFixes)
        w.raw(",\"complete\":")
        w.bool(complete)
        w.raw(",\"messages\":")
        w.strings(messages)
        w.raw(",\"regions\":")
        w.integerRows(regions)
        w.raw(",\"taps\":")
        w.array(taps) { w, answers in w.integerRows(answers) }
        w.byte(0x7D)
    }
}

extension ByteWriter {
    /// An array of arrays of integers.
    fileprivate mutating func integerRows(_ rows: [[Int]]) {
        array(rows) { w, row in w.integers(row) }
    }
}
