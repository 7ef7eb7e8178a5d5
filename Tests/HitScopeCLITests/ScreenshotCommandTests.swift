import Foundation
import HitScopeTestSupport
import Testing

/// `--screenshot` on import, report and view, and `gallery --screenshots`: a PNG of the right size is taken and
/// kept beside the scene; one of another size is exit 2 with what to do.
@Suite struct ScreenshotCommandTests {
    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-shots-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test("import --screenshot checks the PNG against the dump's screen and names it beside the scene it writes")
    func importKeepsTheScreenshot() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("shots/table.png")
        try FileManager.default.createDirectory(at: png.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(TestPNG.solid(width: 750, height: 1334, red: 20, green: 120, blue: 220)).write(to: png)
        let scene = folder.appendingPathComponent("table.yaml").path
        let dump = ImportCommandTests.dump("ios12-navigation-table.txt")
        let imported = try CLI.run(["import", dump, "--screenshot", png.path, "-o", scene])
        #expect(imported.status == 0, "\(imported.stderr)")
        let yaml = try String(contentsOfFile: scene, encoding: .utf8)
        #expect(yaml.contains("screenshot: {file: shots/table.png, scale: 2}"))
        let report = try CLI.run(["report", scene, "-o", folder.appendingPathComponent("table.html").path])
        #expect(report.status == 0, "\(report.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("table.html"), encoding: .utf8)
        #expect(html.contains("img-src data:;") && html.contains("href=\"data:image/png;base64,"))

        let small = folder.appendingPathComponent("small.png")
        try Data(TestPNG.solid(width: 100, height: 100, red: 0, green: 0, blue: 0)).write(to: small)
        let refused = try CLI.run(["import", dump, "--screenshot", small.path, "-o", folder.appendingPathComponent("x.yaml").path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("\(small.path): the screenshot \(small.path) is 100 × 100 pixels: not the shape of the scene's 375 × 667 points"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.yaml").path))
    }

    @Test("report --screenshot replaces the scene's; a mismatched or broken PNG is exit 2 naming the file")
    func reportTakesAScreenshot() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("seed.png")
        try Data(TestPNG.solid(width: 750, height: 1334, red: 200, green: 40, blue: 40)).write(to: png)
        let svg = try CLI.run(["report", Examples.path("seed001-views-a-to-e"), "--screenshot", png.path, "--format", "svg", "-o", "-"])
        #expect(svg.status == 0, "\(svg.stderr)")
        #expect(svg.stdout.contains("<g class=\"layer layer-screenshot\"><image x=\"0\" y=\"0\""))
        let broken = folder.appendingPathComponent("broken.png")
        try Data("GIF89a".utf8).write(to: broken)
        let refused = try CLI.run(["report", Examples.path("seed001-views-a-to-e"), "--screenshot", broken.path, "-o", folder.appendingPathComponent("r.html").path])
        #expect(refused.status == 2)
        // Not a PNG, or no file at all: one message, so that a log does not tell what exists.
        #expect(refused.stderr.hasPrefix("\(broken.path): the screenshot cannot be used — --screenshot names a PNG file"), "\(refused.stderr)")
        let none = folder.appendingPathComponent("none.png").path
        let missing = try CLI.run(["view", Examples.path("seed001-views-a-to-e"), "--screenshot", none])
        #expect(missing.status == 2, "\(missing.stderr)")
        #expect(missing.stderr == refused.stderr.replacingOccurrences(of: broken.path, with: none), "\(missing.stderr)")
    }

    @Test("gallery --screenshots draws each scene over the PNG of its name and leaves the others as they are")
    func galleryScreenshots() throws {
        let folder = try folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scenes = folder.appendingPathComponent("scenes"), shots = folder.appendingPathComponent("shots")
        for url in [scenes, shots] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        for name in ["seed001-views-a-to-e", "seed001-responder-chain"] {
            try FileManager.default.copyItem(atPath: Examples.path(name), toPath: scenes.appendingPathComponent("\(name).yaml").path)
        }
        try Data(TestPNG.solid(width: 375, height: 667, red: 0, green: 0, blue: 0)).write(to: shots.appendingPathComponent("seed001-views-a-to-e.png"))
        let site = folder.appendingPathComponent("site").path
        let result = try CLI.run(["gallery", scenes.path, "--screenshots", shots.path, "-o", site])
        #expect(result.status == 0, "\(result.stderr)")
        let withShot = try String(contentsOfFile: site + "/seed001-views-a-to-e.yaml.html", encoding: .utf8)
        let without = try String(contentsOfFile: site + "/seed001-responder-chain.yaml.html", encoding: .utf8)
        #expect(withShot.contains("<g class=\"layer layer-screenshot\">") && !without.contains("<g class=\"layer layer-screenshot\">"))
        // The index's thumbnails are drawn as without screenshots: filled, titled, and no picture in the page.
        let plainSite = folder.appendingPathComponent("plain").path
        #expect(try CLI.run(["gallery", scenes.path, "-o", plainSite]).status == 0)
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index == (try String(contentsOfFile: plainSite + "/index.html", encoding: .utf8)))
        let notAFolder = try CLI.run(["gallery", scenes.path, "--screenshots", site + "/index.html", "-o", site])
        #expect(notAFolder.status != 0 && notAFolder.stderr.contains("is not a folder"))
    }
}
