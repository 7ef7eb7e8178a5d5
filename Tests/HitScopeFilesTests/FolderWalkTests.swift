import Foundation
import HitScopeFiles
import HitScopeTestSupport
import Testing

/// One walk for every command that takes a folder: its inputs at any depth, in order; a link followed only to a
/// file inside the folder; links out, links to folders and special files never followed or opened, each said once.
@Suite(.timeLimit(.minutes(1))) struct FolderWalkTests {
    private static let dump = "<UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>\n   | <UIButton: 0x3; frame = (0 0; 10 10); layer = <CALayer: 0x4>>\n"

    @Test("Inputs at any depth, by path; hidden files unsaid; a link to a file inside followed and marked; the rest said once")
    func walk() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        let scene = "name: s\nwindows: [ {name: w} ]\n"
        for name in ["b.yaml", "a.yml", "sub/c.json", "sub/deeper/d.yaml", ".hidden.yaml", ".git/e.yaml"] {
            try FileManager.default.createDirectory(at: folder.file(name).deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try folder.write(scene, to: name)
        }
        _ = try folder.write(Self.dump, to: "dump.txt")
        _ = try folder.write("notes\n", to: "notes.txt")
        _ = try folder.write("", to: "shot.png")
        _ = try outside.write(scene, to: "out.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.file("inside.yaml").path, withDestinationPath: "b.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.file("out.yaml").path, withDestinationPath: outside.file("out.yaml").path)
        try FileManager.default.createSymbolicLink(atPath: folder.file("nowhere.yaml").path, withDestinationPath: "missing.yaml")
        try FileManager.default.createSymbolicLink(atPath: folder.file("up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: folder.file("sub/loop").path, withDestinationPath: "../sub")
        #expect(mkfifo(folder.file("fifo.yaml").path, 0o644) == 0)

        let walk = try FolderWalk(folder.url.path)
        #expect(walk.inputs.map(\.relative) == ["a.yml", "b.yaml", "dump.txt", "inside.yaml", "sub/c.json", "sub/deeper/d.yaml"])
        #expect(walk.inputs.filter(\.throughLink).map(\.relative) == ["inside.yaml"])
        #expect(walk.inputs.allSatisfy { $0.path == folder.url.path + "/" + $0.relative })
        let skipped = Dictionary(uniqueKeysWithValues: walk.skipped.map { ($0.relative, $0.reason) })
        #expect(skipped == [
            "fifo.yaml": .notRegular(kind: "a pipe (FIFO)"), "notes.txt": .notAnInput, "nowhere.yaml": .linkOut,
            "out.yaml": .linkOut, "shot.png": .picture, "sub/loop": .linkToFolder, "up": .linkOut,
        ])
        #expect(walk.skipped.filter(\.reason.isNotable).count == 5)
    }

    @Test("A folder named as a link is walked; a file or nothing is not a folder")
    func theFolderItself() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.file("in"), withIntermediateDirectories: true)
        _ = try folder.write("name: s\nwindows: [ {name: w} ]\n", to: "in/a.yaml")
        let link = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: link.file("scenes").path, withDestinationPath: folder.file("in").path)
        #expect(try FolderWalk(link.file("scenes").path).inputs.map(\.relative) == ["a.yaml"])
        #expect(throws: (any Error).self) { try FolderWalk(folder.file("in/a.yaml").path) }
        #expect(throws: (any Error).self) { try FolderWalk(folder.file("none").path) }
    }

    @Test("Gallery pages: one per input path, never index.html, the index's link from a page in a folder climbs back")
    func pageNames() {
        let inputs = ["a.yaml", "a.yml", "a-yml.yaml", "index.yaml", "a.yml.yaml", "index.html.yaml", "sub/a.yaml", "sub-a.yaml", "A.yaml"]
        let pages = inputs.map(PageNames.page(for:))
        #expect(Set(pages).count == inputs.count, "\(pages)")
        #expect(!pages.contains("index.html"))
        #expect(pages.allSatisfy { $0.hasSuffix(".html") })
        #expect(PageNames.indexLink(from: "a.yaml") == "index.html")
        #expect(PageNames.indexLink(from: "flows/pay/a.yaml") == "../../index.html")
    }
}
