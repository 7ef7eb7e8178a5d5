import Foundation
import HitScopeCore
import HitScopeFiles
import HitScopeScene
import HitScopeTestSupport
import Testing

/// The path rules (docs/security.md): what a file names, and a symbolic link, leads only into the file's project
/// (the git work tree that holds it, else the folder named on the command line, else its own folder), unless
/// `--allow-outside` allows a folder; a file reached through a link is never quoted.
@Suite struct PathRulesTests {
    /// A project and a folder beside it, each with a PNG: `project/shots/in.png`, `outside/out.png`.
    private struct Layout {
        let root: TemporaryFolder
        var project: URL { root.url.appendingPathComponent("project") }
        var outside: URL { root.url.appendingPathComponent("outside") }

        init(git: Bool) throws {
            root = try TemporaryFolder()
            for folder in ["project/scenes", "project/shots", "outside"] {
                try FileManager.default.createDirectory(at: root.url.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            if git { try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true) }
            let png = Data(TestPNG.solid(width: 10, height: 20, red: 1, green: 2, blue: 3))
            try png.write(to: project.appendingPathComponent("shots/in.png"))
            try png.write(to: project.appendingPathComponent("scenes/beside.png"))
            try png.write(to: outside.appendingPathComponent("out.png"))
        }

        /// A scene in `project/scenes` whose screenshot is `file`.
        func scene(screenshot file: String) throws -> String {
            let path = project.appendingPathComponent("scenes/scene.yaml")
            try Data("name: s\nsize: [10, 20]\nscreenshot: {file: '\(file)'}\nwindows: [ {name: w} ]\n".utf8).write(to: path)
            return path.path
        }

        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent(name).path, withDestinationPath: target)
        }
    }

    /// Whether the scene's screenshot was read, or the one message it gets.
    private func outcome(_ layout: Layout, _ file: String, rules: PathRules = PathRules()) throws -> String {
        let path = try layout.scene(screenshot: file)
        do {
            let scene = try SceneFiles.load(path: path, reading: SceneReading(rules: rules)).scene
            return scene.screenshot == nil ? "none" : "read"
        } catch {
            return error.message
        }
    }

    @Test("In a git work tree, a screenshot anywhere in it is read, ../ included; nothing outside, however named")
    func gitProject() throws {
        let layout = try Layout(git: true)
        #expect(try outcome(layout, "beside.png") == "read")
        #expect(try outcome(layout, "../shots/in.png") == "read")
        #expect(try outcome(layout, layout.project.appendingPathComponent("shots/in.png").path) == "read", "an absolute path inside")
        for outside in ["../../outside/out.png", layout.outside.appendingPathComponent("out.png").path, "/etc/passwd", "../../../../../../etc/hostname"] {
            #expect(try outcome(layout, outside) == "the screenshot '\(outside)' cannot be used", "\(outside)")
        }
    }

    @Test("Outside git, the project is the scene's own folder: ../ leads out of it")
    func folderProject() throws {
        let layout = try Layout(git: false)
        #expect(try outcome(layout, "beside.png") == "read")
        #expect(try outcome(layout, "../shots/in.png") == "the screenshot '../shots/in.png' cannot be used")
    }

    @Test("A symbolic link is followed inside the project, never out of it; --allow-outside allows a folder")
    func links() throws {
        let layout = try Layout(git: true)
        try layout.link("shots/inside.png", to: "in.png")
        try layout.link("shots/escape.png", to: layout.outside.appendingPathComponent("out.png").path)
        try layout.link("escape", to: layout.outside.path)
        try layout.link("loop.png", to: "loop.png")
        #expect(try outcome(layout, "../shots/inside.png") == "read")
        #expect(try outcome(layout, "../shots/escape.png") == "the screenshot '../shots/escape.png' cannot be used")
        #expect(try outcome(layout, "../escape/out.png") == "the screenshot '../escape/out.png' cannot be used")
        #expect(try outcome(layout, "../loop.png") == "the screenshot '../loop.png' cannot be used")
        let allowed = PathRules(allowOutside: [layout.outside.path])
        #expect(try outcome(layout, "../shots/escape.png", rules: allowed) == "read")
        #expect(try outcome(layout, "../../outside/out.png", rules: allowed) == "read")
    }

    @Test("Missing, not a PNG, too large, a folder, a FIFO: one message and one hint, whatever the reason")
    func oneMessage() throws {
        let layout = try Layout(git: true)
        let shots = layout.project.appendingPathComponent("shots")
        try Data("GIF89a".utf8).write(to: shots.appendingPathComponent("gif.png"))
        try Data(count: ScreenshotFile.maximumBytes + 1).write(to: shots.appendingPathComponent("huge.png"))
        try FileManager.default.createDirectory(at: shots.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        #expect(mkfifo(shots.appendingPathComponent("fifo.png").path, 0o644) == 0)
        var said = Set<String>()
        for name in ["missing.png", "gif.png", "huge.png", "folder.png", "fifo.png"] {
            let path = try layout.scene(screenshot: "../shots/\(name)")
            do {
                _ = try SceneFiles.load(path: path)
                Issue.record("\(name) was read")
            } catch {
                #expect(error.message == "the screenshot '../shots/\(name)' cannot be used")
                said.insert(error.description.replacingOccurrences(of: name, with: "NAME"))
            }
        }
        #expect(said.count == 1, "\(said)")
    }

    @Test("A scene reached through a link inside the project is read, and its errors quote nothing of it")
    func linkedSceneIsNotQuoted() throws {
        let layout = try Layout(git: true)
        let secret = layout.project.appendingPathComponent("secret.txt")
        try Data("https://user:ghp_TOKEN@github.com\nsecond line\n".utf8).write(to: secret)
        try layout.link("scenes/creds.yaml", to: secret.path)
        let named = layout.project.appendingPathComponent("scenes/creds.yaml").path
        #expect(throws: (any Error).self) { _ = try SceneFiles.load(path: named) }
        do {
            _ = try SceneFiles.load(path: named)
        } catch {
            #expect(!error.description.contains("ghp_TOKEN") && !error.description.contains("github"), "\(error)")
            #expect(error.file == named)
        }
        // The same text named directly is quoted (the user named that file).
        do {
            _ = try SceneFiles.load(path: secret.path, reading: SceneReading(format: .scene))
        } catch {
            #expect(error.description.contains("github"), "\(error)")
        }
    }

    @Test("A link out of the project is refused before anything of it is read, for every input the command line names")
    func namedLinkOut() throws {
        let layout = try Layout(git: true)
        let secret = layout.outside.appendingPathComponent("creds")
        try Data("https://user:ghp_TOKEN@github.com\n".utf8).write(to: secret)
        try layout.link("scenes/creds.yaml", to: secret.path)
        try layout.link("points.txt", to: secret.path)
        let scene = layout.project.appendingPathComponent("scenes/creds.yaml").path
        let points = layout.project.appendingPathComponent("points.txt").path
        var errors: [SceneError] = []
        do { _ = try SceneFiles.load(path: scene) } catch { errors.append(error) }
        do { _ = try SceneImports.read(path: scene, reading: SceneReading()) } catch { errors.append(error) }
        let example = Repository.examples.appendingPathComponent("seed001-views-a-to-e.yaml").path
        do { _ = try SceneFiles.load(path: example, controllers: scene) } catch { errors.append(error) }
        do {
            try PointsFile.forEachBlock(path: points, rules: PathRules()) { _ in }
        } catch let error as SceneError {
            errors.append(error)
        }
        #expect(errors.count == 4)
        for error in errors {
            #expect(error.message == "a symbolic link leads out of its project (\(layout.project.path))", "\(error)")
            #expect(!error.description.contains("ghp_TOKEN"))
        }
        // Allowed, the file is read, and still not quoted: a link led there.
        do {
            _ = try SceneFiles.load(path: scene, reading: SceneReading(rules: PathRules(allowOutside: [layout.outside.path])))
            Issue.record("a URL read as a scene")
        } catch {
            #expect(error.message.contains("reached through a symbolic link") && !error.description.contains("ghp_TOKEN"), "\(error)")
        }
    }
}
