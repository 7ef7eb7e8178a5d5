import Glibc
import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeRender
import Synchronization

/// Audits scenes off the event loop: `start` runs the audit (about a second for 10,000 views) and the touch-area
/// map on the cooperative thread pool; when one is done a byte arrives on `fileDescriptor`, which the loop polls,
/// and `collect` hands the results over on the loop's thread. Each result carries the scene version it was
/// started for, so that the state can drop what a later change made stale. One audit runs at a time: a scene
/// asked for meanwhile waits, replacing any scene that was waiting before it (a file saved five times while
/// the overlay is shown costs two audits, not five). Audits in flight keep the worker (and its descriptors)
/// alive until they are done.
final class AuditWorker: Sendable {
    /// Readable when a result is waiting.
    let fileDescriptor: Int32
    private let writeEnd: Int32
    private let finished = Mutex<[(version: Int, overlay: AuditOverlay)]>([])
    private let queue = Mutex(Queue())

    /// Whether an audit runs, and the one to start after it.
    private struct Queue {
        var isRunning = false
        var waiting: (scene: Scene, version: Int, file: String)?
    }

    init?() {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        fileDescriptor = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        close(fileDescriptor)
        close(writeEnd)
    }

    /// Audits `scene` (named `file` in findings) in the background, or after the audit running now.
    func start(_ scene: Scene, version: Int, file: String) {
        let startsNow = queue.withLock { queue in
            if queue.isRunning { queue.waiting = (scene, version, file) }
            defer { queue.isRunning = true }
            return !queue.isRunning
        }
        if startsNow { run(scene, version: version, file: file) }
    }

    private func run(_ scene: Scene, version: Int, file: String) {
        Task.detached(priority: .userInitiated) { [self] in
            let result = await Auditor().auditProvingFixes(scene, file: file)
            let overlay = AuditOverlay(result, map: TouchAreaMap(tester: HitTester(scene.hierarchy), size: scene.size))
            finished.withLock { $0.append((version, overlay)) }
            var byte: UInt8 = 1
            _ = write(writeEnd, &byte, 1)
            let next = queue.withLock { queue in
                defer { queue.waiting = nil }
                queue.isRunning = queue.waiting != nil
                return queue.waiting
            }
            if let next { run(next.scene, version: next.version, file: next.file) }
        }
    }

    /// The results finished since the last call, oldest first.
    func collect() -> [(version: Int, overlay: AuditOverlay)] {
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(fileDescriptor, &bytes, bytes.count) > 0 {}
        return finished.withLock { done in
            defer { done.removeAll() }
            return done
        }
    }
}
