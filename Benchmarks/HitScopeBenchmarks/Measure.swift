import Foundation

/// Timing and memory helpers for the benchmarks.
enum Measure {
    /// Nanoseconds per call of `body` over `count` items, repeated until at least `minimum` has passed; the best
    /// of `rounds` rounds (the least disturbed by the other core's work).
    static func nanosecondsPerItem(count: Int, rounds: Int = 3, minimum: Duration = .milliseconds(200), _ body: () -> Void) -> Double {
        var best = Double.infinity
        for _ in 0..<rounds {
            let clock = ContinuousClock()
            var calls = 0
            let start = clock.now
            var elapsed = Duration.zero
            repeat {
                body()
                calls += 1
                elapsed = clock.now - start
            } while elapsed < minimum
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = min(best, seconds * 1e9 / Double(calls * count))
        }
        return best
    }

    /// Nanoseconds per item of two bodies measured in alternation, `rounds` rounds of at least `minimum` each, the
    /// best round of each: a slow spell of this shared machine then falls on both, and their ratio holds.
    static func nanosecondsPerItem(
        count: Int, rounds: Int = 15, minimum: Duration = .milliseconds(60), _ first: () -> Void, _ second: () -> Void
    ) -> (first: Double, second: Double) {
        var best = (first: Double.infinity, second: Double.infinity)
        for _ in 0..<rounds {
            best.first = min(best.first, nanosecondsPerItem(count: count, rounds: 1, minimum: minimum, first))
            best.second = min(best.second, nanosecondsPerItem(count: count, rounds: 1, minimum: minimum, second))
        }
        return best
    }

    /// A new, empty folder in the temporary directory for a benchmark's files, named `hitscope-bench-NAME-` and six
    /// random characters by `mkdtemp`: a fresh folder each run, so that the caller's `defer` that removes it never
    /// removes a folder the benchmark did not make.
    static func scratchFolder(named name: String) throws -> URL {
        var template = Array("\(FileManager.default.temporaryDirectory.path)/hitscope-bench-\(name)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// Wall-clock milliseconds of one run of `body`, best of `repeats`.
    static func milliseconds(repeats: Int = 3, _ body: () -> Void) -> Double {
        (0..<repeats).map { _ in milliseconds(ContinuousClock().measure(body)) }.min() ?? .infinity
    }

    /// Wall-clock milliseconds of one run of an asynchronous `body` (one that uses both cores), best of `repeats`.
    static func milliseconds(repeats: Int = 3, _ body: () async -> Void) async -> Double {
        var best = Double.infinity
        for _ in 0..<repeats { best = min(best, milliseconds(await ContinuousClock().measure(body))) }
        return best
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        (Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18) * 1000
    }

    /// The process's peak resident memory so far, in bytes (VmHWM).
    static func peakResidentBytes() -> Int { statusBytes("VmHWM:") }

    /// The process's resident memory now, in bytes (VmRSS).
    static func residentBytes() -> Int { statusBytes("VmRSS:") }

    private static func statusBytes(_ key: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(key) {
            let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
            return kilobytes * 1024
        }
        return 0
    }

    /// Runs a command (standard output to `output`, discarded by default) and returns its wall time in
    /// milliseconds, or nil if it failed. Started
    /// straight with `posix_spawn` (Foundation's `Process` adds tens of milliseconds of its own on Linux).
    static func commandMilliseconds(_ executable: String, _ arguments: [String], output: String = "/dev/null") -> Double? {
        guard let run = spawn(executable, [executable] + arguments, output: output), run.status & 0x7F == 0, (run.status >> 8) & 0xFF == 0 else {
            return nil
        }
        return milliseconds(run.elapsed)
    }

    /// Runs a command (output discarded): its wall time, its CPU time (user and system), peak resident memory and exit
    /// status, or nil if it could not start or ended otherwise than with a status in `allowedStatus`. Started through
    /// GNU time, whose own small process forks the command: a child spawned straight from this large process would
    /// report this process's peak as its own.
    static func command(
        _ executable: String, _ arguments: [String], allowedStatus: Set<Int32> = [0]
    ) -> (milliseconds: Double, cpuMilliseconds: Double, peakBytes: Int, status: Int32)? {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-bench-time-\(getpid()).txt").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        guard let run = spawn("/usr/bin/time", ["/usr/bin/time", "-f", "%M %U %S", "-o", report, executable] + arguments) else { return nil }
        // GNU time exits with the command's status; signals and "Command exited with …" lines are refused here.
        let status = run.status
        guard status & 0x7F == 0, allowedStatus.contains((status >> 8) & 0xFF),
            let text = try? String(contentsOfFile: report, encoding: .utf8),
            let fields = text.split(separator: "\n").last?.split(separator: " "), fields.count == 3,
            let kilobytes = Int(fields[0]), let user = Double(fields[1]), let system = Double(fields[2])
        else { return nil }
        return (milliseconds(run.elapsed), (user + system) * 1000, kilobytes * 1024, (status >> 8) & 0xFF)
    }

    /// Starts `path` with `argv` (standard output to `output`, standard error to /dev/null) and waits: its wall
    /// time and raw wait status, or nil if it could not start.
    private static func spawn(_ path: String, _ argv: [String], output: String = "/dev/null") -> (elapsed: Duration, status: Int32)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = argv.map { strdup($0) } + [nil]
        defer { for pointer in arguments { free(pointer) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, path, &actions, nil, arguments, environ) == 0 else { return nil }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (clock.now - start, status)
    }
}

/// glibc's `malloc_trim` (not in the Glibc module map): returns freed heap memory to the system.
@_silgen_name("malloc_trim")
func mallocTrim(_ pad: Int) -> Int32
