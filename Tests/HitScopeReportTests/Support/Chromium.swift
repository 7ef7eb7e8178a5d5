import Foundation

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// A headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`: Chromium reads
/// commands from file descriptor 3 and writes replies and events to 4, each message ending in a NUL byte.
/// Foundation's `Process` cannot hand a child descriptors 3 and 4, so the browser is started with
/// `posix_spawn` and `dup2` file actions. One browser serves a whole test file; it is killed, and its profile
/// removed, when the test process exits.
final class Chromium: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private var buffer: [UInt8] = []
    private var nextID = 0
    private var pending: [[String: Any]] = []
    private let lock = NSLock()

    /// The browser binary: `$CHROMIUM`, else Debian's `/usr/lib/chromium/chromium` (scripts/bootstrap installs it).
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["CHROMIUM"] { return path }
        for path in ["/usr/lib/chromium/chromium", "/usr/bin/chromium", "/usr/bin/chromium-browser"]
        where FileManager.default.isExecutableFile(atPath: path) {
            return path
        }
        return "/usr/lib/chromium/chromium"
    }

    init() throws {
        let binary = Self.binary
        guard FileManager.default.isExecutableFile(atPath: binary) else {
            throw Failure(description: "no Chromium at \(binary): run scripts/bootstrap (these tests must run, not skip)")
        }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "pipe failed: \(errno)") }
        // Our ends must not leak into other children the test process starts.
        for fd in toBrowser + fromBrowser { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Through high numbers first, so that a pipe end that already is 3 or 4 is not overwritten too early.
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 200)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 201)
        posix_spawn_file_actions_adddup2(&actions, 200, 3)
        posix_spawn_file_actions_adddup2(&actions, 201, 4)
        // Then the browser keeps nothing else of this process: tests on other threads open pipes at any moment, and
        // a long-lived browser holding the write end of one (a viewer's output, read to its end) would make that
        // test wait forever. glibc skips a close action whose descriptor is not open, so every descriptor from 5 to
        // past the highest one open now (200 and 201 included) is named.
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd"))?.compactMap { Int32($0) } ?? []
        for fd in Int32(5)...(max(open.max() ?? 0, 201) + 256) { posix_spawn_file_actions_addclose(&actions, fd) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            binary, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--mute-audio", "--disable-dev-shm-usage", "--hide-scrollbars", "--remote-debugging-pipe",
            "--user-data-dir=\(profile.path)", "about:blank",
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, binary, &actions, nil, &argv, environ)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else { throw Failure(description: "cannot start \(binary): posix_spawn returned \(status)") }
        self.pid = pid
        self.commands = toBrowser[1]
        self.replies = fromBrowser[0]
        BrowserCleanup.register(pid: pid, profile: profile.path)
    }

    // MARK: Protocol

    /// Sends a command and waits for its reply's `result`.
    @discardableResult
    func send(_ method: String, _ params: [String: Any] = [:], session: String? = nil, timeout: Double = 20) throws -> [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard written > 0 else { throw Failure(description: "the browser stopped reading (\(method))") }
            offset += written
        }
        let reply = try next(timeout: timeout) { $0["id"] as? Int == id }
        if let error = reply["error"] as? [String: Any] { throw Failure(description: "\(method): \(error)") }
        return reply["result"] as? [String: Any] ?? [:]
    }

    /// Waits for an event of a session.
    func event(_ method: String, session: String, timeout: Double = 20) throws -> [String: Any] {
        lock.lock()
        defer { lock.unlock() }
        return try next(timeout: timeout) { $0["method"] as? String == method && $0["sessionId"] as? String == session }
    }

    /// Takes every event received so far for a session.
    func takeEvents(session: String) -> [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        let taken = pending.filter { $0["sessionId"] as? String == session }
        pending.removeAll { $0["sessionId"] as? String == session }
        return taken
    }

    private func next(timeout: Double, where matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        if let index = pending.firstIndex(where: matches) { return pending.remove(at: index) }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                guard let message = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
                if matches(message) { return message }
                pending.append(message)
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure(description: "no answer from the browser within \(timeout) s") }
            var poller = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000)) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = read(replies, &chunk, chunk.count)
            guard count > 0 else { throw Failure(description: "the browser closed its pipe") }
            buffer += chunk[..<count]
        }
    }

    // MARK: Pages

    /// A fresh tab with the domains the tests listen to enabled.
    func newPage(width: Int = 1280, height: Int = 900, dark: Bool = false) throws -> BrowserPage {
        let target = try send("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        let session = try send("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
        for domain in ["Network.enable", "Page.enable", "Runtime.enable", "Log.enable"] { try send(domain, session: session) }
        try send(
            "Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false],
            session: session)
        if dark {
            try send("Emulation.setEmulatedMedia", ["features": [["name": "prefers-color-scheme", "value": "dark"]]], session: session)
        }
        return BrowserPage(browser: self, session: session, target: target)
    }
}

/// Kills the browsers and removes their profiles when the test process exits.
enum BrowserCleanup {
    nonisolated(unsafe) private static var pids: [pid_t] = []
    nonisolated(unsafe) private static var profiles: [String] = []
    private static let lock = NSLock()
    private static let installed: Void = { atexit(BrowserCleanup_atexit) }()

    static func register(pid: pid_t, profile: String) {
        lock.lock()
        defer { lock.unlock() }
        _ = installed
        pids.append(pid)
        profiles.append(profile)
    }

    static func run() {
        lock.lock()
        defer { lock.unlock() }
        for pid in pids {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        for profile in profiles { try? FileManager.default.removeItem(atPath: profile) }
        pids = []
        profiles = []
    }
}

private func BrowserCleanup_atexit() { BrowserCleanup.run() }
