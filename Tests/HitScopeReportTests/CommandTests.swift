import Foundation
import HitScopeTestSupport
import Testing

/// `hitscope report` and `hitscope gallery` as a user runs them.
@Suite("report and gallery commands")
struct CommandTests {
    @Test("report writes one HTML file for the scene's taps or for --at points")
    func report() throws {
        let folder = try TemporaryFolder()
        let output = folder.file("r.html")
        let result = try CLI.run(["report", Examples.url("seed000-experiment1-siblings").path, "--at", "125,125", "--at", "1,1", "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("Tap 1 at (125, 125) → btn1 (control)"))
        #expect(html.contains("Tap 2 at (1, 1) → nobody"))
        #expect(!html.contains("Tap 3"))
    }

    @Test("report --format svg draws the scene and the chosen tap")
    func svg() throws {
        let result = try CLI.run(["report", Examples.url("seed000-experiment1-siblings").path, "--format", "svg", "--tap", "2", "-o", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("<?xml"))
        #expect(result.stdout.contains("data-tap=\"1\""))
        #expect(!result.stdout.contains("data-tap=\"0\""))
    }

    @Test(
        "Usage errors exit 64 (EX_USAGE), bad input exits 2",
        arguments: [
            (["--passes", "3"], Int32(64), "--passes must be 1 or 2"),
            (["--tap", "1"], 64, "--tap only applies to --format svg"),
            (["--format", "svg", "--tap", "9"], 64, "--tap 9: the report has 2 taps"),
        ])
    func errors(arguments: [String], status: Int32, message: String) throws {
        let result = try CLI.run(["report", Examples.url("seed000-experiment1-siblings").path, "-o", "-"] + arguments)
        #expect(result.status == status)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("A scene that cannot be read exits 2 with its place")
    func badScene() throws {
        let folder = try TemporaryFolder()
        let scene = try folder.write("name: x\nsize: [10, 10]\nwindows: [ { name: w, frame: [0, 0, 10] } ]\n", to: "bad.yaml")
        let result = try CLI.run(["report", scene.path, "-o", folder.file("r.html").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("bad.yaml:"))
        #expect(!FileManager.default.fileExists(atPath: folder.file("r.html").path))
    }

    @Test("gallery writes an index and a report per scene, linked relatively")
    func gallery() throws {
        let folder = try TemporaryFolder()
        let site = folder.file("site")
        let result = try CLI.run(["gallery", Examples.folder.path, "-o", site.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: site.path).sorted()
        // A page per input, named after its path, extension kept: never two inputs on one page, never index.html.
        #expect(files == (["index.html"] + Examples.all.map { "\($0).yaml.html" }).sorted())
        let index = String(decoding: try Data(contentsOf: site.appendingPathComponent("index.html")), as: UTF8.self)
        for name in Examples.all { #expect(index.contains("href=\"\(name).yaml.html\"")) }
        for file in files {
            let page = String(decoding: try Data(contentsOf: site.appendingPathComponent(file)), as: UTF8.self)
            let links = page.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            for link in links {
                #expect(!link.contains("://") && !link.hasPrefix("/"), "\(file) links to \(link)")
            }
            if file != "index.html" { #expect(page.contains("href=\"index.html\"")) }
        }
    }

    @Test("gallery stops at a scene it cannot read, says where, and exits 2")
    func galleryBadScene() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("name: ok\nsize: [10, 10]\nwindows: [ { name: w, frame: [0, 0, 10, 10] } ]\n", to: "a.yaml")
        _ = try folder.write("name: broken\nsize: [10, 10]\nwindows: [ { name: w, frame: nope } ]\n", to: "b.yaml")
        _ = try folder.write("name: broken too\nsize: [10, 10]\nwindows: [ { name: w, frame: nope } ]\n", to: "c.yaml")
        let result = try CLI.run(["gallery", folder.url.path, "-o", folder.file("site").path])
        #expect(result.status == 2)
        // The first input that cannot be read, in the inputs' order, whichever core read it first; no page written.
        #expect(result.stderr.contains("b.yaml:3") && !result.stderr.contains("c.yaml"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.file("site/index.html").path))
        #expect(!FileManager.default.fileExists(atPath: folder.file("site/a.yaml.html").path))
    }

    @Test("gallery writes the same bytes on one core as on every core: pages in subfolders, the index in the inputs' order")
    func galleryOnOneCore() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("flows"), withIntermediateDirectories: true)
        for seed in 1...6 {
            let scene = try CLI.run(["generate", "--views", "12", "--seed", "\(seed)"])
            #expect(scene.status == 0, "\(scene.stderr)")
            _ = try folder.write(scene.stdout, to: seed % 2 == 0 ? "flows/s\(seed).yaml" : "s\(seed).yaml")
        }
        let every = try CLI.run(["gallery", folder.url.path, "-o", folder.file("every").path])
        #expect(every.status == 0, "\(every.stderr)")
        // taskset: one core, so one worker (ProcessInfo.activeProcessorCount follows the affinity).
        let one = try CLI.run(
            ["-c", "0", CLI.executable.path, "gallery", folder.url.path, "-o", folder.file("one").path], binary: "/usr/bin/taskset")
        #expect(one.status == 0 && one.stdout == every.stdout.replacingOccurrences(of: "/every/", with: "/one/"), "\(one.stderr)")
        let pages = ["index.html", "s1.yaml.html", "s3.yaml.html", "s5.yaml.html", "flows/s2.yaml.html", "flows/s4.yaml.html", "flows/s6.yaml.html"]
        for page in pages {
            let a = try Data(contentsOf: folder.file("every/\(page)")), b = try Data(contentsOf: folder.file("one/\(page)"))
            #expect(a == b, "\(page)")
        }
        let index = String(decoding: try Data(contentsOf: folder.file("every/index.html")), as: UTF8.self)
        let order = ["flows/s2.yaml.html", "flows/s4.yaml.html", "flows/s6.yaml.html", "s1.yaml.html", "s3.yaml.html", "s5.yaml.html"]
        let positions = order.compactMap { index.range(of: "href=\"\($0)\"")?.lowerBound }
        #expect(positions.count == order.count && positions == positions.sorted())
    }

    @Test("gallery: a scene over its share of what is kept from the check to the page is read again, and gets the page it gets when kept")
    func galleryReadsLargeScenesAgain() throws {
        let folder = try TemporaryFolder()
        for name in ["alone", "shared"] { try FileManager.default.createDirectory(at: folder.file(name), withIntermediateDirectories: true) }
        // Five inputs share GalleryBuild.keptBytes (100 MiB): 20 MiB each, less than the first weighs at a kilobyte a
        // view (25,001 views with its window); alone, it is kept.
        let large = try CLI.run(["generate", "--views", "25000", "--seed", "4"])
        #expect(large.status == 0, "\(large.stderr)")
        _ = try folder.write(large.stdout, to: "alone/a.yaml")
        _ = try folder.write(large.stdout, to: "shared/a.yaml")
        for seed in 1...4 {
            let scene = try CLI.run(["generate", "--views", "12", "--seed", "\(seed)"])
            _ = try folder.write(scene.stdout, to: "shared/s\(seed).yaml")
        }
        for name in ["alone", "shared"] {
            let result = try CLI.run(["gallery", folder.file(name).path, "-o", folder.file("site-\(name)").path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let kept = try Data(contentsOf: folder.file("site-alone/a.yaml.html"))
        let readAgain = try Data(contentsOf: folder.file("site-shared/a.yaml.html"))
        #expect(kept.count > 100_000 && kept == readAgain)
    }

    @Test("gallery reads a folder's inputs as diff and audit do, and names every other file on standard error, with why")
    func gallerySkipped() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("name: ok\nsize: [10, 10]\nwindows: [ { name: w, frame: [0, 0, 10, 10] } ]\n", to: "a.yaml")
        let dump = try String(contentsOf: Examples.repository.appendingPathComponent("Resources/Samples/dump.txt"), encoding: .utf8)
        _ = try folder.write(dump, to: "inbox.txt")
        _ = try folder.write(try String(contentsOf: Examples.repository.appendingPathComponent("Resources/Samples/page-source.xml"), encoding: .utf8), to: "inbox.xml")
        _ = try folder.write("my notes\n", to: "notes.md")
        _ = try folder.write("", to: "a.png")
        _ = try folder.write("", to: ".DS_Store")
        try FileManager.default.createDirectory(at: folder.file("old"), withIntermediateDirectories: true)
        let result = try CLI.run(["gallery", folder.url.path, "-o", folder.file("old/site").path])
        let dir = folder.url.path
        #expect(result.status == 0, "\(result.stderr)")
        let skipped = result.stderr.split(separator: "\n").filter { $0.hasPrefix("hitscope gallery: skipped") }
        #expect(skipped == [
            "hitscope gallery: skipped \(dir)/a.png: a picture no scene draws: name it in a scene's screenshot:, or its folder with --screenshots",
            "hitscope gallery: skipped \(dir)/notes.md: not a scene file (.yaml, .yml, .json), a recursiveDescription dump or an accessibility snapshot",
        ])
        // The dump and the page source are inputs, as diff and audit take them; the output folder inside is none.
        #expect(result.stdout.hasSuffix("index.html and 3 reports\n"))
        for page in ["a.yaml.html", "inbox.txt.html", "inbox.xml.html"] {
            #expect(FileManager.default.fileExists(atPath: folder.file("old/site/\(page)").path), "\(page)")
        }
        // The examples' screenshot is drawn by its scene: nothing is left out there.
        let examples = try CLI.run(["gallery", Examples.folder.path, "-o", folder.file("examples").path])
        #expect(examples.status == 0 && examples.stderr.isEmpty, "\(examples.stderr)")
    }

    @Test("report of a folder writes one report per input, named as the gallery names them, each the report of that file alone; no index")
    func reportFolder() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("name: ok\nsize: [10, 10]\nwindows: [ { name: w, frame: [0, 0, 10, 10] } ]\n", to: "a.yaml")
        try FileManager.default.createDirectory(at: folder.file("flows"), withIntermediateDirectories: true)
        let dump = try String(contentsOf: Examples.repository.appendingPathComponent("Resources/Samples/dump.txt"), encoding: .utf8)
        _ = try folder.write(dump, to: "flows/inbox.txt")
        let result = try CLI.run(["report", folder.url.path, "-o", folder.file("out").path, "--at", "5,5"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("wrote 2 reports into"), "\(result.stderr)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.file("out").path).filter { $0.hasSuffix(".html") }.sorted()
        #expect(files == ["a.yaml.html", "flows/inbox.txt.html"])
        // The page of a file in the folder is the page `report` writes for that file alone.
        let alone = try CLI.run(["report", folder.file("a.yaml").path, "-o", folder.file("alone.html").path, "--at", "5,5"])
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(try Data(contentsOf: folder.file("out/a.yaml.html")) == Data(contentsOf: folder.file("alone.html")))
        // What names one file is refused for a folder, as a usage error.
        for extra in [["--format", "svg"], ["--screenshot", "x.png"]] {
            let refused = try CLI.run(["report", folder.url.path, "-o", folder.file("svg").path] + extra)
            #expect(refused.status == 64, "\(extra): \(refused.stderr)")
        }
        #expect(try CLI.run(["report", folder.url.path, "-o", "-"]).status == 64)
    }

    @Test("gallery of a folder without scenes exits 2")
    func galleryEmpty() throws {
        let folder = try TemporaryFolder()
        let result = try CLI.run(["gallery", folder.url.path, "-o", folder.file("site").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no scene files"))
    }
}
