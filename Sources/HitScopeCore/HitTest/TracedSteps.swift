/// The steps of one traced hit test, as a sequence that `Array.append(contentsOf:)` lets write straight into the
/// array's free capacity (through `_copyContents`, the customisation point the standard library provides for
/// that): a reused array takes a trace without allocating, and no step is copied twice. Steps beyond the free
/// capacity come out of the iterator afterwards, and the array grows for them as usual.
struct TracedSteps: Sequence {
    let compiled: CompiledHierarchy
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
        hitView.pointee = compiled.tracedHitTest(point, &writer)
        return (writer.overflow.makeIterator(), writer.count)
    }
}

/// Writes steps into memory given to it; those that do not fit go to `overflow`.
struct StepWriter {
    private let start: UnsafeMutablePointer<HitTestStep>?
    private var next: UnsafeMutablePointer<HitTestStep>?
    private let end: UnsafeMutablePointer<HitTestStep>?
    private(set) var overflow: [HitTestStep] = []

    init(_ buffer: UnsafeMutableBufferPointer<HitTestStep>) {
        start = buffer.baseAddress
        next = buffer.baseAddress
        end = buffer.baseAddress.map { $0 + buffer.count }
    }

    /// The steps written into the memory given.
    var count: Int { start.map { next! - $0 } ?? 0 }

    @inline(__always)
    mutating func record(_ step: HitTestStep) {
        if let slot = next, slot < end.unsafelyUnwrapped {
            slot.initialize(to: step)
            next = slot + 1
        } else {
            Self.spill(step, to: &overflow)
        }
    }

    /// Three steps, with one check for room: a subview's call that ends at once (its `hitTest`, the decision, its
    /// result).
    @inline(__always)
    mutating func record(_ first: HitTestStep, _ second: HitTestStep, _ third: HitTestStep) {
        if let slot = next, end.unsafelyUnwrapped - slot >= 3 {
            slot.initialize(to: first)
            (slot + 1).initialize(to: second)
            (slot + 2).initialize(to: third)
            next = slot + 3
        } else {
            record(first)
            record(second)
            record(third)
        }
    }

    /// A step beyond the memory given, kept out of line so that `record` stays a few instructions (and static, so
    /// that the writer's other fields can stay in registers).
    @inline(never)
    private static func spill(_ step: HitTestStep, to overflow: inout [HitTestStep]) {
        overflow.append(step)
    }
}
