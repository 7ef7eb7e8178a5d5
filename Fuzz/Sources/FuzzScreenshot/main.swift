import Foundation
import FuzzSupport
import HitScopeCore
import HitScopeScene

// Feeds arbitrary bytes as a scene's screenshot (a PNG: header, size against the screen), for a phone's screen
// and for a screen whose size is not a whole number; also as the scene itself (a PNG given in the scene's place).
runFuzzer { data in
    guard let path = temporaryFile(data, suffix: ".png") else { return }
    for screen in [Size(375, 667), Size(0.5, 1e9)] {
        do throws(SceneError) {
            _ = try ScreenshotFile.load(path: path, screen: screen)
        } catch {
            checkLocated([error])
        }
    }
    exerciseOrLocated { () throws(SceneError) in try SceneInput.load(path: path) }
}
