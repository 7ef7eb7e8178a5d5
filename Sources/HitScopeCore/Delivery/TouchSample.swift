/// Where a finger is at a moment of its touch.
public struct TouchSample: Hashable, Sendable {
    /// Seconds from the first sample of the touch sequence (all fingers share the clock).
    public var time: Double
    /// Screen points.
    public var point: Point

    public init(time: Double, point: Point) { (self.time, self.point) = (time, point) }
}
