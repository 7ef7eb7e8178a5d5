import Foundation
import HitScopeCore
import HitScopeScene

/// Files as they were at a git revision, read through the `git` command in the current folder: the list with
/// `git ls-tree`, the contents with one `git cat-file --batch`. The revision is given after `--end-of-options`, so
/// that no revision is ever read as an option (and one that starts with `-` is refused before: `hitscope diff`).
struct GitRevision {
    let revision: String

    init(_ revision: String) {
        self.revision = revision
    }

    /// The inputs under `paths` at the revision (paths relative to the current folder), with their bytes: the same
    /// files a folder walk takes (`InputKind`), hidden ones left out.
    func inputs(under paths: [String]) throws(SceneError) -> [(path: String, data: Data)] {
        let listing = try run(["ls-tree", "-r", "-z", "--end-of-options", revision, "--"] + paths, what: "list the files of \(revision)")
        var blobs: [(path: String, object: String)] = []
        for entry in listing.split(separator: 0) {
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = entry.firstIndex(of: 0x09) else { continue }
            let fields = entry[entry.startIndex..<tab].split(separator: 0x20)
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }), InputKind.mayBeInput(path) else { continue }
            blobs.append((path, String(decoding: fields[2], as: UTF8.self)))
        }
        let contents = try catFiles(blobs.map(\.object))
        return zip(blobs, contents).compactMap { blob, data in
            InputKind.skipReason(name: blob.path, head: data.prefix(SceneInput.bytesToDetect)) == nil ? (blob.path, data) : nil
        }
    }

    /// The contents of the objects, in order, through one `git cat-file --batch` fed from a file.
    private func catFiles(_ objects: [String]) throws(SceneError) -> [Data] {
        guard !objects.isEmpty else { return [] }
        let request = Data((objects.joined(separator: "\n") + "\n").utf8)
        let output = try run(["cat-file", "--batch"], input: request, what: "read the files of \(revision)")
        var contents: [Data] = []
        var index = output.startIndex
        for object in objects {
            // `<object> SP blob SP <size> LF <contents> LF`
            guard let newline = output[index...].firstIndex(of: 0x0A) else { break }
            let header = output[index..<newline].split(separator: 0x20)
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)), size >= 0,
                size <= output.endIndex - (newline + 1)
            else {
                throw error("git cat-file gave no contents for \(object)", hint: "check the repository with git fsck")
            }
            contents.append(Data(output[(newline + 1)..<(newline + 1 + size)]))
            index = newline + 1 + size + 1
        }
        return contents
    }

    /// Runs git, returning its standard output; git's own failure is an error naming the revision and quoting
    /// git's first line, a missing git or temporary folder is said as it is.
    private func run(_ arguments: [String], input: Data? = nil, what: String) throws(SceneError) -> Data {
        guard let git = Self.executable() else {
            throw error("cannot \(what): git is not installed (no git on PATH)", hint: "install git (scripts/bootstrap does)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        var request: GitRequestFile?
        if let input {
            // A file, not a pipe: git answers while it reads, and a pipe both ways could fill and stall.
            request = try GitRequestFile(input, what: what, revision: revision)
            process.standardInput = request?.handle
        }
        defer { request?.remove() }
        do {
            try process.run()
        } catch {
            throw self.error("cannot start git (\(git)) to \(what)", hint: "check that git runs: `git --version`")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = message.split(separator: "\n").first.map { ": git says \"\(terminalSafe(String($0.prefix(200))))\"" } ?? ""
            throw error(
                "cannot \(what)\(said)",
                hint: "run hitscope diff --git inside a git work tree with a revision git knows (a branch, a tag, a commit)")
        }
        return data
    }

    private func error(_ message: String, hint: String) -> SceneError {
        SceneError(file: "\(revision):", line: 0, column: 0, message: message, hint: hint)
    }

    /// The `git` on `PATH`, as a shell would find it; nil when there is none.
    private static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = PathText.join(String(folder), "git")
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
