import Foundation
import FuzzSupport
import HitScopeCore
import HitScopeFiles
import HitScopeScene

// Feeds arbitrary bytes as the path a scene's `screenshot:` names, and as a path beside an output: whatever the
// text (`..`, absolute, links in and out, loops, NUL, look-alikes), what the rules let be read lies inside the
// scene's project, and the picture outside it is never read. The tree is made once: a git work tree with a PNG
// inside, links to it and out of it, and a folder outside with another PNG.
struct Tree {
    let project: String
    let realProject: String
    let scene: String
    let outsidePNG: [UInt8]

    init?() {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-fuzz-paths-\(getpid())").path
        let project = root + "/project"
        let made = ["/project/.git", "/project/scenes", "/project/shots", "/outside"].allSatisfy {
            (try? FileManager.default.createDirectory(atPath: root + $0, withIntermediateDirectories: true)) != nil
        }
        let inside = Data(TestPicture.png(red: 1)), outside = Data(TestPicture.png(red: 200))
        guard made, (try? inside.write(to: URL(fileURLWithPath: project + "/shots/in.png"))) != nil,
            (try? outside.write(to: URL(fileURLWithPath: root + "/outside/out.png"))) != nil
        else { return nil }
        for (link, target) in [
            ("/shots/link-in.png", "in.png"), ("/shots/link-out.png", "../../outside/out.png"), ("/escape", "../outside"),
            ("/shots/loop.png", "loop.png"), ("/shots/absolute-out.png", root + "/outside/out.png"),
        ] {
            try? FileManager.default.createSymbolicLink(atPath: project + link, withDestinationPath: target)
        }
        self.project = project
        guard let resolved = realpath(project, nil) else { return nil }
        self.realProject = String(cString: resolved)
        free(resolved)
        self.scene = project + "/scenes/scene.yaml"
        self.outsidePNG = [UInt8](outside)
    }
}

/// A 10 × 20 PNG of one colour, stored uncompressed (what `PNGHeader` checks: signature, header, end).
enum TestPicture {
    static func png(red: UInt8) -> [UInt8] {
        let row: [UInt8] = [0] + Array(repeating: [red, 0, 0], count: 10).joined()
        let raw = Array(Array(repeating: row, count: 20).joined())
        var deflate: [UInt8] = [0x78, 0x01, 1, UInt8(raw.count & 0xff), UInt8(raw.count >> 8), UInt8(~raw.count & 0xff), UInt8((~raw.count >> 8) & 0xff)]
        deflate += raw + adler(raw)
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", big(10) + big(20) + [8, 2, 0, 0, 0]) + chunk("IDAT", deflate) + chunk("IEND", [])
    }

    private static func big(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xff) } }

    private static func adler(_ data: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return big(Int(b << 16 | a))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return big(data.count) + body + big(Int(~crc))
    }
}

guard let tree = Tree() else { preconditionFailure("cannot make the fuzzer's tree") }

runFuzzer { data in
    let text = String(decoding: data.prefix { $0 != 0 }, as: UTF8.self)
    if case .success(let reached) = PathRules().reach(reference: text, from: tree.scene) {
        precondition(reached.real == tree.realProject || reached.real.hasPrefix(tree.realProject + "/"), "a reference reached out of the project: \(text) → \(reached.real)")
    }
    // The whole edge: a scene naming the text as its screenshot never draws the picture outside the project.
    let quoted = text.replacingOccurrences(of: "'", with: "''").replacingOccurrences(of: "\n", with: " ")
    let yaml = "name: s\nsize: [10, 20]\nscreenshot: {file: '\(quoted)'}\nwindows: [ {name: w} ]\n"
    if (try? Data(yaml.utf8).write(to: URL(fileURLWithPath: tree.scene))) != nil {
        exerciseOrLocated { () throws(SceneError) in
            let loaded = try SceneFiles.load(path: tree.scene)
            precondition(loaded.scene.screenshot?.png != tree.outsidePNG, "the picture outside the project was read: \(text)")
            return loaded
        }
    }
    // An output named by the text, beside the scene: planned (never written here) without a crash.
    try? OutputFile.check(tree.project + "/scenes/" + text)
}
