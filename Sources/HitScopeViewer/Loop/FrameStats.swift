import Foundation
import Glibc

/// Frame times for `--stats`: how long each frame took to build and show, and how long after a pointer motion
/// arrived the window showed its answer.
struct FrameStats {
    private(set) var frames: [Double] = []
    private(set) var motionToRepaint: [Double] = []

    /// Monotonic time in milliseconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
    }

    /// Records a frame; `motion` is when the oldest motion it answers arrived, if any. Returns the line `--stats`
    /// prints.
    mutating func record(start: Double, end: Double, motion: Double?) -> String {
        frames.append(end - start)
        var line = "frame \(frames.count): \(Self.ms(end - start)) ms"
        if let motion {
            motionToRepaint.append(end - motion)
            line += " (motion to repaint \(Self.ms(end - motion)) ms)"
        }
        return line
    }

    /// The closing summary.
    var summary: String {
        "stats: frames=\(frames.count) frame_median_ms=\(Self.ms(Self.median(frames))) frame_p95_ms=\(Self.ms(Self.percentile(frames, 0.95))) "
            + "motion_samples=\(motionToRepaint.count) motion_to_repaint_median_ms=\(Self.ms(Self.median(motionToRepaint))) "
            + "motion_to_repaint_p95_ms=\(Self.ms(Self.percentile(motionToRepaint, 0.95)))"
    }

    static func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

    static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let position = p * Double(sorted.count - 1)
        let low = Int(position.rounded(.down)), high = Int(position.rounded(.up))
        return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
    }

    private static func ms(_ value: Double) -> String { String(format: "%.2f", value) }
}
