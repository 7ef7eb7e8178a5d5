import Glibc

/// Whether an output names one of a command's inputs: the same file on the disk (device and inode, links followed),
/// whatever the spelling (`./s.yaml`, a link to it, a hard link).
public enum SameFile {
    /// The first of `inputs` that `output` is the same file as, or the same folder; nil when none (`-` is never a
    /// file: standard input and standard output are two streams).
    public static func input(_ output: String, among inputs: [String]) -> String? {
        guard output != "-", let target = identity(output) else { return nil }
        return inputs.first { $0 != "-" && identity($0) == target }
    }

    private struct Identity: Equatable {
        let device: UInt
        let inode: UInt
    }

    private static func identity(_ path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Identity(device: UInt(status.st_dev), inode: UInt(status.st_ino))
    }
}
