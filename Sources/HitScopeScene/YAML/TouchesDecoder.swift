import HitScopeCore

/// Decodes a scene's `touches:` (docs/scene-format.md): a list of touch sequences, each a list of fingers, each a
/// list of `[t, x, y]` samples (seconds from the sequence's first sample, screen points), in time order.
struct TouchesDecoder {
    let reader: NodeReader

    func touches(_ node: SceneNode) throws(SceneError) -> [[Finger]] {
        var result: [[Finger]] = []
        for sequence in try reader.sequence(node, "touches") {
            let fingerNodes = try reader.sequence(sequence, "a touch (a list of fingers)")
            guard !fingerNodes.isEmpty else {
                throw reader.error(sequence, "this touch has no fingers", hint: "write each finger as a list of [t, x, y] samples, e.g. [[[0, 100, 200], [0.1, 100, 200]]]")
            }
            var fingers: [Finger] = []
            for fingerNode in fingerNodes { fingers.append(try finger(fingerNode)) }
            result.append(fingers)
        }
        return result
    }

    private func finger(_ node: SceneNode) throws(SceneError) -> Finger {
        let sampleNodes = try reader.sequence(node, "a finger (a list of [t, x, y] samples)")
        guard !sampleNodes.isEmpty else {
            throw reader.error(node, "this finger has no samples", hint: "give at least one [t, x, y]: where it comes down; it lifts at its last sample")
        }
        var samples: [TouchSample] = []
        for sampleNode in sampleNodes {
            let v = try reader.numbers(sampleNode, "a finger's sample", names: ["t", "x", "y"])
            guard v[0] >= 0 else {
                throw reader.error(sampleNode, "the time \(formatNumber(v[0])) is negative", hint: "times are seconds from the touch's first sample, 0 or more")
            }
            if let previous = samples.last, v[0] < previous.time {
                throw reader.error(sampleNode, "the time \(formatNumber(v[0])) comes before the previous sample's \(formatNumber(previous.time))", hint: "list a finger's samples in time order")
            }
            samples.append(TouchSample(time: v[0], point: Point(v[1], v[2])))
        }
        return Finger(samples: samples)
    }
}
