import CX11
import Glibc

/// Turns SIGINT and SIGTERM into a readable descriptor (signalfd), so that Ctrl+C or `kill` closes the viewer
/// through its own loop. Owns the descriptor; the signals stay blocked for the process.
final class SignalWatcher {
    let fileDescriptor: Int32

    init?() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        guard sigprocmask(SIG_BLOCK, &set, nil) == 0 else { return nil }
        let fd = signalfd(-1, &set, Int32(SFD_NONBLOCK | SFD_CLOEXEC))
        guard fd >= 0 else { return nil }
        fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }

    /// Reads a pending signal; true when one arrived.
    func acknowledge() -> Bool {
        var info = signalfd_siginfo()
        return read(fileDescriptor, &info, MemoryLayout<signalfd_siginfo>.size) == MemoryLayout<signalfd_siginfo>.size
    }
}
