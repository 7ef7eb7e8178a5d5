import Glibc

/// A file made to be renamed into place (or removed): created new (never an existing file, never through a link)
/// with a name no other file has, listed for removal on a signal (`TemporaryFiles`) until it is.
struct TemporaryFile {
    let path: String
    let descriptor: Int32

    /// A new file in `folder`, named `prefix` and random characters, open for reading and writing, with `mode`.
    static func create(in folder: String, prefix: String, mode: mode_t = 0o600) -> Result<TemporaryFile, FileProblem> {
        for _ in 0..<16 {
            let path = PathText.join(folder, prefix + randomName())
            guard TemporaryFiles.list(path) else { return .failure(.other(errno: EMFILE)) }
            let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return .success(TemporaryFile(path: path, descriptor: descriptor)) }
            let problem = errno
            TemporaryFiles.unlist(path)
            guard problem == EEXIST else { return .failure(FileProblem(errno: problem)) }
        }
        return .failure(.other(errno: EEXIST))
    }

    /// Twelve random letters and digits.
    private static func randomName() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        return String((0..<12).map { _ in letters[Int(generator.next(upperBound: UInt32(letters.count)))] })
    }

    /// Writes all of `bytes` at the file's offset.
    func write(_ bytes: UnsafeRawBufferPointer) -> Result<Void, FileProblem> {
        Descriptor.writeAll(descriptor, bytes)
    }

    /// Closes the file and renames it to `destination` (in the same folder: atomic); removes it on failure.
    func rename(to destination: String) -> Result<Void, FileProblem> {
        guard close(descriptor) == 0 else {
            let problem = FileProblem(errno: errno)
            TemporaryFiles.remove(path)
            return .failure(problem)
        }
        guard Glibc.rename(path, destination) == 0 else {
            let problem = FileProblem(errno: errno)
            TemporaryFiles.remove(path)
            return .failure(problem)
        }
        TemporaryFiles.unlist(path)
        return .success(())
    }

    /// Closes and removes the file.
    func discard() {
        close(descriptor)
        TemporaryFiles.remove(path)
    }
}
