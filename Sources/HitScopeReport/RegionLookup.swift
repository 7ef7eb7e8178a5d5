import HitScopeCore
import HitScopeRender

/// The page's click lookup, from the engine's `TraceRegionMap`: each row of cells as runs of one region, and each
/// region's trace with its lines of words stored once for the whole page.
enum RegionLookup {
    static func data(_ map: TraceRegionMap, traces: [TracedPoint], hierarchy: ViewHierarchy) -> ReportData.Regions {
        var lines = LineTable()
        let regionTraces = traces.map { traced in
            let summary = traced.summary
            let visits = Dictionary(uniqueKeysWithValues: summary.visits.map { ($0.step, $0.ordinal) })
            var steps: [Int] = []
            steps.reserveCapacity(summary.steps.count * 5)
            for (index, step) in summary.steps.enumerated() {
                let outcome = Outcome.allCases.firstIndex(of: summary.outcome(ofStep: index)) ?? 0
                // Appended one by one: `+= [ … ]` goes through the generic `append(contentsOf:)`, three times slower.
                steps.append(lines.index(traced.words[index]))
                steps.append(step.view.index)
                steps.append(step.depth)
                steps.append(outcome)
                steps.append(visits[index] ?? 0)
            }
            return ReportData.RegionTrace(
                point: traced.point, hit: summary.hitView?.index ?? -1,
                hitClass: summary.hitView.map { terminalSafe(hierarchy[$0].classDescription) }, steps: steps,
                chain: traced.chain(hierarchy), delivery: traced.deliveryWords.map { lines.index($0) },
                verdict: traced.verdictWords.map { lines.index($0) })
        }
        return ReportData.Regions(width: map.width, height: map.height, rows: rows(map), lines: lines.lines, traces: regionTraces)
    }

    static func rows(_ map: TraceRegionMap) -> [[Int]] {
        map.cells.withUnsafeBufferPointer { cells in
            (0..<map.height).map { y in
                let cells = UnsafeBufferPointer(rebasing: cells[y * map.width..<(y + 1) * map.width])
                var row: [Int] = []
                var x = 0
                while x < cells.count {
                    let region = cells[x]
                    var end = x + 1
                    while end < cells.count, cells[end] == region { end += 1 }
                    row.append(end - x)
                    row.append(Int(region))
                    x = end
                }
                return row
            }
        }
    }
}

/// Strings stored once, referred to by index. Lines are the same when their UTF-8 bytes are: a `String` key
/// normalizes each line to hash it (Unicode canonical equivalence), which was 7 % of a gallery page; two lines that
/// differ only in normalization are stored apart, each as written.
struct LineTable {
    private(set) var lines: [String] = []
    private var indices: [LineKey: Int] = [:]

    mutating func index(_ line: String) -> Int {
        let key = LineKey(text: line)
        if let index = indices[key] { return index }
        lines.append(line)
        indices[key] = lines.count - 1
        return lines.count - 1
    }

    /// A line hashed and compared by its UTF-8 bytes. Its bytes are hashed once, when it is made (`Hasher`, seeded
    /// per process, so that no file can choose names that collide): the table asks a key's hash again each time it
    /// grows, and again to store a line it has just looked up.
    private struct LineKey: Hashable {
        let text: String
        let digest: Int

        init(text: String) {
            var hasher = Hasher()
            var bytes = text
            bytes.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            self.text = text
            self.digest = hasher.finalize()
        }

        static func == (lhs: LineKey, rhs: LineKey) -> Bool {
            lhs.digest == rhs.digest && lhs.text.utf8.count == rhs.text.utf8.count && lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
    }
}
