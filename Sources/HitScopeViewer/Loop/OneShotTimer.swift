import CX11
import Glibc

/// A one-shot timer on a descriptor (timerfd), for the event loop's poll. Owns the descriptor.
final class OneShotTimer {
    let fileDescriptor: Int32

    init?() {
        let fd = timerfd_create(CLOCK_MONOTONIC, Int32(TFD_NONBLOCK | TFD_CLOEXEC))
        guard fd >= 0 else { return nil }
        fileDescriptor = fd
    }

    deinit { close(fileDescriptor) }

    /// Fires once after `milliseconds` (replacing any pending time).
    func schedule(milliseconds: Int) {
        var spec = itimerspec()
        spec.it_value.tv_sec = milliseconds / 1000
        spec.it_value.tv_nsec = (milliseconds % 1000) * 1_000_000
        timerfd_settime(fileDescriptor, 0, &spec, nil)
    }

    /// Reads the expiry; true when the timer fired.
    func acknowledge() -> Bool {
        var expirations: UInt64 = 0
        return read(fileDescriptor, &expirations, 8) == 8
    }
}
