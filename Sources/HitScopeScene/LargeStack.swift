import Foundation

/// Runs work on a thread with a large stack: the YAML composer recurses once per nesting level, and scene files
/// may nest views tens of thousands of levels deep.
enum LargeStack {
    /// 4 GiB of address space; only the pages a deep document really touches are ever committed.
    static let size = 4 << 30

    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = work()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }
}

/// Carries a result out of the worker thread; the semaphore orders the write before the read.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
