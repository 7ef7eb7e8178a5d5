import Foundation

/// What /proc says about a running process's open descriptors: how many, and how many inotify watches they hold.
struct ProcessResources: Equatable, CustomStringConvertible {
    let descriptors: Int
    let inotifyWatches: Int

    init(pid: Int32) throws {
        let folder = "/proc/\(pid)/fd"
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        descriptors = entries.count
        var watches = 0
        for entry in entries {
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(entry)")) == "anon_inode:inotify" else { continue }
            let info = (try? String(contentsOfFile: "/proc/\(pid)/fdinfo/\(entry)", encoding: .utf8)) ?? ""
            watches += info.split(separator: "\n").filter { $0.hasPrefix("inotify wd:") }.count
        }
        inotifyWatches = watches
    }

    var description: String { "\(descriptors) descriptors, \(inotifyWatches) inotify watches" }
}
