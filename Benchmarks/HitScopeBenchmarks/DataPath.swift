import Foundation
import HitScopeCore
import HitScopeFixtures
import HitScopeScene

/// The data path (issue 18): what a user gets through the CLI, end to end — points read from a file, answers
/// written to standard output — on a 10,000-view generated scene. Each figure subtracts the start-up (scene
/// read and engine built): the same command on a file of one point.
enum DataPath {
    /// Writes `count` random points over `size` (0.01 pt steps), one `x,y` a line; the same for the same seed,
    /// so that a shorter file is the start of a longer one.
    static func writePoints(count: Int, over size: Size, to path: String, seed: UInt64 = 5) throws {
        var state = seed
        var text = ""
        text.reserveCapacity(count * 16)
        func next(_ extent: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (Double(state >> 33) / Double(1 << 31) * extent * 100).rounded() / 100
        }
        for _ in 0..<count { text += "\(formatNumber(next(size.width))),\(formatNumber(next(size.height)))\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Milliseconds of `hitscope ARGUMENTS --points POINTS` (best of `runs`) less those of the same command on
    /// `onePoint`; standard output goes to `output`. The two commands run in turn, so that a slow spell of the
    /// machine falls on both rather than on one.
    static func milliseconds(
        _ hitscope: String, _ arguments: [String], points: String, onePoint: String, runs: Int = 3, output: String = "/dev/null"
    ) -> Double? {
        var (all, one) = ([Double](), [Double]())
        for _ in 0..<runs {
            if let time = Measure.commandMilliseconds(hitscope, arguments + ["--points", points], output: output) { all.append(time) }
            if let time = Measure.commandMilliseconds(hitscope, arguments + ["--points", onePoint], output: "/dev/null") { one.append(time) }
        }
        guard let best = all.min(), let start = one.min() else { return nil }
        return best - start
    }

    /// `trace --points FILE --hit-only --format json` per point, in microseconds, over 200,000 points of `scene`
    /// (the points files are written into `folder`).
    static func hitOnlyMicroseconds(_ hitscope: String, scene: String, size: Size, in folder: URL) throws -> Double? {
        let many = folder.appendingPathComponent("points-200k.txt").path
        let one = folder.appendingPathComponent("points-1.txt").path
        try writePoints(count: 200_000, over: size, to: many)
        try writePoints(count: 1, over: size, to: one)
        // Best of 7: at about 80 ns a point the whole run is some 16 ms, in which the machine's noise shows.
        return milliseconds(hitscope, ["trace", scene, "--hit-only", "--format", "json"], points: many, onePoint: one, runs: 7).map {
            $0 * 1000 / 200_000
        }
    }

    /// The data-path rows of the table.
    static func measure(_ hitscope: String, repository: URL, into table: inout Table) throws {
        let folder = try Measure.scratchFolder(named: "data-path")
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = SceneGenerator(viewCount: 10_000, seed: 1).generate()
        let scene = folder.appendingPathComponent("scene.yaml").path
        try Data(SceneWriter.yaml(generated).utf8).write(to: URL(fileURLWithPath: scene))
        if let perPoint = try hitOnlyMicroseconds(hitscope, scene: scene, size: generated.size, in: folder) {
            table.add(Figure("CLI trace --points --hit-only, JSON, 200,000 pts, 10,000 views", perPoint * 1000, "ns/pt", atMost: 1000))
        }
        let traced = folder.appendingPathComponent("points-10k.txt").path
        let one = folder.appendingPathComponent("points-1.txt").path
        try writePoints(count: 10_000, over: generated.size, to: traced)
        let lines = folder.appendingPathComponent("traces.jsonl").path
        if let json = milliseconds(hitscope, ["trace", scene, "--format", "json"], points: traced, onePoint: one, output: lines) {
            let bytes = (try? FileManager.default.attributesOfItem(atPath: lines)[.size] as? Int) ?? 0
            let throughput = Double(bytes) / 1e6 / (json / 1000)
            table.add(Figure("CLI trace --points, JSON, 10,000 pts, 10,000 views", json * 1000 / 10_000, "µs/pt"))
            table.add(Figure("CLI trace --points, JSON: bytes per point", Double(bytes) / 10_000, "B"))
            table.add(Figure("CLI trace --points, JSON: output throughput", throughput, "MB/s"))
            let script = repository.appendingPathComponent("scripts/peer/orjson_reencode.py").path
            if let orjson = python(script, [lines]) {
                table.add(Figure("Python orjson re-encoding the same lines (sorted keys)", orjson, "MB/s"))
                table.add(Figure("CLI JSON trace throughput / orjson's", throughput / orjson, "×", atLeast: 1))
            }
        }
        if let text = milliseconds(hitscope, ["trace", scene], points: traced, onePoint: one) {
            table.add(Figure("CLI trace --points, text, 10,000 pts, 10,000 views", text * 1000 / 10_000, "µs/pt", atMost: 10))
        }
    }

    /// The number a Python script prints, or nil if it failed.
    private static func python(_ script: String, _ arguments: [String]) -> Double? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) : nil
    }
}
