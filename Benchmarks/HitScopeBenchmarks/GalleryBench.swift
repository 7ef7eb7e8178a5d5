import Foundation
import HitScopeFixtures
import HitScopeScene

/// `hitscope gallery` and the report page's size, whole process: galleries of growing numbers of generated
/// fifty-view screens (every core: one worker per core), and the bytes of one fifty-view report (`report`).
enum GalleryBench {
    /// The gallery's sizes, in screens (for the growth plot); the largest is the target's.
    static let screenCounts = [125, 250, 500, 1_000]

    /// Adds the rows; returns the galleries' times by number of screens.
    @discardableResult
    static func measure(_ hitscope: String, into table: inout Table) throws -> [Int: Double] {
        let folder = try Measure.scratchFolder(named: "gallery")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The screens as `hitscope generate --views 50 --seed N` writes them; a gallery of n screens reads the first n.
        let screens = (1...(screenCounts.max() ?? 0)).map { SceneWriter.yaml(SceneGenerator(viewCount: 50, seed: UInt64($0)).generate()) }
        var times: [Int: Double] = [:]
        for count in screenCounts {
            let inputs = folder.appendingPathComponent("screens-\(count)")
            try FileManager.default.createDirectory(at: inputs, withIntermediateDirectories: true)
            for (index, screen) in screens.prefix(count).enumerated() {
                try Data(screen.utf8).write(to: inputs.appendingPathComponent("s\(index + 1).yaml"))
            }
            let site = folder.appendingPathComponent("site-\(count)").path
            // Best of 3 for the target's size; one run for the others (a growth plot, not a target).
            let runs = count == screenCounts.max() ? 3 : 1
            guard let best = (0..<runs).compactMap({ _ in Measure.command(hitscope, ["gallery", inputs.path, "-o", site]) }).min(by: { $0.milliseconds < $1.milliseconds })
            else { continue }
            times[count] = best.milliseconds
            let target: Double? = count == 1_000 ? 15 : nil
            table.add(Figure("hitscope gallery, \(count) fifty-view screens (whole process, every core)", best.milliseconds / 1000, "s", atMost: target))
            if count == screenCounts.max() {
                table.add(Figure("hitscope gallery, \(count) fifty-view screens: peak RSS", Double(best.peakBytes) / 1_048_576, "MiB"))
                pageSizes(in: URL(fileURLWithPath: site), screens: count, into: &table)
            }
        }
        // One fifty-view report (seed 1, its own taps), as `hitscope report` writes it.
        let scene = folder.appendingPathComponent("fifty.yaml")
        try Data(screens[0].utf8).write(to: scene)
        let page = folder.appendingPathComponent("fifty.html")
        if Measure.commandMilliseconds(hitscope, ["report", scene.path, "-o", page.path]) != nil,
            let size = try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int
        {
            table.add(Figure("report of a fifty-view scene (generate --views 50 --seed 1): file size", Double(size) / 1024, "KB", atMost: 200))
        }
        return times
    }

    /// The held-out pages: every report page of the gallery (seeds 1 to `screens`), the largest against the target
    /// and the share over it (no target of its own: the seed-1 row is the figure).
    private static func pageSizes(in site: URL, screens: Int, into table: inout Table) {
        let pages = (1...screens).compactMap { index in
            try? FileManager.default.attributesOfItem(atPath: site.appendingPathComponent("s\(index).yaml.html").path)[.size] as? Int
        }
        guard let largest = pages.max(), pages.count == screens else { return }
        table.add(Figure("the gallery's \(screens) fifty-view pages: the largest", Double(largest) / 1024, "KB", atMost: 200))
        let over = pages.filter { $0 > 200 * 1024 }.count
        table.add(Figure("the gallery's \(screens) fifty-view pages: the share over 200 KB", Double(over) * 100 / Double(screens), "%"))
    }

    /// The growth plot of the galleries' times (`growth-gallery.svg`).
    static func growth(_ times: [Int: Double]) -> GrowthPlot {
        GrowthPlot(series: [.init(name: "hitscope gallery of fifty-view screens", values: times, dash: .solid, paint: .hitView)], axes: .gallery)
    }
}
