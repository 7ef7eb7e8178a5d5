import HitScopeCore

/// What `PointAnswers` reads points from: a block of a points file as it arrives (the edge's reader hands it over),
/// cut into parts that workers read at once.
public protocol PointSource {
    /// The block's size in bytes (a small block is read by one worker).
    var byteCount: Int { get }
    /// The block cut into at most `count` parts of about equal size, in order.
    func parts(_ count: Int) -> [Self]
    /// Calls `body` with each point in order and, when its line is `x,y` spelt as `ByteWriter.point` writes the
    /// point, those bytes (else an empty buffer); a line that is not a point is an error once the points before it
    /// have been handed over.
    func forEachSpelledPoint(_ body: (_ point: Point, _ spelling: UnsafeRawBufferPointer) throws -> Void) throws
}
