/// A batch of events handed from the parser's thread to the reader's (`YAMLEventPipe`): the parser moves each event
/// in, the reader moves each out, and an emptied batch goes back to be filled again. An event is never copied nor
/// replaced by a placeholder, and a batch read to its end holds nothing to destroy.
///
/// One thread at a time uses a batch: the pipe's lock hands it over.
final class YAMLEventBatch: @unchecked Sendable {
    let capacity: Int
    private let events: UnsafeMutablePointer<YAMLEvent>
    /// Events `taken..<count` are initialized; the others are not.
    private var count = 0
    private var taken = 0

    init(capacity: Int) {
        self.capacity = capacity
        events = .allocate(capacity: capacity)
    }

    deinit {
        (events + taken).deinitialize(count: count - taken)
        events.deallocate()
    }

    var isFull: Bool { count == capacity }
    var isEmpty: Bool { count == 0 }
    /// Whether every event put in has been taken out.
    var isRead: Bool { taken == count }

    /// Moves `event` in (the batch must not be full).
    func append(_ event: consuming YAMLEvent) {
        precondition(count < capacity, "YAMLEventBatch is full")
        (events + count).initialize(to: event)
        count += 1
    }

    /// Moves the next event out (the batch must not be read).
    func take() -> YAMLEvent {
        precondition(taken < count, "YAMLEventBatch is read")
        defer { taken += 1 }
        return (events + taken).move()
    }

    /// Makes a read batch ready to be filled again (its events are all taken: nothing is destroyed).
    func reset() {
        precondition(taken == count, "YAMLEventBatch reset before it was read")
        (count, taken) = (0, 0)
    }
}
