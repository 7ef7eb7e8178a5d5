import Foundation

/// Work on every core, in a stable order: each item's result is kept at its item's place, whatever finished first,
/// and at most `workers` items are in flight at once (one more starts as each ends), so that a thousand inputs are
/// never held at once.
struct OrderedWork: Sendable {
    /// How many items are worked on at once.
    let workers: Int

    init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.workers = max(1, workers)
    }

    /// `work` of each item, in the items' order; each item's failure kept as its result.
    func map<Item: Sendable, Value: Sendable, Failure: Error>(
        _ items: [Item], _ work: @escaping @Sendable (Item) async throws(Failure) -> Value
    ) async -> [Result<Value, Failure>] {
        await withTaskGroup(of: (Int, Result<Value, Failure>).self) { group in
            var results = [Result<Value, Failure>?](repeating: nil, count: items.count)
            var next = 0
            func start() {
                let (index, item) = (next, items[next])
                group.addTask {
                    do throws(Failure) { return (index, .success(try await work(item))) } catch { return (index, .failure(error)) }
                }
                next += 1
            }
            while next < min(workers, items.count) { start() }
            for await (index, result) in group {
                results[index] = result
                if next < items.count { start() }
            }
            return results.compactMap { $0 }
        }
    }
}
