import Foundation
import FuzzSupport
import HitScopeCore
import HitScopeFiles
import HitScopeScene

// Feeds arbitrary bytes as a `--controllers` file (`_printHierarchy` output) beside two dumps of one screen, with
// and without addresses (matched by address, and by place and class); also as the scene itself, where a
// controllers file is an error that says how to pass it. The scene must stay valid and every warning located.
let dump = """
    <UIWindow: 0x1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x2>>
       | <UILayoutContainerView: 0x3; frame = (0 0; 375 667); layer = <CALayer: 0x4>>
       |    | <UINavigationTransitionView: 0x5; frame = (0 0; 375 667); layer = <CALayer: 0x6>>
       |    |    | <UIView: 0x7; frame = (0 0; 375 667); layer = <CALayer: 0x8>>
       |    |    |    | <UITableView: 0x9; frame = (0 0; 375 667); layer = <CALayer: 0xa>>
       |    |    |    | <UIView: 0xb; frame = (0 600; 375 67); layer = <CALayer: 0xc>>
       |    | <UINavigationBar: 0xd; frame = (0 20; 375 44); layer = <CALayer: 0xe>>
    """
let dumps = [dump, dump.replacingOccurrences(of: ": 0x[0-9a-f]+", with: "", options: .regularExpression)].compactMap {
    temporaryFile(Data($0.utf8), suffix: "-dump\($0.count).txt")
}
precondition(dumps.count == 2, "cannot write the dumps")

runFuzzer { data in
    guard let path = temporaryFile(data, suffix: "-controllers.txt") else { return }
    for dumpPath in dumps {
        exerciseOrLocated { () throws(SceneError) in
            let loaded = try SceneFiles.load(path: dumpPath, controllers: path)
            precondition(loaded.scene.hierarchy.count == 7, "controllers changed the views")
            return loaded
        }
    }
    exerciseOrLocated { () throws(SceneError) in try SceneFiles.load(path: path) }
}
