/// A small seeded generator (a 64-bit LCG) for test scenes and points: the same seed, the same numbers.
public struct SeededRandom: Sendable {
    /// The generator's state: the seed at first.
    public var state: UInt64

    /// A generator seeded with `state`.
    public init(state: UInt64) {
        self.state = state
    }

    /// The next 31 random bits.
    public mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state >> 33
    }

    /// A number in `0..<1`.
    public mutating func unit() -> Double { Double(next()) / Double(1 << 31) }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}
