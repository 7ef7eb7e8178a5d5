import Foundation
import HitScopeCore
import HitScopeScene

/// The request `git cat-file --batch` reads, in a file of its own in the temporary folder (`TMPDIR`, else `/tmp`),
/// removed when done (and on SIGINT or SIGTERM, `TemporaryFiles`).
struct GitRequestFile {
    private let file: TemporaryFile
    /// The file, open for git to read from its start.
    let handle: FileHandle

    /// Writes `request`; the error names the temporary folder and what is wrong with it.
    init(_ request: Data, what: String, revision: String) throws(SceneError) {
        let environment = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 }
        let folder = environment ?? "/tmp"
        func failure(_ problem: FileProblem) -> SceneError {
            SceneError(
                file: "\(revision):", line: 0, column: 0,
                message: "cannot \(what): git's request cannot be written in the temporary folder \(terminalSafe(folder))\(environment == nil ? "" : " (TMPDIR)"): \(problem.words)",
                hint: environment == nil ? "check that /tmp exists and can be written" : "set TMPDIR to a folder that exists and can be written, or unset it")
        }
        var status = stat()
        guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw SceneError(
                file: "\(revision):", line: 0, column: 0,
                message: "cannot \(what): the temporary folder \(terminalSafe(folder))\(environment == nil ? "" : " (TMPDIR)") does not exist, and git's request is written there",
                hint: environment == nil ? "create /tmp" : "set TMPDIR to a folder that exists and can be written, or unset it")
        }
        let made: TemporaryFile
        switch TemporaryFile.create(in: folder, prefix: "hitscope-git-") {
        case .success(let created): made = created
        case .failure(let problem): throw failure(problem)
        }
        if case .failure(let problem) = request.withUnsafeBytes({ made.write($0) }) {
            made.discard()
            throw failure(problem)
        }
        lseek(made.descriptor, 0, SEEK_SET)
        file = made
        handle = FileHandle(fileDescriptor: made.descriptor, closeOnDealloc: false)
    }

    /// Closes and removes the file.
    func remove() {
        file.discard()
    }
}
