import Foundation
import HitScopeScene

/// Files as they were at a git revision, read through the `git` command in the current folder: the list with
/// `git ls-tree`, the contents with one `git cat-file --batch`.
struct GitRevision {
    let revision: String

    init(_ revision: String) {
        self.revision = revision
    }

    /// The inputs under `paths` at the revision (paths relative to the current folder), with their bytes.
    func inputs(under paths: [String]) throws(SceneError) -> [(path: String, data: Data)] {
        let listing = try run(["ls-tree", "-r", "-z", revision, "--"] + paths, what: "list the files of \(revision)")
        var blobs: [(path: String, object: String)] = []
        for entry in listing.split(separator: 0) {
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = entry.firstIndex(of: 0x09) else { continue }
            let fields = entry[entry.startIndex..<tab].split(separator: 0x20)
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
            let path = String(decoding: entry[(tab + 1)...], as: UTF8.self)
            let name = (path as NSString).lastPathComponent
            guard !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let ext = (name as NSString).pathExtension.lowercased()
            guard InputFolder.sceneExtensions.contains(ext) || InputFolder.textExtensions.contains(ext) else { continue }
            blobs.append((path, String(decoding: fields[2], as: UTF8.self)))
        }
        let contents = try catFiles(blobs.map(\.object))
        return zip(blobs, contents).compactMap { blob, data in
            InputFolder.isInput(name: blob.path, data: data) ? (blob.path, data) : nil
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
            guard header.count == 3, let size = Int(String(decoding: header[2], as: UTF8.self)), newline + 1 + size <= output.endIndex else {
                throw SceneError(
                    file: "\(revision):", line: 0, column: 0, message: "git cat-file gave no contents for \(object)",
                    hint: "check the repository with git fsck")
            }
            contents.append(Data(output[(newline + 1)..<(newline + 1 + size)]))
            index = newline + 1 + size + 1
        }
        return contents
    }

    /// Runs git, returning its standard output; a failure is an error naming the revision and git's own words.
    private func run(_ arguments: [String], input: Data? = nil, what: String) throws(SceneError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        var requestFile: URL?
        defer { if let requestFile { try? FileManager.default.removeItem(at: requestFile) } }
        do {
            if let input {
                // A file, not a pipe: git answers while it reads, and a pipe both ways could fill and stall.
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-git-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
                try input.write(to: file)
                requestFile = file
                process.standardInput = try FileHandle(forReadingFrom: file)
            }
            try process.run()
        } catch {
            throw SceneError(file: "\(revision):", line: 0, column: 0, message: "cannot run git to \(what)", hint: "install git (scripts/bootstrap does)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = message.split(separator: "\n").first.map { ": git says \"\($0)\"" } ?? ""
            throw SceneError(
                file: "\(revision):", line: 0, column: 0, message: "cannot \(what)\(said)",
                hint: "run hitscope diff --git inside a git work tree with a revision git knows (a branch, a tag, a commit)")
        }
        return data
    }
}
