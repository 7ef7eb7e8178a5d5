import Foundation
import FuzzSupport
import HitScopeCore
import HitScopeFiles
import HitScopeScene

// Feeds arbitrary bytes as a scene's screenshot (a PNG: header, size against the screen), for a phone's screen
// and for a screen whose size is not a whole number; also as the scene itself (a PNG given in the scene's place).
runFuzzer { data in
    guard let path = temporaryFile(data, suffix: ".png") else { return }
    for screen in [Size(375, 667), Size(0.5, 1e9)] {
        // The bytes as a picture (HitScopeScene), and the file as `--screenshot` names it (HitScopeFiles).
        if case .failure(.wrongShape(let message, let hint)) = ScreenshotFile.picture(png: [UInt8](data), file: path, scale: nil, screen: screen) {
            precondition(!message.isEmpty && !hint.isEmpty, "a wrong shape is said with what to do")
        }
        let scene = "size: [\(screen.width), \(screen.height)]\nwindows: [ { name: w } ]\n"
        guard let scenePath = temporaryFile(Data(scene.utf8), suffix: "-scene.yaml") else { return }
        exerciseOrLocated { () throws(SceneError) in try SceneFiles.load(path: scenePath, screenshot: path) }
    }
    exerciseOrLocated { () throws(SceneError) in try SceneFiles.load(path: path) }
}
