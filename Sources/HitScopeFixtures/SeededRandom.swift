/// The one seeded generator of the project (SplitMix64): random scenes, points and transforms for tests,
/// benchmarks and `hitscope generate` are the same for the same seed on every machine.
public struct SeededRandom: Sendable {
    /// The generator's state: the seed at first.
    public private(set) var state: UInt64

    /// A generator seeded with `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<1`, from the top 53 bits of the next draw.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A number in `range`, uniformly.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A whole number in `range`.
    public mutating func next(in range: ClosedRange<UInt64>) -> UInt64 {
        range.lowerBound + next() % (range.upperBound - range.lowerBound + 1)
    }
}
