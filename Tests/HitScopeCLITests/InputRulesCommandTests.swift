import Foundation
import HitScopeCore
import HitScopeTestSupport
import Testing

/// What every command reads, as a CI job on a pull request's files runs it (docs/security.md): a repository whose
/// scenes link to a credentials file outside it, name screenshots outside it, hide FIFOs among them; nothing of
/// what lies outside is read, quoted or embedded, every link skipped is said once, terminal-safe.
@Suite(.timeLimit(.minutes(5))) struct InputRulesCommandTests {
    static let token = "ghp_SECRETTOKEN0123456789"

    /// A git work tree (`repo/`, a `.git` folder) with good scenes and hostile ones, and a secret beside it.
    private struct PullRequest {
        let root: TemporaryFolder
        var repo: URL { root.url.appendingPathComponent("repo") }
        var scenes: URL { repo.appendingPathComponent("scenes") }
        var secret: URL { root.url.appendingPathComponent("git-credentials") }
        var picture: URL { root.url.appendingPathComponent("private.png") }

        init() throws {
            root = try TemporaryFolder()
            try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
            try Data("https://ci:\(InputRulesCommandTests.token)@github.com\n".utf8).write(to: secret)
            try Data(TestPNG.solid(width: 375, height: 667, red: 9, green: 9, blue: 9)).write(to: picture)
            try FileManager.default.copyItem(atPath: Examples.path("seed001-views-a-to-e"), toPath: scenes.appendingPathComponent("a.yaml").path)
            try FileManager.default.createSymbolicLink(atPath: scenes.appendingPathComponent("creds.yaml").path, withDestinationPath: secret.path)
            try FileManager.default.createSymbolicLink(at: scenes.appendingPathComponent("etc"), withDestinationURL: URL(fileURLWithPath: "/etc"))
            #expect(mkfifo(scenes.appendingPathComponent("wait.yaml").path, 0o644) == 0)
        }

        /// A scene of the repository whose screenshot is `file`.
        func scene(screenshot file: String, name: String = "shot.yaml") throws -> String {
            let path = scenes.appendingPathComponent(name).path
            try Data("name: s\nsize: [375, 667]\nscreenshot: {file: '\(file)'}\nwindows: [ {name: w} ]\n".utf8).write(to: URL(fileURLWithPath: path))
            return path
        }
    }

    /// Nothing of the secret, and nothing that acts on a terminal, in what a command printed.
    private func expectClean(_ result: CLI.Result, _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let printed = result.stdout + result.stderr
        #expect(!printed.contains(Self.token) && !printed.contains("github.com"), "\(what) printed the secret", sourceLocation: sourceLocation)
        let raw = printed.unicodeScalars.filter { $0.isUnsafeOnTerminal && $0 != "\n" }
        #expect(raw.isEmpty, "\(what) printed \(raw.map { String($0.value, radix: 16) }) raw", sourceLocation: sourceLocation)
    }

    @Test("gallery, audit and diff of a folder with a link out, a link to a folder and a FIFO: each said once, none followed, nothing leaked")
    func foldersWithLinksOut() throws {
        let pr = try PullRequest()
        let site = pr.root.url.appendingPathComponent("site")
        let gallery = try CLI.run(["gallery", pr.scenes.path, "-o", site.path])
        #expect(gallery.status == 0, "\(gallery.stderr)")
        expectClean(gallery, "gallery")
        for name in ["creds.yaml: a symbolic link out of the folder", "etc: a symbolic link out of the folder", "wait.yaml: a pipe (FIFO): not opened"] {
            #expect(gallery.stderr.components(separatedBy: "skipped \(pr.scenes.path)/\(name)").count == 2, "said once: \(name)\n\(gallery.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).sorted() == ["a.yaml.html", "index.html"])
        let pages = try FileManager.default.contentsOfDirectory(atPath: site.path).map { try String(contentsOfFile: site.appendingPathComponent($0).path, encoding: .utf8) }
        #expect(!pages.contains { $0.contains(Self.token) || $0.contains(pr.root.url.path) }, "no secret and no local path in a shared page")

        let audit = try CLI.run(["audit", pr.scenes.path])
        expectClean(audit, "audit")
        #expect(audit.status == 0 && audit.stderr.contains("skipped \(pr.scenes.path)/creds.yaml"), "\(audit.stderr)")
        let old = pr.root.url.appendingPathComponent("old")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Examples.path("seed001-views-a-to-e"), toPath: old.appendingPathComponent("a.yaml").path)
        let diff = try CLI.run(["diff", old.path, pr.scenes.path])
        expectClean(diff, "diff")
        #expect(diff.status == 0 && diff.stdout.hasPrefix("No touch changed"), "\(diff.stderr)")
    }

    @Test("Named on the command line (audit DIR/*.yaml), a link out is refused before it is read, and nothing of it is quoted")
    func namedLinkOut() throws {
        let pr = try PullRequest()
        let link = pr.scenes.appendingPathComponent("creds.yaml").path
        for command in [["audit", pr.scenes.appendingPathComponent("a.yaml").path, link], ["trace", link, "--at", "1,1"], ["report", link, "-o", "-"], ["import", link]] {
            let result = try CLI.run(command)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            expectClean(result, "\(command)")
            #expect(result.stderr.contains("\(link): a symbolic link leads out of its project (\(pr.repo.path))"), "\(result.stderr)")
        }
        let fifo = try CLI.run(["trace", pr.scenes.appendingPathComponent("wait.yaml").path, "--at", "1,1"])
        #expect(fifo.status == 2 && fifo.stderr.contains("is a pipe (FIFO), not a regular file"), "refused at once: \(fifo.stderr)")
        let allowed = try CLI.run(["trace", link, "--at", "1,1", "--allow-outside", pr.root.url.path])
        #expect(allowed.status == 2, "allowed, read, but a URL is no scene")
        expectClean(allowed, "an allowed file reached through a link")
    }

    @Test("Screenshots: absolute, ../ out of the repository, a link out, missing, not a PNG: one message each, never embedded")
    func screenshots() throws {
        let pr = try PullRequest()
        try Data("GIF89a".utf8).write(to: pr.scenes.appendingPathComponent("gif.png"))
        try FileManager.default.createSymbolicLink(atPath: pr.scenes.appendingPathComponent("link.png").path, withDestinationPath: pr.picture.path)
        var messages = Set<String>()
        for file in [pr.picture.path, "../../private.png", "link.png", "missing.png", "gif.png", "etc/hostname", "/dev/zero"] {
            let scene = try pr.scene(screenshot: file)
            let result = try CLI.run(["report", scene, "-o", pr.root.url.appendingPathComponent("r.html").path])
            #expect(result.status == 2, "\(file) was read")
            #expect(result.stderr.hasPrefix("\(scene):3:13: the screenshot '\(file)' cannot be used — "), "\(result.stderr)")
            messages.insert(result.stderr.replacingOccurrences(of: "'\(file)'", with: "FILE"))
        }
        #expect(messages.count == 1, "\(messages)")
        #expect(!FileManager.default.fileExists(atPath: pr.root.url.appendingPathComponent("r.html").path))
        // Inside the repository (../ included), it is read; the page names the picture by its name, never a path.
        let shots = pr.repo.appendingPathComponent("shots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: pr.picture, to: shots.appendingPathComponent("login.png"))
        let page = pr.root.url.appendingPathComponent("ok.html")
        let ok = try CLI.run(["report", try pr.scene(screenshot: "../shots/login.png"), "-o", page.path])
        #expect(ok.status == 0, "\(ok.stderr)")
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("login.png, 750 × 1334 pixels") || html.contains("login.png"), "the picture is named")
        #expect(!html.contains(pr.root.url.path), "no local path in a shared page")
        // --screenshot named with an absolute path: read (the user named it), and the page names it by its name.
        let named = try CLI.run(["report", Examples.path("seed001-views-a-to-e"), "--screenshot", pr.picture.path, "-o", page.path])
        #expect(named.status == 0, "\(named.stderr)")
        #expect(!(try String(contentsOf: page, encoding: .utf8)).contains(pr.root.url.path), "no local path in a shared page")
        // gallery --screenshots with a link out: not followed, said once.
        let pictures = pr.root.url.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: pictures.appendingPathComponent("a.png").path, withDestinationPath: pr.picture.path)
        let gallery = try CLI.run(["gallery", pr.scenes.path, "--screenshots", pictures.path, "-o", pr.root.url.appendingPathComponent("site").path])
        #expect(gallery.stderr.contains("skipped \(pictures.path)/a.png: a symbolic link out of the folder: not followed"), "\(gallery.stderr)")
        let galleryPage = try String(contentsOfFile: pr.root.url.appendingPathComponent("site/a.yaml.html").path, encoding: .utf8)
        #expect(!galleryPage.contains("layer-screenshot\"><image"), "the linked picture is not embedded")
    }

    @Test("File names that are terminal escapes or bidi overrides are printed escaped, in every line that names them")
    func hostileFileNames() throws {
        let pr = try PullRequest()
        let evil = "evil\u{1B}[2J\u{202E}gpj.png"
        try Data().write(to: pr.scenes.appendingPathComponent(evil))
        try FileManager.default.createSymbolicLink(atPath: pr.scenes.appendingPathComponent("\u{1B}]0;pwned\u{07}.yaml").path, withDestinationPath: pr.secret.path)
        let gallery = try CLI.run(["gallery", pr.scenes.path, "-o", pr.root.url.appendingPathComponent("site").path])
        expectClean(gallery, "gallery")
        #expect(gallery.stderr.contains(terminalSafe(evil)))
        let audit = try CLI.run(["audit", pr.scenes.path])
        expectClean(audit, "audit")
        let missing = try CLI.run(["trace", pr.scenes.appendingPathComponent("no\u{1B}[31m\u{202E}.yaml").path])
        #expect(missing.status == 2)
        expectClean(missing, "a missing file named with escapes")
        let usage = try CLI.run(["trace", "--\u{1B}[2J"])
        #expect(usage.status == 64)
        expectClean(usage, "a usage error quoting an option")
    }

    @Test("git: the revision is never an option (--git=--name-only is a usage error); git's failure and a missing TMPDIR named as they are")
    func git() throws {
        let option = try CLI.run(["diff", "--git=--name-only", "Resources/Examples"], directory: Examples.repository)
        #expect(option.status == 64 && option.stderr.contains("does not start with '-'"), "\(option.stderr)")
        let folder = try TemporaryFolder()
        let notARepository = try CLI.run(["diff", "--git", "HEAD"], directory: folder.url)
        #expect(notARepository.status == 2 && notARepository.stderr.contains("git says"), "\(notARepository.stderr)")
        let unknown = try CLI.run(["diff", "--git", "no-such-revision-40", "Resources/Examples"], directory: Examples.repository)
        #expect(unknown.status == 2 && unknown.stderr.contains("git says") && !unknown.stderr.contains("install git"), "\(unknown.stderr)")
        let tmp = try CLI.run(["diff", "--git", "HEAD", "Resources/Examples"], directory: Examples.repository, environment: ["TMPDIR": "/nonexistent/tmp"])
        #expect(tmp.status == 2, "\(tmp.stderr)")
        #expect(tmp.stderr.contains("the temporary folder /nonexistent/tmp (TMPDIR) does not exist") && tmp.stderr.contains("set TMPDIR"), "\(tmp.stderr)")
        let noGit = try CLI.run(["diff", "--git", "HEAD", "Resources/Examples"], directory: Examples.repository, environment: ["PATH": "/nonexistent"])
        #expect(noGit.status == 2 && noGit.stderr.contains("git is not installed"), "\(noGit.stderr)")
    }
}
