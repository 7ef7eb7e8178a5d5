/// The steps of one traced hit test, as a sequence that `Array.append(contentsOf:)` lets write straight into the
/// array's free capacity (through `_copyContents`, the customisation point the standard library provides for
/// that): a reused array takes a trace without allocating, and no step is copied twice. Steps beyond the free
/// capacity come out of the iterator afterwards, and the array grows for them as usual.
struct TracedSteps: Sequence {
    let engine: HitEngine
    /// The point in screen space.
    let point: Point
    /// Receives the hit-test view's raw id, or -1.
    let hitView: UnsafeMutablePointer<Int32>

    func makeIterator() -> IndexingIterator<[HitTestStep]> {
        _copyContents(initializing: UnsafeMutableBufferPointer(start: nil, count: 0)).0
    }

    func _copyContents(
        initializing buffer: UnsafeMutableBufferPointer<HitTestStep>
    ) -> (IndexingIterator<[HitTestStep]>, UnsafeMutableBufferPointer<HitTestStep>.Index) {
        var writer = StepWriter(buffer)
        hitView.pointee = engine.tracedHitTest(point, &writer)
        return (writer.overflow.makeIterator(), writer.count)
    }
}

/// Writes steps into memory given to it; those that do not fit go to `overflow`.
struct StepWriter {
    private let buffer: UnsafeMutableBufferPointer<HitTestStep>
    private(set) var count = 0
    private(set) var overflow: [HitTestStep] = []

    init(_ buffer: UnsafeMutableBufferPointer<HitTestStep>) {
        self.buffer = buffer
    }

    @inline(__always)
    mutating func record(_ step: HitTestStep) {
        if count < buffer.count {
            buffer.initializeElement(at: count, to: step)
            count += 1
        } else {
            overflow.append(step)
        }
    }
}
