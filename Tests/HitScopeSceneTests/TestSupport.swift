import Foundation
import HitScopeCore
import HitScopeScene

/// This target's fixtures (Tests/HitScopeSceneTests/Fixtures, copied as a bundle resource).
enum Fixtures {
    static func url(_ relativePath: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
    }
}

/// Text written to a temporary file and read through `SceneInput`, as the commands read what users paste.
enum PastedInput {
    static func load(_ text: String, name: String = "pasted.txt", format: InputFormat = .auto, strict: Bool = false) throws -> LoadedScene {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hitscope-\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try loadFile(url.path, format: format, strict: strict)
    }
}

/// Reads the file at `path` through `SceneInput` as the edge does (the bytes, named by the path), naming the
/// controllers from the file `controllers`; what a scene file names (its screenshot) is not read here.
func loadFile(_ path: String, format: InputFormat = .auto, strict: Bool = false, controllers: String? = nil) throws(SceneError) -> LoadedScene {
    var loaded = try SceneInput.load(data: try bytes(path), file: path, format: format, strict: strict)
    if let controllers { loaded.warnings += try SceneInput.nameControllers(from: try bytes(controllers), file: controllers, in: &loaded.scene) }
    return loaded
}

/// The bytes of the test's own file at `path`.
private func bytes(_ path: String) throws(SceneError) -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
        throw SceneError(file: path, line: 0, column: 0, message: "the test cannot read its own file")
    }
    return data
}

/// Calls `body` with each block of the points file at `path`, read as the edge reads it (`PointList` on its
/// descriptor).
func forEachPointBlock(path: String, blockSize: Int = 1 << 16, _ body: (PointBlock) throws -> Void) throws {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw CocoaError(.fileNoSuchFile) }
    defer { close(descriptor) }
    try PointList.forEachBlock(descriptor: descriptor, file: path, blockSize: blockSize, body)
}

/// Calls `body` with each point of the points file at `path`.
func forEachPoint(path: String, _ body: (Point) throws -> Void) throws {
    try forEachPointBlock(path: path) { block in try block.forEachPoint(body) }
}
