import Dispatch
import Foundation
import HitScopeCore
import HitScopeOutput

/// Answers points on every core: a batch of points, or a block of a points file, is cut into one share per worker,
/// each worker reads (for a block) and answers its share into its own buffer, and the buffers go to `sink` in the
/// points' order, so the output is byte for byte what one worker answering the points one by one writes. A batch
/// is at most `batchSize` points and a block one read of the file: a million points are never held at once.
public struct PointAnswers {
    /// One worker's buffers. Between two batches only the thread running that worker touches it.
    public struct Worker {
        /// What this worker has written for the current batch.
        public var output = ByteWriter()
        /// The text trace writer with its per-view cache, kept from batch to batch.
        public var text: TraceTextWriter
        /// The hit-only JSON writer with its per-view cache, kept from batch to batch.
        public var hitOnlyLines: HitOnlyLines
        /// The hit-test views of the share's points, for an answer that asks for them all at once.
        public var hits: [ViewID?] = []
        /// The points of the current share.
        public fileprivate(set) var points: [Point] = []
        /// For each point, its line's `x,y` when spelt as JSON writes the point (else empty): valid while the share
        /// is answered.
        public fileprivate(set) var spellings: [UnsafeRawBufferPointer] = []
        /// How many answers `output` holds.
        fileprivate var answered = 0
    }

    /// Writes the answers for `worker.points`, in order, into `worker.output`, `separator` between two of them.
    public typealias Answer = @Sendable (_ separator: StaticString?, _ worker: inout Worker) -> Void

    private let answer: Answer
    private let separator: StaticString?
    private let sink: (ByteWriter) -> Void
    private var workers: [Worker]
    private let batchSize: Int
    private var pending: [Point] = []
    /// How many answers have been written.
    public private(set) var count = 0

    /// Answers points of `hierarchy` into `sink` (what the workers wrote, in the points' order); `separator` goes
    /// between two answers. `workers` defaults to the cores this process may use (at most 8); `batchSize` points
    /// given one by one are answered together; `allSteps` has text traces write every step of a deep path.
    public init(
        hierarchy: ViewHierarchy, separator: StaticString? = nil, workers: Int = min(8, ProcessInfo.processInfo.activeProcessorCount),
        batchSize: Int, allSteps: Bool = false, sink: @escaping (ByteWriter) -> Void, answer: @escaping Answer
    ) {
        self.answer = answer
        self.sink = sink
        self.separator = separator
        let worker = Worker(text: TraceTextWriter(TraceTextFormatter(hierarchy), allSteps: allSteps), hitOnlyLines: HitOnlyLines(hierarchy))
        self.workers = Array(repeating: worker, count: max(1, workers))
        self.batchSize = batchSize
        pending.reserveCapacity(batchSize)
    }

    /// Queues `point`; a full batch is answered at once.
    public mutating func add(_ point: Point) {
        pending.append(point)
        if pending.count >= batchSize { flush() }
    }

    /// Answers the queued points and writes them out.
    public mutating func flush() {
        guard !pending.isEmpty else { return }
        let points = pending
        pending.removeAll(keepingCapacity: true)
        // Below a few hundred points a second thread costs more than it saves.
        let shares = points.count < 256 ? 1 : workers.count
        let size = (points.count + shares - 1) / shares
        try? answerShares(shares) { share, worker in
            let range = min(points.count, share * size)..<min(points.count, (share + 1) * size)
            worker.points += points[range]
            worker.spellings += repeatElement(UnsafeRawBufferPointer(start: nil, count: 0), count: range.count)
        }
    }

    /// Answers the points of `block` (after the queued ones) and writes them out. A line that is not a point is
    /// thrown once the answers of the points before it are written.
    public mutating func answer<Block: PointSource & Sendable>(_ block: Block) throws {
        flush()
        // Below a few kilobytes (a pipe giving a line at a time) a second thread costs more than it saves.
        let parts = block.parts(block.byteCount < 4096 ? 1 : workers.count)
        try answerShares(parts.count) { share, worker in
            try parts[share].forEachSpelledPoint { point, spelling in
                worker.points.append(point)
                worker.spellings.append(spelling)
            }
        }
    }

    /// Writes one answer through the first worker, after the queued points (for what is answered one at a time);
    /// `body` writes it into `worker.output`, with `worker.text` if it needs.
    public mutating func withWorker(_ body: (inout Worker) -> Void) {
        flush()
        if count > 0, let separator { workers[0].output.raw(separator) }
        body(&workers[0])
        sink(workers[0].output)
        workers[0].output.removeAll()
        count += 1
    }

    /// Runs `gather` for shares 0..<`shares`, each on its own worker and all at once, `gather` putting the share's
    /// points into `worker.points`, which the worker then answers (those gathered before a throw too); then writes
    /// the workers' answers in order, up to a share that threw, and throws what it threw.
    private mutating func answerShares(_ shares: Int, _ gather: @Sendable (Int, inout Worker) throws -> Void) throws {
        let (answer, separator) = (self.answer, self.separator)
        let used = min(shares, workers.count)
        var failures = [(any Error)?](repeating: nil, count: used)
        workers.withUnsafeMutableBufferPointer { workers in
            failures.withUnsafeMutableBufferPointer { failures in
                // Each share touches only its own worker and failure.
                nonisolated(unsafe) let (workers, failures) = (workers, failures)
                @Sendable func run(_ index: Int) {
                    do { try gather(index, &workers[index]) } catch { failures[index] = error }
                    guard !workers[index].points.isEmpty else { return }
                    answer(separator, &workers[index])
                    workers[index].answered = workers[index].points.count
                    workers[index].points.removeAll(keepingCapacity: true)
                    workers[index].spellings.removeAll(keepingCapacity: true)
                }
                if used == 1 { run(0) } else { DispatchQueue.concurrentPerform(iterations: used, execute: run) }
            }
        }
        var failure: (any Error)?
        for index in 0..<used {
            if failure == nil, workers[index].answered > 0 {
                if count > 0, let separator {
                    var between = ByteWriter()
                    between.raw(separator)
                    sink(between)
                }
                sink(workers[index].output)
                count += workers[index].answered
            }
            failure = failure ?? failures[index]
            workers[index].output.removeAll()
            workers[index].answered = 0
        }
        if let failure { throw failure }
    }
}
