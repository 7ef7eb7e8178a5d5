import Foundation
import HitScopeCore
import HitScopeFiles
import HitScopeScene
import HitScopeTestSupport
import Testing
import HitScopeTestSupport

/// A scene's screenshot: found beside the scene file, its scale given or worked out, written back, replaced from the
/// command line; a PNG of the wrong shape said as it is, and every file that cannot be used as a PNG refused with
/// one message, whatever the reason.
@Suite struct ScreenshotFileTests {
    static let png = Repository.examples.appendingPathComponent("screenshot-login.png")

    /// A folder holding the example's PNG as `shot.png` and a scene written from `yaml` (which names it).
    private func folder(_ yaml: String, png: Data? = nil) throws -> (scene: String, folder: TemporaryFolder) {
        let folder = try TemporaryFolder()
        try (png ?? Data(contentsOf: Self.png)).write(to: folder.file("shot.png"))
        return (try folder.write(yaml, to: "scene.yaml").path, folder)
    }

    private func yaml(size: String = "[390, 844]", screenshot: String) -> String {
        "name: Shot\nsize: \(size)\nscreenshot: \(screenshot)\nwindows:\n  - name: window\n    views:\n      - { name: button, class: UIButton, frame: [20, 20, 100, 44] }\n"
    }

    private func error(_ yaml: String, png: Data? = nil) throws -> SceneError? {
        let (scene, folder) = try self.folder(yaml, png: png)
        defer { withExtendedLifetime(folder) {} }
        do {
            _ = try SceneFiles.load(path: scene)
            return nil
        } catch {
            return error
        }
    }

    @Test("The example's screenshot is read beside its scene: its bytes, its pixels and its scale")
    func example() throws {
        let scene = try SceneFiles.load(path: Repository.examples.appendingPathComponent("screenshot-login.yaml").path).scene
        let shot = try #require(scene.screenshot)
        #expect(shot.file == "screenshot-login.png" && shot.scale == 2)
        #expect(shot.pixelWidth == 780 && shot.pixelHeight == 1688)
        #expect(shot.png == [UInt8](try Data(contentsOf: Self.png)))
    }

    @Test("Without a scale, it is the picture's width over the screen's; the scene is written back with it")
    func inferredScaleAndRoundTrip() throws {
        let (path, folder) = try self.folder(yaml(screenshot: "{ file: shot.png }"))
        let scene = try SceneFiles.load(path: path).scene
        #expect(scene.screenshot?.scale == 2)
        let written = SceneWriter.yaml(scene)
        #expect(written.contains("screenshot: {file: shot.png, scale: 2}"))
        let again = try SceneFiles.load(path: try folder.write(written, to: "again.yaml").path).scene
        #expect(again.screenshot?.png == scene.screenshot?.png && again.screenshot?.scale == 2)
    }

    @Test("--screenshot replaces the scene's own, and is checked against any scene's size")
    func replacedFromTheCommandLine() throws {
        let (path, folder) = try self.folder(yaml(size: "[375, 667]", screenshot: "{ file: missing.png }").replacingOccurrences(of: "screenshot: { file: missing.png }\n", with: ""))
        #expect(try SceneFiles.load(path: path).scene.screenshot == nil)
        let png = folder.file("shot.png").path
        #expect(throws: SceneError(
            file: png, line: 0, column: 0,
            message: "the screenshot \(png) is 780 × 1688 pixels: not the shape of the scene's 375 × 667 points (at 2.08 pixels a point, 780 × 1387)",
            hint: "take a screenshot of the whole screen this scene describes (not cropped), or set the scene's `size:` to the screenshot's")) {
            try SceneFiles.load(path: path, screenshot: png)
        }
        let example = Repository.examples.appendingPathComponent("screenshot-login.yaml").path
        let replaced = try SceneFiles.load(path: example, screenshot: png).scene.screenshot
        #expect(replaced?.file == png && replaced?.scale == 2)
    }

    @Test("A scale that does not fit the picture: the error is at the key and says which scale would")
    func wrongScale() throws {
        let error = try #require(try error(yaml(screenshot: "{ file: shot.png, scale: 3 }")))
        #expect(error.line == 3 && error.column == 13)
        #expect(error.message == "the screenshot shot.png is 780 × 1688 pixels, but the scene is 390 × 844 points at scale 3: 1170 × 2532 pixels")
        #expect(error.hint == "set `scale: 2`, or take the screenshot of this screen")
    }

    @Test("Every file that is not a whole PNG gets the one message, at the key; keys that are not a screenshot's are refused")
    func refused() throws {
        let png = try Data(contentsOf: Self.png)
        let unusable = "the screenshot 'X' cannot be used"
        let cases: [(yaml: String, png: Data?, message: String)] = [
            (yaml(screenshot: "{ file: nowhere.png }"), nil, unusable.replacingOccurrences(of: "X", with: "nowhere.png")),
            (yaml(screenshot: "{ file: shot.png }"), Data("not a picture".utf8), unusable.replacingOccurrences(of: "X", with: "shot.png")),
            (yaml(screenshot: "{ file: shot.png }"), png.prefix(png.count - 20), unusable.replacingOccurrences(of: "X", with: "shot.png")),
            (yaml(screenshot: "{ file: shot.png }"), png.prefix(8) + Data(repeating: 0, count: 60), unusable.replacingOccurrences(of: "X", with: "shot.png")),
            (yaml(screenshot: "{ file: shot.png, scale: 0 }"), nil, "the screenshot's scale must be from 0 to 10 pixels a point, found 0"),
            (yaml(screenshot: "{ scale: 2 }"), nil, "the screenshot names no file"),
            (yaml(screenshot: "shot.png"), nil, "screenshot must be a mapping, found 'shot.png'"),
        ]
        var hints = Set<String>()
        for (yaml, png, message) in cases {
            let error = try #require(try error(yaml, png: png), "\(message)")
            #expect(error.line == 3, "\(error)")
            #expect(error.message == message)
            #expect(error.hint?.isEmpty == false)
            if message.hasSuffix("cannot be used") { hints.insert(error.hint ?? "") }
        }
        #expect(hints.count == 1, "one hint for every unusable screenshot: \(hints)")
        let unknown = try #require(try error(yaml(screenshot: "{ file: shot.png, scael: 2 }")))
        #expect(unknown.description.contains("did you mean 'scale'?"), "\(unknown)")
    }
}
