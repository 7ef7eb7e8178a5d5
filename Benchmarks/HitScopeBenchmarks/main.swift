import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeFixtures
import HitScopeAudit
import HitScopeScene
import HitScopeReport

// scripts/bench runs this in release mode: hit-test speed, traced and untraced, at several scene sizes, the CLI's
// data path, and memory. Usage: HitScopeBenchmarks [--json FILE] [--hitscope PATH] [--hit-tests-only |
// --data-path-only | --diff-only (with the audit of a folder) | --gallery-only | --deep-only]; `--load FILE` is its own child mode, and `--profile traced|untraced [--views N] [--repeats R]`
// only hit-tests the benchmark's points, and `--pages N` only makes N gallery pages, for a profiler (`perf record`,
// `valgrind --tool=cachegrind`) to watch.

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

// Child mode: load one scene file and report the peak memory, so that the figure is the scene's alone.
if let file = option("--load") {
    do {
        let before = Measure.residentBytes()
        let scene = try SceneFiles.load(path: file).scene
        let tester = HitTester(scene.hierarchy)
        _ = mallocTrim(0)  // hand the parser's freed memory back, so that what stays resident is what the scene holds
        let after = Measure.residentBytes()
        print("\(tester.hierarchy.count) \(Measure.peakResidentBytes()) \(after - before)")
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(2)
    }
}

// Peer mode (scripts/bench-peer): write the page, the points and HitScope's own answers and figure for them.
if let folder = option("--peer") {
    let views = Int(option("--views") ?? "10000") ?? 10_000
    let scene = SceneGenerator(viewCount: views, seed: 1, withoutPointInsideOverrides: true).generate()
    let tester = HitTester(scene.hierarchy)
    var state: UInt64 = 2024
    let points = (0..<2_000).map { _ -> Point in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let x = Double(state >> 33) / Double(1 << 31) * scene.size.width
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Point(x, Double(state >> 33) / Double(1 << 31) * scene.size.height)
    }
    var sink = 0
    let perPoint = Measure.nanosecondsPerItem(count: points.count) {
        for point in points { sink &+= Int(tester.hitTest(point)?.rawValue ?? 0) }
    }
    let answers = points.map { point -> Int in
        guard let hit = tester.hitTest(point) else { return -1 }
        return scene.hierarchy[hit].isWindow ? -1 : Int(hit.rawValue)
    }
    // Points within 1 pt of a place where the answer changes: a browser snaps coordinates there (it answered
    // 15.2 inside a box that starts at x = 16 on this machine), so disagreements are expected at such points.
    let nearEdge = points.map { point -> Bool in
        let here = tester.hitTest(point)
        return [(1.0, 0.0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)].contains { dx, dy in tester.hitTest(Point(point.x + dx, point.y + dy)) != here }
    }
    let base = URL(fileURLWithPath: folder)
    try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    try Data(PeerPage.html(scene).utf8).write(to: base.appendingPathComponent("page.html"))
    try Data(SceneWriter.yaml(scene).utf8).write(to: base.appendingPathComponent("scene.yaml"))
    var data: [String: Any] = [
        "views": views, "points": points.map { [$0.x, $0.y] }, "hitscope": answers, "nearEdge": nearEdge, "hitscopeNanoseconds": perPoint + Double(sink & 0),
    ]
    // With --hitscope: what a user gets through the CLI on the same scene, end to end (points file in, JSON out).
    if let hitscope = option("--hitscope"),
        let cli = try DataPath.hitOnlyMicroseconds(hitscope, scene: base.appendingPathComponent("scene.yaml").path, size: scene.size, in: base)
    {
        data["cliNanoseconds"] = cli * 1000
    }
    try JSONSerialization.data(withJSONObject: data).write(to: base.appendingPathComponent("hitscope.json"))
    exit(0)
}

/// The repository this benchmark was built from (for examples and scripts).
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

var table = Table(machine: Table.machineDescription())

/// Points to hit-test: a grid every 4 points over the screen, then 10,000 random ones.
func points(for size: Size, seed: UInt64) -> (grid: [Point], random: [Point]) {
    var grid: [Point] = []
    for y in stride(from: 0.5, to: size.height, by: 4) { for x in stride(from: 0.5, to: size.width, by: 4) { grid.append(Point(x, y)) } }
    var state = seed
    let random = (0..<10_000).map { _ -> Point in
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let x = Double(state >> 33) / Double(1 << 31) * size.width
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let y = Double(state >> 33) / Double(1 << 31) * size.height
        return Point(x, y)
    }
    return (grid, random)
}

// Profiling mode: the hit tests of the table below and nothing else, so that a profiler sees only them.
if let mode = option("--profile") {
    let scene = SceneGenerator(viewCount: Int(option("--views") ?? "100000") ?? 100_000, seed: 1).generate()
    let tester = HitTester(scene.hierarchy)
    let (grid, random) = points(for: scene.size, seed: 7)
    var steps: [HitTestStep] = []
    var sink = 0
    for _ in 0..<(Int(option("--repeats") ?? "3") ?? 3) {
        for point in grid + random {
            let hit = mode == "traced" ? tester.trace(point, into: &steps) : tester.hitTest(point)
            sink &+= Int(hit?.rawValue ?? 0)
        }
    }
    print("\(mode): \(sink)")
    exit(0)
}

// Profiling mode: the gallery's page of each of `--pages N` generated fifty-view screens (seeds 1 to N), made in this
// process on one thread and not written, so that a profiler that cannot follow the CLI's workers (callgrind) counts
// what each page costs.
if let count = option("--pages").flatMap(Int.init) {
    var bytes = 0
    for seed in 1...max(1, count) {
        let scene = SceneGenerator(viewCount: 50, seed: UInt64(seed)).generate()
        let name = "s\(seed).yaml"
        let entry = GallerySite.Entry(sourceFile: name, reportFile: name + ".html", indexLink: "index.html", scene: scene, audit: nil)
        bytes += GallerySite.page(entry, number: seed - 1).report.utf8.count
    }
    print("pages: \(bytes) bytes")
    exit(0)
}

table.header()
// The data path alone (`--data-path-only --hitscope PATH`: any build of the CLI, e.g. an older one for comparison).
if arguments.contains("--data-path-only"), let hitscope = option("--hitscope") {
    try DataPath.measure(hitscope, repository: repository, into: &table)
    exit(0)
}
// The gallery and page-size rows alone (`--gallery-only --hitscope PATH`).
if arguments.contains("--gallery-only"), let hitscope = option("--hitscope") {
    let times = try GalleryBench.measure(hitscope, into: &table)
    if let json = option("--json") {
        let plot = URL(fileURLWithPath: json).deletingLastPathComponent().appendingPathComponent("growth-gallery.svg")
        try FileManager.default.createDirectory(at: plot.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(GalleryBench.growth(times).svg().utf8).write(to: plot)
        print("written: \(plot.path)")
    }
    exit(0)
}
// The diff rows and the audit of a folder alone (`--diff-only --hitscope PATH`).
if arguments.contains("--diff-only"), let hitscope = option("--hitscope") {
    try DiffBench.measure(hitscope, into: &table)
    try AuditFolderBench.measure(hitscope, into: &table)
    exit(0)
}
// The deep report rows alone (`--deep-only --hitscope PATH`).
if arguments.contains("--deep-only"), let hitscope = option("--hitscope") {
    try DeepReportBench.measure(hitscope, into: &table)
    exit(0)
}
var sink = 0
var untracedBySize: [Int: Double] = [:]
var tracedBySize: [Int: Double] = [:]
for views in [1_000, 10_000, 100_000] {
    let scene = SceneGenerator(viewCount: views, seed: 1).generate()
    let tester = HitTester(scene.hierarchy)
    let (grid, random) = points(for: scene.size, seed: 7)
    let all = grid + random
    var steps: [HitTestStep] = []
    let (untraced, traced) = Measure.nanosecondsPerItem(count: all.count) {
        for point in all { sink &+= Int(tester.hitTest(point)?.rawValue ?? 0) }
    } _: {
        for point in all { sink &+= Int(tester.trace(point, into: &steps)?.rawValue ?? 0) &+ steps.count }
    }
    let stepsPerPoint = Double(all.reduce(0) { total, point in _ = tester.trace(point, into: &steps); return total + steps.count }) / Double(all.count)
    untracedBySize[views] = untraced
    tracedBySize[views] = traced
    table.add(Figure("untraced hit test, \(views) views (grid + random)", untraced, "ns/pt"))
    table.add(Figure("traced hit test, \(views) views (grid + random)", traced, "ns/pt"))
    table.add(Figure("traced hit test, \(views) views: steps recorded per point", stepsPerPoint, "steps"))
    table.add(Figure("traced (steps into a reused buffer) / untraced, \(views) views", traced / untraced, "×", atMost: 2))
}

if let small = untracedBySize[1_000], let large = untracedBySize[100_000] {
    table.add(Figure("untraced cost per point, 100,000 views / 1,000 views", large / small, "×", atMost: 4))
}
// The hit-test rows alone, for working on the engine (`scripts/bench --hit-tests-only`).
if arguments.contains("--hit-tests-only") { exit(0) }

// Touch-area map: which view gets each point of the screen, at 1 pt.
for views in [10_000, 100_000] {
    let scene = SceneGenerator(viewCount: views, seed: 1).generate()
    let tester = HitTester(scene.hierarchy)
    let oneWalk = Measure.milliseconds { sink &+= TouchAreaMap(tester: tester, size: scene.size).cells.count }
    table.add(Figure("touch-area map, \(views) views, 375×667 pt (one walk)", oneWalk, "ms", atMost: views == 10_000 ? 50 : nil))
    if views == 10_000 {
        let pointByPoint = Measure.milliseconds { sink &+= TouchAreaMap(pointByPoint: tester, size: scene.size).cells.count }
        table.add(Figure("touch-area map, \(views) views, point by point (reference)", pointByPoint, "ms"))
    }
}

// Touch-target audit: exact effective areas and findings for every control of a generated scene, in process.
do {
    let scene = SceneGenerator(viewCount: 10_000, seed: 1).generate()
    let audit = await Measure.milliseconds { sink &+= await Auditor().audit(scene, file: "generated.yaml").findings.count }
    table.add(Figure("touch-target audit, 10,000 views, both cores (exact areas + findings)", audit, "ms", atMost: 1000))
}

// Touch regressions (hitscope diff), whole process: two 10,000-view scenes, two folders of 1,000 snapshot files.
var diffBySize: [Int: Double] = [:]
if let hitscope = option("--hitscope") {
    diffBySize = try DiffBench.measure(hitscope, into: &table)
    try AuditFolderBench.measure(hitscope, into: &table)
    try DeepReportBench.measure(hitscope, into: &table)
}

// Documentation builds (hitscope gallery), whole process, every core: galleries of fifty-view screens; a page's bytes.
var galleryBySize: [Int: Double] = [:]
if let hitscope = option("--hitscope") { galleryBySize = try GalleryBench.measure(hitscope, into: &table) }

// A flat list: one view with a million subviews side by side (rows of a table scrolled to the middle).
do {
    var hierarchy = ViewHierarchy()
    let window = try hierarchy.addWindow(View(name: "window", className: "UIWindow", frame: Rect(0, 0, 375, 667)))
    var list = View(name: "list", className: "UITableView", frame: Rect(0, 0, 375, 667))
    list.boundsOrigin = Point(0, 44 * 500_000)
    let listID = try hierarchy.addSubview(list, to: window)
    for row in 0..<1_000_000 {
        try hierarchy.addSubview(View(name: "row\(row)", className: "UITableViewCell", frame: Rect(0, Double(row) * 44, 375, 44)), to: listID)
    }
    let tester = HitTester(hierarchy)
    let (grid, random) = points(for: Size(375, 667), seed: 11)
    let all = grid + random
    let perPoint = Measure.nanosecondsPerItem(count: all.count) {
        for point in all { sink &+= Int(tester.hitTest(point)?.rawValue ?? 0) }
    }
    table.add(Figure("untraced hit test, 1,000,000 subviews side by side", perPoint, "ns/pt", atMost: 10_000))
}

// Import: a 10,000-line recursiveDescription dump, read through the entry point every command uses.
do {
    var scene = SceneGenerator(viewCount: 10_000, seed: 1).generate()
    for index in 0..<scene.hierarchy.count {
        try scene.hierarchy.update(ViewID(index)) { view in
            view.hitTestRule = .standard  // a dump cannot say how hitTest is overridden
            view.pointInsideRule = .bounds
        }
    }
    let dump = DumpWriter.dump(scene)
    let folder = try Measure.scratchFolder(named: "dump")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("dump.txt")
    try Data(dump.utf8).write(to: file)
    let lines = dump.split(separator: "\n").count
    let importTime = Measure.milliseconds(repeats: 7) { sink &+= (try? SceneFiles.load(path: file.path).scene.hierarchy.count) ?? 0 }
    table.add(Figure("import a \(lines)-line recursiveDescription dump", importTime, "ms", atMost: 100))
}

// Memory: a 100,000-view scene file, YAML and JSON, loaded by a child process (parse + model + hit tester).
do {
    let scene100k = SceneGenerator(viewCount: 100_000, seed: 1).generate()
    let loadFolder = try Measure.scratchFolder(named: "load")
    defer { try? FileManager.default.removeItem(at: loadFolder) }
    for format in ["yaml", "json"] {
        let generated = loadFolder.appendingPathComponent("100k.\(format)")
        try (format == "yaml" ? Data(SceneWriter.yaml(scene100k).utf8) : SceneJSON.data(scene100k)).write(to: generated)
        let loader = Process()
        loader.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        loader.arguments = ["--load", generated.path]
        let pipe = Pipe()
        loader.standardOutput = pipe
        try loader.run()
        let loadOutput = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        loader.waitUntilExit()
        let loadFields = loadOutput.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard loadFields.count == 3 else { continue }
        let label = format.uppercased()
        table.add(Figure("peak RSS loading a 100,000-view scene file (\(label))", Double(loadFields[1]) / 1_048_576, "MiB"))
        table.add(Figure("peak RSS per view, 100,000-view scene file (\(label))", Double(loadFields[1]) / Double(loadFields[0]), "B", atMost: 1024))
        if format == "yaml" {
            table.add(Figure("resident per view once loaded (scene + hit tester)", Double(loadFields[2]) / Double(loadFields[0]), "B"))
        }
    }
}

// CLI cold start: `hitscope trace` on a small example, best of 10 runs.
if let hitscope = option("--hitscope") {
    let example = repository.appendingPathComponent("Resources/Examples/seed001-views-a-to-e.yaml").path
    let runs = (0..<10).compactMap { _ in Measure.commandMilliseconds(hitscope, ["trace", example, "--at", "265,215"]) }
    if let best = runs.min() { table.add(Figure("CLI cold start, hitscope trace (best of 10)", best, "ms", atMost: 30)) }

    // The data path: points file in, answers out, through the CLI (issue 18).
    try DataPath.measure(hitscope, repository: repository, into: &table)

    // A report of a 10,000-view generated scene with its 5 taps: written by the CLI, then opened in Chromium.
    let reportFolder = try Measure.scratchFolder(named: "report")
    defer { try? FileManager.default.removeItem(at: reportFolder) }
    let scene = reportFolder.appendingPathComponent("10k.yaml")
    try Data(SceneWriter.yaml(SceneGenerator(viewCount: 10_000, seed: 1).generate()).utf8).write(to: scene)
    let report = reportFolder.appendingPathComponent("10k.html")
    let writes = (0..<3).compactMap { _ in Measure.commandMilliseconds(hitscope, ["report", scene.path, "-o", report.path]) }
    if let best = writes.min() {
        table.add(Figure("report of a 10,000-view scene, 5 taps: written (best of 3)", best, "ms", atMost: 1000))
        let size = (try? FileManager.default.attributesOfItem(atPath: report.path)[.size] as? Int) ?? 0
        table.add(Figure("report of a 10,000-view scene, 5 taps: file size", Double(size) / 1_048_576, "MiB"))
        let loader = Process()
        loader.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = repository.appendingPathComponent("scripts/peer/page_load.py").path
        loader.arguments = ["python3", script, "/usr/lib/chromium/chromium", report.path, "5"]
        let output = Pipe()
        loader.standardOutput = output
        loader.standardError = FileHandle.nullDevice
        try loader.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        loader.waitUntilExit()
        if let opened = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
            table.add(Figure("report of a 10,000-view scene: opens in headless Chromium (median of 5)", opened, "ms", atMost: 1000))
        }
    }

    // The viewer: pointer motion to repaint on a 10,000-view scene under a private Xvfb (scripts/bench-viewer).
    let viewer = Process()
    viewer.executableURL = URL(fileURLWithPath: repository.appendingPathComponent("scripts/bench-viewer").path)
    viewer.arguments = ["--hitscope", hitscope]
    let viewerOutput = Pipe()
    viewer.standardOutput = viewerOutput
    viewer.standardError = FileHandle.nullDevice
    try viewer.run()
    let line = String(decoding: viewerOutput.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    viewer.waitUntilExit()
    if let value = line.split(separator: " ").dropLast().last.flatMap({ Double($0) }), line.contains("motion-to-repaint") {
        table.add(Figure("viewer: pointer motion to repaint, 10,000 views, Xvfb (median)", value, "ms", atMost: 8))
    }
}

// Absurd scale (issue 8): each command on a 100 MB scene (750,000 generated views), a million sibling views, a
// 95 MB dump and a 100 MB one-line name; wall time and the command's peak RSS. Report and gallery refuse scenes
// over 100,000 views (exit 2) after reading them.
if let hitscope = option("--hitscope") {
    let folder = try Measure.scratchFolder(named: "scale")
    defer { try? FileManager.default.removeItem(at: folder) }
    let big = folder.appendingPathComponent("scene-100mb.yaml").path
    if let made = Measure.command(hitscope, ["generate", "--views", "750000", "--seed", "1", "-o", big]) {
        table.add(Figure("hitscope generate --views 750000 (a 100 MB scene): time", made.milliseconds / 1000, "s"))
    }
    _ = Measure.command(hitscope, ["generate", "--views", "100000", "--seed", "1", "-o", folder.appendingPathComponent("audit-100k.yaml").path])
    let siblings = folder.appendingPathComponent("siblings.yaml").path
    let dump = folder.appendingPathComponent("dump.txt").path
    let giant = folder.appendingPathComponent("giant-name.yaml").path
    try ScaleInputs.writeSiblings(to: siblings)
    try ScaleInputs.writeDump(to: dump)
    try ScaleInputs.writeGiantName(to: giant)
    let gallery = folder.appendingPathComponent("gallery")
    try FileManager.default.createDirectory(at: gallery, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: gallery.appendingPathComponent("scene.yaml").path, withDestinationPath: big)
    let out = folder.appendingPathComponent("out").path
    let runs: [(String, [String])] = [
        ("100 MB scene: trace", ["trace", big, "--at", "100,100"]),
        ("100 MB scene: why", ["why", big, "--at", "100,100", "--view", "button7"]),
        ("100 MB scene: report (exit 2, too many views)", ["report", big, "-o", out + ".html"]),
        ("100 MB scene: gallery (exit 2, too many views)", ["gallery", gallery.path, "-o", out]),
        ("100 MB scene: audit (exit 2, too many views)", ["audit", big]),
        ("100,000-view scene: audit", ["audit", folder.appendingPathComponent("audit-100k.yaml").path]),
        ("1,000,000 siblings: trace", ["trace", siblings, "--at", "100,100"]),
        ("1,000,000 siblings: why", ["why", siblings, "--at", "100,100", "--view", "row500002"]),
        ("95 MB dump, 1,000,000 views: import", ["import", dump, "-o", out + ".yaml"]),
        ("95 MB dump, 1,000,000 views: trace", ["trace", dump, "--at", "100,100"]),
        ("100 MB one-line name: trace", ["trace", giant, "--at", "5,5", "--hit-only"]),
        ("100 MB one-line name: report (exit 2, texts over 16 MB)", ["report", giant, "-o", out + ".html"]),
    ]
    for (label, arguments) in runs {
        guard let run = Measure.command(hitscope, arguments, allowedStatus: [0, 2]) else { continue }
        table.add(Figure("\(label): time (exit \(run.status))", run.milliseconds / 1000, "s"))
        table.add(Figure("\(label): peak RSS", Double(run.peakBytes) / 1_048_576, "MiB"))
    }
}

if sink == 42 { print("") }  // keeps the measured work from being optimised away
if let json = option("--json") {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try FileManager.default.createDirectory(at: URL(fileURLWithPath: json).deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(table).write(to: URL(fileURLWithPath: json))
    let plot = URL(fileURLWithPath: json).deletingLastPathComponent().appendingPathComponent("growth.svg")
    let growth = GrowthPlot(series: [
        .init(name: "untraced hit test", values: untracedBySize, dash: .solid, paint: .hitView),
        .init(name: "traced hit test (every step recorded)", values: tracedBySize, dash: .dashed, paint: .inside),
    ])
    try Data(growth.svg().utf8).write(to: plot)
    var written = [json, plot.path]
    if !diffBySize.isEmpty {
        let diffPlot = plot.deletingLastPathComponent().appendingPathComponent("growth-diff.svg")
        let diffGrowth = GrowthPlot(
            series: [.init(name: "hitscope diff of two unrelated scenes", values: diffBySize, dash: .solid, paint: .hitView)], axes: .command)
        try Data(diffGrowth.svg().utf8).write(to: diffPlot)
        written.append(diffPlot.path)
    }
    if !galleryBySize.isEmpty {
        let galleryPlot = plot.deletingLastPathComponent().appendingPathComponent("growth-gallery.svg")
        try Data(GalleryBench.growth(galleryBySize).svg().utf8).write(to: galleryPlot)
        written.append(galleryPlot.path)
    }
    print("written: \(written.joined(separator: ", "))")
}
