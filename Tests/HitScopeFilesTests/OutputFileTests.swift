import Foundation
import HitScopeTestSupport
import Testing

import HitScopeFiles

/// Writing what a command was asked to (docs/security.md): atomically in the file's own folder, never replacing a
/// device, a FIFO or a link to one, never through a link out of the project, and every failure in words.
@Suite(.timeLimit(.minutes(1))) struct OutputFileTests {
    /// The names in `folder` (temporary files show up here if any is left).
    private func names(_ folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    private func kind(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test("A new file and a regular file are written whole, atomically, with nothing left beside them; a file keeps its mode")
    func atomic() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("out.html").path
        try OutputFile.write("one", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one")
        #expect(chmod(path, 0o640) == 0)
        try OutputFile.write("two", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
        #expect(try names(folder) == ["out.html"])
    }

    @Test("A folder, a missing folder, a file on the way: refused with their words, nothing written")
    func refused() throws {
        let folder = try TemporaryFolder()
        _ = try folder.write("x", to: "file")
        let cases: [(String, String)] = [
            (folder.url.path, "is a folder"), (folder.file("none/out.html").path, "its folder \(folder.file("none").path) does not exist"),
            (folder.file("file/out.html").path, "a folder on its path is a file"),
        ]
        for (path, problem) in cases {
            #expect(throws: WriteError.self) { try OutputFile.write("x", to: path) }
            do {
                try OutputFile.check(path)
            } catch {
                #expect(error.problem == problem)
                #expect(!error.description.contains("Domain"))
            }
        }
        #expect(try names(folder) == ["file"])
    }

    @Test("Links: to a file inside the project written there (the link kept); out of it, or to nothing, refused")
    func links() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        _ = try folder.write("mine", to: "target.html")
        _ = try outside.write("theirs", to: "secret")
        try FileManager.default.createSymbolicLink(atPath: folder.file("in.html").path, withDestinationPath: "target.html")
        try FileManager.default.createSymbolicLink(atPath: folder.file("out.html").path, withDestinationPath: outside.file("secret").path)
        try FileManager.default.createSymbolicLink(atPath: folder.file("none.html").path, withDestinationPath: "nothing")
        try OutputFile.write("page", to: folder.file("in.html").path)
        #expect(kind(folder.file("in.html").path) == S_IFLNK)
        #expect(try String(contentsOfFile: folder.file("target.html").path, encoding: .utf8) == "page")
        for name in ["out.html", "none.html"] {
            #expect(throws: WriteError.self) { try OutputFile.write("page", to: folder.file(name).path) }
            #expect(kind(folder.file(name).path) == S_IFLNK, "\(name) is still a link")
        }
        #expect(try String(contentsOfFile: outside.file("secret").path, encoding: .utf8) == "theirs")
        #expect(try names(folder) == ["in.html", "none.html", "out.html", "target.html"])
    }

    @Test("/dev/stdout, /dev/fd/N, /proc/self/fd/N and links to them stand for this process's descriptors")
    func ownDescriptors() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.file("out.sarif").path, withDestinationPath: "/dev/stdout")
        #expect(try OutputFile.plan("/dev/stdout") == .descriptor(1))
        #expect(try OutputFile.plan("/dev/stderr") == .descriptor(2))
        #expect(try OutputFile.plan("/dev/fd/1") == .descriptor(1))
        #expect(try OutputFile.plan("/proc/self/fd/2") == .descriptor(2))
        #expect(try OutputFile.plan(folder.file("out.sarif").path) == .descriptor(1))
        #expect(try OutputFile.plan("-") == .descriptor(1))
    }

    @Test("A FIFO is written through to its reader, refused without one, and stays a FIFO")
    func fifo() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("pipe.html").path
        #expect(mkfifo(path, 0o644) == 0)
        do {
            try OutputFile.write("nobody", to: path)
            Issue.record("written into a FIFO nobody reads")
        } catch {
            #expect(error.problem == "no process reads this pipe")
        }
        let received = ReceivedBytes()
        let reader = Thread {
            let descriptor = open(path, O_RDONLY)
            var bytes = [UInt8](repeating: 0, count: 64)
            let count = read(descriptor, &bytes, bytes.count)
            close(descriptor)
            received.set(Data(bytes.prefix(max(0, count))))
        }
        reader.start()
        // Wait until the reader has the pipe open, then write.
        var written = false
        for _ in 0..<500 where !written {
            do {
                try OutputFile.write("through", to: path)
                written = true
            } catch {
                usleep(10_000)
            }
        }
        #expect(written)
        for _ in 0..<500 where received.get() == nil { usleep(10_000) }
        #expect(received.get().map { String(decoding: $0, as: UTF8.self) } == "through")
        #expect(kind(path) == S_IFIFO)
    }

    @Test("/dev/full: the disk is full, said so")
    func full() throws {
        do {
            try OutputFile.write(String(repeating: "x", count: 1 << 16), to: "/dev/full")
            Issue.record("/dev/full took the bytes")
        } catch {
            #expect(error.description == "/dev/full: cannot write: the disk is full — free some space, or write elsewhere")
        }
        #expect(kind("/dev/full") == S_IFCHR)
    }

    @Test(
        "A character device is written through and stays a device; a block device is refused",
        .enabled(if: getuid() == 0, "making device nodes needs root (CI runs as root)"))
    func devices() throws {
        let folder = try TemporaryFolder()
        let null = folder.file("null").path
        #expect(mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0)
        try OutputFile.write("gone", to: null)
        #expect(kind(null) == S_IFCHR)
        let disk = folder.file("disk").path
        #expect(mknod(disk, S_IFBLK | 0o600, dev_t(7 << 8)) == 0)
        #expect(throws: WriteError.self) { try OutputFile.write("x", to: disk) }
        #expect(kind(disk) == S_IFBLK)
    }

    @Test("A site's pages: a page that is a link is replaced by the page, never written through; a linked subfolder refused")
    func site() throws {
        let folder = try TemporaryFolder()
        let outside = try TemporaryFolder()
        _ = try outside.write("theirs", to: "victim")
        let site = folder.file("site").path
        let pages = try SiteFolder(site)
        try FileManager.default.createSymbolicLink(atPath: site + "/a.yaml.html", withDestinationPath: outside.file("victim").path)
        try FileManager.default.createSymbolicLink(atPath: site + "/sub", withDestinationPath: outside.url.path)
        try pages.write("page", to: "a.yaml.html")
        #expect(kind(site + "/a.yaml.html") == S_IFREG)
        #expect(throws: WriteError.self) { try pages.write("page", to: "sub/b.yaml.html") }
        #expect(try String(contentsOfFile: outside.file("victim").path, encoding: .utf8) == "theirs")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["victim"])
        try pages.write("deep", to: "x/y/c.yaml.html")
        #expect(try String(contentsOfFile: site + "/x/y/c.yaml.html", encoding: .utf8) == "deep")
    }

    @Test("An output is one of the inputs whatever its spelling: ./, .., a link, a hard link")
    func sameFile() throws {
        let folder = try TemporaryFolder()
        let input = try folder.write("scene", to: "s.yaml").path
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.yaml").path, withDestinationPath: "s.yaml")
        #expect(link(input, folder.file("hard.yaml").path) == 0)
        try FileManager.default.createDirectory(at: folder.file("x"), withIntermediateDirectories: true)
        for spelling in [input, folder.url.path + "/./s.yaml", folder.url.path + "/x/../s.yaml", folder.file("link.yaml").path, folder.file("hard.yaml").path] {
            #expect(SameFile.input(spelling, among: ["other.yaml", input]) == input, "\(spelling)")
        }
        #expect(SameFile.input(folder.file("new.yaml").path, among: [input]) == nil)
        #expect(SameFile.input("-", among: ["-"]) == nil)
    }
}

/// Bytes handed from a reader thread to the test.
private final class ReceivedBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ data: Data?) {
        lock.withLock { self.data = data }
    }

    func get() -> Data? {
        lock.withLock { data }
    }
}
