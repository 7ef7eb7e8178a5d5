import Foundation
import HitScopeFixtures

/// `hitscope report` of an Appium page source whose elements nest 1,000 and 2,000 levels deep, whole process: twice
/// the depth must cost at most 2.5 times as much (docs/security.md, "Linear in nesting"). A trace-region map that
/// copied each view's chain of translations per row made the 5,000-level report of DeepInputCommandTests take 298 s,
/// most of it the kernel's (2026-12-02); it grows as the square of the depth, which this row catches. The two depths
/// are run in turn, seven times each, and the ratio is of their median CPU times (user and system): on this shared
/// machine the same run's time varied by half between two minutes, and a ratio of two best times (one run each
/// caught in a quiet moment or not) from 2.1 to 2.75 in three runs of the same binary.
enum DeepReportBench {
    static func measure(_ hitscope: String, into table: inout Table) throws {
        let folder = try Measure.scratchFolder(named: "deep-report")
        defer { try? FileManager.default.removeItem(at: folder) }
        let depths = [1_000, 2_000]
        var wall: [Int: Double] = [:]
        var cpu: [Int: [Double]] = [:]
        for levels in depths {
            try Data(DeepPageSource.text(levels: levels).utf8).write(to: folder.appendingPathComponent("deep\(levels).xml"))
        }
        for _ in 0..<7 {
            for levels in depths {
                let source = folder.appendingPathComponent("deep\(levels).xml").path
                let page = folder.appendingPathComponent("deep\(levels).html").path
                guard let run = Measure.command(hitscope, ["report", source, "-o", page]) else { continue }
                wall[levels] = min(wall[levels] ?? .infinity, run.milliseconds)
                cpu[levels, default: []].append(run.cpuMilliseconds)
            }
        }
        for levels in depths {
            guard let fastest = wall[levels] else { continue }
            table.add(Figure("report of an Appium source \(levels) levels deep (whole process, best of 7)", fastest, "ms"))
        }
        if let shallow = cpu[1_000].flatMap(median), let deep = cpu[2_000].flatMap(median) {
            table.add(Figure("report, 2,000 levels deep / 1,000 levels deep (median CPU time)", deep / shallow, "×", atMost: 2.5))
        }
    }

    private static func median(_ values: [Double]) -> Double? {
        let sorted = values.sorted()
        return sorted.isEmpty ? nil : sorted[sorted.count / 2]
    }
}
