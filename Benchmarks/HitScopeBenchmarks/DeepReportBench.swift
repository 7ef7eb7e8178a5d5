import Foundation
import HitScopeFixtures

/// `hitscope report` of an Appium page source whose elements nest 1,000 and 2,000 levels deep, whole process, best
/// of 3: twice the depth must cost at most 2.5 times as much (docs/security.md, "Linear in nesting"). A trace-region
/// map that copied each view's chain of translations per row made the 5,000-level report of DeepInputCommandTests
/// take 298 s, most of it the kernel's (2026-12-02); it grows as the square of the depth, which this row catches.
enum DeepReportBench {
    static func measure(_ hitscope: String, into table: inout Table) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-bench-deep-report")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var best: [Int: Double] = [:]
        for levels in [1_000, 2_000] {
            let source = folder.appendingPathComponent("deep\(levels).xml")
            try Data(DeepPageSource.text(levels: levels).utf8).write(to: source)
            let page = folder.appendingPathComponent("deep\(levels).html").path
            let runs = (0..<3).compactMap { _ in Measure.command(hitscope, ["report", source.path, "-o", page])?.milliseconds }
            guard let fastest = runs.min() else { continue }
            best[levels] = fastest
            table.add(Figure("report of an Appium source \(levels) levels deep (whole process)", fastest, "ms"))
        }
        if let shallow = best[1_000], let deep = best[2_000] {
            table.add(Figure("report, 2,000 levels deep / 1,000 levels deep", deep / shallow, "×", atMost: 2.5))
        }
    }
}
