import HitScopeCore

/// The lines of `trace --points --hit-only --format json`: each is what `HitOnlyAnswer.write` writes, then a line
/// feed. The part before the point (`{"hitView":{"name":…},"point":`) is made by `HitOnlyAnswer.write` itself the
/// first time a view is the answer and kept, so a line costs a copy and two numbers.
public struct HitOnlyLines: Sendable {
    private let hierarchy: ViewHierarchy
    /// The parts made so far, one after another; the first is the one for no hit-test view.
    private var arena: [UInt8] = []
    /// Where each view's part is in `arena` (its start, then its end), or -1 while it is not made.
    private var slots: [Int32] = []
    /// The end of the part for no hit-test view.
    private var noneEnd = 0

    /// Lines for points of `hierarchy`.
    public init(_ hierarchy: ViewHierarchy) { self.hierarchy = hierarchy }

    /// Writes the line for `point` whose hit-test view is `hit`. `spelled`, when not empty, must be what
    /// `ByteWriter.point` writes between the brackets for `point` (the bytes of a points file's line, read as such
    /// by `PointBlock.forEachSpelledPoint`): it is copied instead of written again.
    public mutating func write(_ point: Point, spelled: UnsafeRawBufferPointer = .init(start: nil, count: 0), hit: ViewID?, to w: inout ByteWriter) {
        if slots.isEmpty {
            slots = Array(repeating: -1, count: 2 * hierarchy.views.count)
            appendHead(of: HitOnlyAnswer(point: Self.headPoint, hitView: nil))
            noneEnd = arena.count
        }
        var part = 0..<noneEnd
        if let hit {
            if slots[2 * hit.index] < 0 {
                let start = arena.count
                appendHead(of: HitOnlyAnswer(point: Self.headPoint, hitView: .init(name: hierarchy[hit].name)))
                slots[2 * hit.index] = Int32(start)
                slots[2 * hit.index + 1] = Int32(arena.count)
            }
            part = Int(slots[2 * hit.index])..<Int(slots[2 * hit.index + 1])
        }
        arena.withUnsafeBufferPointer { arena in
            w.append(capacity: part.count + max(spelled.count, 2 * NumberBytes.maximumCount + 1) + 4) { start in
                var end = start
                end.initialize(from: arena.baseAddress! + part.lowerBound, count: part.count)
                end += part.count
                end.pointee = 0x5B
                if let spelling = spelled.baseAddress, spelled.count > 0 {
                    (end + 1).initialize(from: spelling.assumingMemoryBound(to: UInt8.self), count: spelled.count)
                    end += 1 + spelled.count
                } else {
                    end = NumberBytes.number(point.x, at: end + 1)
                    end.pointee = 0x2C
                    end = NumberBytes.number(point.y, at: end + 1)
                }
                (end + 0).pointee = 0x5D
                (end + 1).pointee = 0x7D
                (end + 2).pointee = 0x0A
                return end + 3
            }
        }
    }

    /// The point the parts are made with, and what `HitOnlyAnswer.write` writes for it and after it.
    private static let headPoint = Point(0, 0)
    private static let headPointTail: [UInt8] = Array("[0,0]}".utf8)

    /// Appends to `arena` what `answer.write` writes before the point (`answer.point` is `headPoint`).
    private mutating func appendHead(of answer: HitOnlyAnswer) {
        var writer = ByteWriter()
        swap(&writer.bytes, &arena)
        answer.write(to: &writer)
        swap(&writer.bytes, &arena)
        precondition(arena.suffix(Self.headPointTail.count).elementsEqual(Self.headPointTail), "the point ends the answer")
        arena.removeLast(Self.headPointTail.count)
    }
}
