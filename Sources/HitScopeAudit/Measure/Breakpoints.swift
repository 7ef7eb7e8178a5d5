import HitScopeCore

/// The edges of a local grid along one axis: where some inside test of some axis-aligned view can change. Between
/// two consecutive edges every such test is the same, so the interval's midpoint speaks for all of it.
struct Breakpoints {
    let low: Double
    let high: Double
    private var values: [Double]

    init(from low: Double, to high: Double) {
        self.low = low
        self.high = high
        values = [low, high]
    }

    /// Adds an edge if it falls strictly inside.
    mutating func add(_ value: Double) {
        if value > low && value < high { values.append(value) }
    }

    /// The edges in ascending order, values closer than a hair merged (so no interval is a rounding sliver).
    func edges() -> [Double] {
        let sorted = values.sorted()
        var edges: [Double] = [low]
        for value in sorted.dropFirst() where value - edges[edges.count - 1] > Self.hair(value) {
            if value >= high - Self.hair(high) { break }
            edges.append(value)
        }
        edges.append(high)
        return edges
    }

    private static func hair(_ value: Double) -> Double { 1e-9 * max(1, abs(value)) }
}
