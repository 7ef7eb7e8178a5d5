import Foundation
import FuzzSupport
import HitScopeFiles
import HitScopeScene

// Feeds arbitrary bytes to the accessibility readers (XCUITest's debugDescription and Appium page sources, told
// apart by content as every command does), detected and forced, lenient and strict; whatever reads is hit-tested
// and written back, and every warning is located. Seeded with both kinds (scripts/fuzz).
runFuzzer { data in
    guard let path = temporaryFile(data, suffix: ".txt") else { return }
    for (format, strict) in [(InputFormat.auto, false), (.accessibility, false), (.accessibility, true)] {
        exerciseOrLocated { () throws(SceneError) in try SceneFiles.load(path: path, reading: SceneReading(format: format, strict: strict)) }
    }
}
