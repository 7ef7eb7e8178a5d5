import Foundation

/// A large file's events (`SyntaxEvents`), parsed ahead on a thread of its own while the caller decodes what came
/// before: libyaml and the decoder each take about half of reading a large YAML scene, so on two cores the file is
/// read in about the time of the slower one (docs/performance.md, "Reading on two cores"). The events, their order
/// and the syntax error that ends them are exactly those `SyntaxEvents` gives on the reader's own thread.
struct YAMLEventPipe {
    /// Events handed over at a time: large enough that the two threads seldom meet, small enough to stay in cache.
    static let batchSize = 1024
    /// Batches parsed ahead at most, so that memory stays bounded whatever the file's size.
    static let batchesAhead = 4
    /// A waiting parser is woken when this many batches are left to read, so that it fills several in a row.
    static let wakesParserAt = 1

    private let queue: Queue
    /// Stops the parser once the reader has let go of the pipe (a struct's state, unlike a class's, is read without
    /// run-time exclusivity checks: this is read once an event).
    private let stopper: Stopper
    /// The batch being read, once the first has come.
    private var batch: YAMLEventBatch?
    private var failure: YAMLSyntaxError?

    /// Starts parsing `utf8` (valid UTF-8 without a byte-order mark) on a thread of its own; JSON and block YAML
    /// are scanned straight when `scans` (`SyntaxEvents`). Nil when no thread can be started (the reader then
    /// parses on its own thread).
    init?(utf8: Data, scans: Bool) {
        let queue = Queue()
        let start = Unmanaged.passRetained(Start(queue: queue, utf8: utf8, scans: scans)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            let start = Unmanaged<Start>.fromOpaque(context).takeRetainedValue()
            start.queue.produce(start.utf8, scans: start.scans)
            return nil
        }, start)
        guard started == 0 else {
            Unmanaged<Start>.fromOpaque(start).release()
            return nil
        }
        self.queue = queue
        self.stopper = Stopper(queue, thread)
    }

    /// What the parser's thread starts with.
    private final class Start {
        let queue: Queue
        let utf8: Data
        let scans: Bool
        init(queue: Queue, utf8: Data, scans: Bool) { (self.queue, self.utf8, self.scans) = (queue, utf8, scans) }
    }

    /// Stops the parser, if it is still running, when the reader lets go, and waits for its thread to end.
    private final class Stopper {
        private let queue: Queue
        private let thread: pthread_t
        init(_ queue: Queue, _ thread: pthread_t) { (self.queue, self.thread) = (queue, thread) }
        deinit {
            queue.stop()
            pthread_join(thread, nil)
        }
    }

    /// The next event, as `SyntaxEvents.next()` answers it.
    mutating func next() throws(YAMLSyntaxError) -> YAMLEvent {
        if let batch, !batch.isRead { return batch.take() }
        if let failure { throw failure }
        // A read batch goes back to the parser's thread to be filled again: this side keeps no hold on it.
        let read = batch
        batch = nil
        switch queue.take(returning: read) {
        case .events(let events):
            batch = events
            return try next()
        case .failed(let error):
            failure = error
            throw error
        case .ended:
            return .streamEnd
        }
    }

    /// What the parser's thread hands over, one batch at a time.
    private enum Handover {
        case events(YAMLEventBatch)
        case failed(YAMLSyntaxError)
        case ended
    }

    /// The batches between the two threads, under one lock.
    private final class Queue: @unchecked Sendable {
        private let condition = NSCondition()
        // Guarded by `condition`:
        private var ready: [YAMLEventBatch] = []
        /// Read batches, for the parser to fill again (their memory is reused, not freed and taken anew).
        private var spare: [YAMLEventBatch] = []
        private var end: Handover?
        private var stopping = false
        /// Whether a thread sleeps on `condition`: the other wakes it only then, and the parser only once the
        /// reader has nearly caught up (`wakesParserAt`). Each wake-up costs both threads a system call, and the
        /// parser woken at every batch read was woken a hundred and fifty times for 10,000 views.
        private var parserWaits = false
        private var readerWaits = false

        /// The parser's thread: batches of events until the stream ends, a syntax error stops it, or the reader
        /// has stopped.
        func produce(_ utf8: Data, scans: Bool) {
            let outcome = utf8.withUnsafeBytes { (bytes) -> Handover in
                var parser = SyntaxEvents(bytes: bytes, scans: scans)
                var events = emptyBatch()
                while true {
                    let ended: Bool
                    do throws(YAMLSyntaxError) {
                        let event = try parser.next()
                        ended = event.isStreamEnd
                        events.append(event)
                    } catch {
                        _ = hand(events)
                        return .failed(error)
                    }
                    if ended {
                        _ = hand(events)
                        return .ended
                    }
                    if events.isFull {
                        guard hand(events) else { return .ended }
                        events = emptyBatch()
                    }
                }
            }
            condition.lock()
            end = outcome
            if readerWaits { condition.broadcast() }
            condition.unlock()
        }

        /// Queues a batch, waiting while `batchesAhead` are unread; false once the reader has stopped.
        private func hand(_ events: YAMLEventBatch) -> Bool {
            condition.lock()
            defer { condition.unlock() }
            while ready.count >= YAMLEventPipe.batchesAhead && !stopping {
                parserWaits = true
                condition.wait()
            }
            parserWaits = false
            guard !stopping else { return false }
            if !events.isEmpty {
                ready.append(events)
                if readerWaits { condition.broadcast() }
            }
            return true
        }

        /// A read batch to fill again, or a new one.
        private func emptyBatch() -> YAMLEventBatch {
            condition.lock()
            let events = spare.popLast()
            condition.unlock()
            guard let events else { return YAMLEventBatch(capacity: YAMLEventPipe.batchSize) }
            events.reset()
            return events
        }

        /// The next batch, waiting for it (and taking back `read`, every event of it taken); then how the events ended.
        func take(returning read: YAMLEventBatch?) -> Handover {
            condition.lock()
            defer { condition.unlock() }
            if let read { spare.append(read) }
            while ready.isEmpty && end == nil {
                readerWaits = true
                condition.wait()
            }
            readerWaits = false
            guard !ready.isEmpty else { return end ?? .ended }
            let events = ready.removeFirst()
            if parserWaits && ready.count <= YAMLEventPipe.wakesParserAt { condition.broadcast() }
            return .events(events)
        }

        /// Tells the parser to stop at its next batch (`Stopper` then waits for its thread to end).
        func stop() {
            condition.lock()
            stopping = true
            condition.broadcast()
            condition.unlock()
        }
    }
}
