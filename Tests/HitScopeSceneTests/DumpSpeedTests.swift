import Foundation
import HitScopeCore
import HitScopeScene
import Testing

/// Issue 5's budget: a 10,000-line dump imports in at most 100 ms in a release build. Measured through the entry
/// point every command uses (read the file, detect the format, import), median of 7 runs. The budget is asserted
/// in release builds only (`swift test -c release --filter DumpSpeedTests`); debug builds check the import once.
struct DumpSpeedTests {
    @Test func tenThousandLineDump() throws {
        let scene = try DumpRoundTripTests.dumpable(SceneGenerator(viewCount: 10_000, seed: 1).generate())
        let dump = DumpWriter.dump(scene)
        let lines = dump.split(separator: "\n").count
        #expect(lines >= 10_000)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-speed-\(UUID().uuidString).txt")
        try Data(dump.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        #if DEBUG
            let runs = 1  // the figure only means something in release builds
        #else
            let runs = 7
        #endif
        var timings: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let loaded = try SceneInput.load(path: file.path)
            let elapsed = ContinuousClock.now - start
            #expect(loaded.scene.hierarchy.count == scene.hierarchy.count)
            timings.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        }
        let median = timings.sorted()[timings.count / 2]
        print("dump import: \(lines) lines, \(dump.utf8.count) bytes, median \(String(format: "%.1f", median)) ms (runs: \(timings.map { String(format: "%.1f", $0) }.joined(separator: ", ")))")
        #if !DEBUG
            #expect(median <= 100, "median \(median) ms for \(lines) lines")
        #endif
    }
}
