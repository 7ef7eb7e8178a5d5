import Dispatch
import Foundation
import HitScopeCore

/// Answers points in batches on every core: each worker answers a contiguous share of the batch into its own
/// buffer, and the buffers go to standard output in the points' order, so the output is byte for byte what one
/// worker answering the points one by one writes. A batch is at most `batchSize` points: a million points are
/// never held at once.
struct PointAnswers {
    /// One worker's buffer and state. Between two batches only the thread running that worker touches it, and the
    /// batch's end (`concurrentPerform` returns after every worker) orders those accesses with the reads after it.
    final class Worker: @unchecked Sendable {
        /// What this worker has written for the current batch.
        var output = JSONWriter()
        /// The text trace writer with its per-view cache, kept from batch to batch.
        var text: TraceTextWriter

        init(text: TraceTextWriter) { self.text = text }
    }

    /// Writes the answer for `point`, the `index`-th answer of the command (from 0), into `worker.output`.
    typealias Answer = @Sendable (_ point: Point, _ index: Int, _ worker: Worker) -> Void

    private let answer: Answer
    private let workers: [Worker]
    private let batchSize: Int
    private var pending: [Point] = []
    /// How many answers have been written.
    private(set) var count = 0

    /// `workers` defaults to the cores this process may use (at most 8); `batchSize` points are answered together.
    init(text: TraceTextWriter, workers: Int = min(8, ProcessInfo.processInfo.activeProcessorCount), batchSize: Int, answer: @escaping Answer) {
        self.answer = answer
        self.workers = (0..<max(1, workers)).map { _ in Worker(text: text) }
        self.batchSize = batchSize
        pending.reserveCapacity(batchSize)
    }

    /// Queues `point`; a full batch is answered at once.
    mutating func add(_ point: Point) {
        pending.append(point)
        if pending.count >= batchSize { flush() }
    }

    /// Answers the queued points and writes them out.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        let points = pending, base = count, answer = answer, workers = workers
        // Below a few hundred points a second thread costs more than it saves.
        let used = points.count < 256 ? 1 : workers.count
        let share = (points.count + used - 1) / used
        if used == 1 {
            for (offset, point) in points.enumerated() { answer(point, base + offset, workers[0]) }
        } else {
            DispatchQueue.concurrentPerform(iterations: used) { index in
                let worker = workers[index]
                for offset in min(points.count, index * share)..<min(points.count, (index + 1) * share) {
                    answer(points[offset], base + offset, worker)
                }
            }
        }
        for worker in workers.prefix(used) {
            Output.write { $0.append(worker.output) }
            worker.output.removeAll()
        }
        count += points.count
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes one answer through the first worker's text writer, after the queued points (for what is answered
    /// one at a time); `body` gets the writer, the output and the answer's index.
    mutating func withText(_ body: (inout TraceTextWriter, inout JSONWriter, Int) -> Void) {
        flush()
        let worker = workers[0]
        body(&worker.text, &worker.output, count)
        Output.write { $0.append(worker.output) }
        worker.output.removeAll()
        count += 1
    }
}
