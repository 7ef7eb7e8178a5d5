/// One finger's touch: where it is, over time. It comes down at its first sample and lifts at its last (or the
/// system cancels it there).
public struct Finger: Hashable, Sendable {
    /// The samples in time order (the initializer sorts them, keeping the order of equal times).
    public let samples: [TouchSample]
    /// The system cancels the touch at its last sample instead of the finger lifting (a call comes in).
    public let cancelled: Bool

    public init(samples: [TouchSample], cancelled: Bool = false) {
        self.samples = samples.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        self.cancelled = cancelled
    }

    /// A finger along `path` for `duration` seconds, its points evenly spaced in time; a single point is a finger
    /// that stays there `duration` seconds (a tap, or a press when long enough).
    /// How long a quick tap is held: what a bare point (`--at`, a scene's `taps:`) means.
    public static let quickTapDuration = 0.1

    /// A quick tap at `point`, held `quickTapDuration`.
    public static func tap(at point: Point) -> Finger { Finger(path: [point], duration: quickTapDuration) }

    public init(path: [Point], duration: Double, cancelled: Bool = false) {
        let points = path.count == 1 ? [path[0], path[0]] : path
        let step = points.count > 1 ? duration / Double(points.count - 1) : 0
        self.init(
            samples: points.enumerated().map { TouchSample(time: $0.offset == points.count - 1 ? duration : Double($0.offset) * step, point: $0.element) },
            cancelled: cancelled)
    }

    /// When the finger comes down.
    public var start: Double { samples.first?.time ?? 0 }
    /// When the finger lifts.
    public var end: Double { samples.last?.time ?? 0 }

    /// Where the finger is at `time`: its last sample at or before it (its first before it comes down).
    public func location(at time: Double) -> Point {
        var point = samples.first?.point ?? .zero
        for sample in samples where sample.time <= time { point = sample.point }
        return point
    }

    /// How far the finger is from where it came down, sample by sample.
    func distances() -> [Double] {
        guard let first = samples.first?.point else { return [] }
        return samples.map { (($0.point.x - first.x) * ($0.point.x - first.x) + ($0.point.y - first.y) * ($0.point.y - first.y)).squareRoot() }
    }

    /// The first time the finger is `distance` points or more from where it came down, if it ever is.
    func firstTime(movedAtLeast distance: Double) -> Double? {
        zip(samples, distances()).first { $0.1 >= distance }?.0.time
    }

    /// The farthest the finger gets from where it came down up to `time`.
    func movement(until time: Double) -> Double {
        zip(samples, distances()).filter { $0.0.time <= time }.map(\.1).max() ?? 0
    }
}
