import Foundation
import HitScopeFiles
import HitScopeCore
import HitScopeScene
import HitScopeTestSupport

/// Paths and scenes shared by the viewer's tests.
enum Fixtures {
    /// A fresh folder for files a test writes.
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-viewer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Copies an example (and its screenshot) into `folder` (the viewer writes next to its scene; examples stay untouched).
    static func copy(_ name: String, to folder: URL) throws -> String {
        let target = folder.appendingPathComponent("\(name).yaml")
        try FileManager.default.copyItem(atPath: Examples.path(name), toPath: target.path)
        // The screenshot a scene names is found beside it.
        let png = String(Examples.path(name).dropLast(5)) + ".png"
        if FileManager.default.fileExists(atPath: png) {
            try FileManager.default.copyItem(atPath: png, toPath: folder.appendingPathComponent("\(name).png").path)
        }
        return target.path
    }
}

/// Waits until `condition` holds (the viewer answers asynchronously); whether it did within `timeout` seconds.
func eventually(timeout: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if try condition() { return true }
        usleep(30_000)
    }
    return try condition()
}
