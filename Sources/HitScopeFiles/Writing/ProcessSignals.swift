import Glibc

/// The signals a command's edge relies on, set once when the process starts.
public enum ProcessSignals {
    /// Call once, first, on the main thread. A closed pipe becomes an error a write returns (EPIPE: said, exit 2)
    /// instead of a signal that ends the process without a word. SIGINT and SIGTERM are unblocked: a process inherits
    /// its parent's blocked signals (a test runner's worker thread, a supervisor that blocks them around its
    /// spawn), and with them blocked Ctrl-C or `kill` would wait for a write to end instead of ending it, with its
    /// temporary file removed (`OutputFile`). Whether they are ignored is left as the parent set it.
    public static func prepare() {
        signal(SIGPIPE, SIG_IGN)
        var stopping = sigset_t()
        sigemptyset(&stopping)
        sigaddset(&stopping, SIGINT)
        sigaddset(&stopping, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopping, nil)
    }
}
