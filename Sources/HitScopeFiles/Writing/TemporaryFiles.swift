import Foundation

/// The temporary files HitScope has made and not yet renamed into place or removed: on SIGINT or SIGTERM each is
/// removed before the signal does what it did before (ends the process, or the viewer's own handling), so that
/// Ctrl-C in the middle of a large write leaves nothing behind. The handler reads fixed slots of C strings (what a
/// signal handler may touch: no locks, no allocation); listing and unlisting take a lock.
enum TemporaryFiles {
    /// How many files may be listed at once (a gallery writes one page per core).
    private static let capacity = 256

    /// Each slot a path as a C string (owned here) or nil. Read by the handler, written under `lock`: a slot is
    /// one pointer, written whole.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()

    /// What SIGINT and SIGTERM did before the handler was installed (nil: the default, ending the process), put
    /// back before the signal is raised again.
    nonisolated(unsafe) private static var previousInterrupt: (@convention(c) (Int32) -> Void)?
    nonisolated(unsafe) private static var previousTerminate: (@convention(c) (Int32) -> Void)?

    /// Guards `slots` and `installed` between threads (never taken by the handler).
    private static let lock = NSLock()
    /// Whether the handler is installed.
    nonisolated(unsafe) private static var installed = false

    /// Lists `path` for removal on a signal; false when the list is full (the file is then not made).
    static func list(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if !installed {
            _ = slots
            install()
            installed = true
        }
        for index in 0..<capacity where slots[index] == nil {
            slots[index] = strdup(path)
            return true
        }
        return false
    }

    /// Takes `path` off the list (it was renamed into place, or removed).
    static func unlist(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for index in 0..<capacity {
            guard let listed = slots[index], String(cString: listed) == path else { continue }
            slots[index] = nil
            free(listed)
            return
        }
    }

    /// Removes the file at `path` and takes it off the list.
    static func remove(_ path: String) {
        unlink(path)
        unlist(path)
    }

    /// Installs the handler for SIGINT and SIGTERM, unless a signal is ignored (then it stays ignored: nothing
    /// would end the process to leave a file behind).
    private static func install() {
        previousInterrupt = signal(SIGINT, handle)
        if isIgnored(previousInterrupt) { signal(SIGINT, previousInterrupt) }
        previousTerminate = signal(SIGTERM, handle)
        if isIgnored(previousTerminate) { signal(SIGTERM, previousTerminate) }
    }

    /// Whether `handler` is `SIG_IGN` (the handler 1).
    private static func isIgnored(_ handler: (@convention(c) (Int32) -> Void)?) -> Bool {
        unsafeBitCast(handler, to: Int.self) == 1
    }

    /// Removes every listed file, puts back what the signal did before and raises it again.
    private static let handle: @convention(c) (Int32) -> Void = { signal in
        for index in 0..<capacity {
            if let path = slots[index] { unlink(path) }
        }
        Glibc.signal(signal, signal == SIGINT ? previousInterrupt : previousTerminate)
        raise(signal)
    }
}
