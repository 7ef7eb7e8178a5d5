import HitScopeCore
import HitScopeDiff
import HitScopeFixtures
import HitScopeOutput
import Testing

/// The diff measures a view in one version only where the versions surely answer alike (`AnswersAlike`,
/// `ChangedViews`): its whole output equals measuring every view in both, on generated scenes with views moved,
/// hidden, turned off, made translucent, brought to the front, and added (so that the two versions number their
/// views differently).
struct AnswersAlikeTests {
    @Test("A diff that measures where the versions answer alike in one version equals one that measures both", arguments: Array(UInt64(1)...8))
    func equalToMeasuringBoth(seed: UInt64) async throws {
        let old = SceneGenerator(viewCount: 400, seed: seed).generate()
        let new = try Self.edited(old, seed: seed)
        let (shortcut, mirrored) = try #require(await Self.diffs(old, new))
        #expect(mirrored > 0, "seed \(seed): no view was measured in one version")
        #expect(shortcut.1 == shortcut.0, "seed \(seed): the diffs differ")
    }

    @Test("A scene diffed with itself measures every view in one version, and finds nothing")
    func sameScene() async throws {
        let scene = SceneGenerator(viewCount: 400, seed: 9).generate()
        let (outputs, _) = try #require(await Self.diffs(scene, scene))
        #expect(outputs.1 == outputs.0)
        let measured = try #require(SceneDiffer.targetsMeasuredInOneVersion(old: scene, new: scene))
        #expect(measured.inOne == measured.targets && measured.targets > 0)
        #expect(!outputs.1.contains("\"level\" : \"lost\""))
    }

    /// Both diffs' JSON (every view's areas, who took them, causes, the scene's taps), and how many targets the
    /// shortcut measured in one version.
    private static func diffs(_ old: Scene, _ new: Scene) async -> ((String, String), Int)? {
        var everyView = SceneDiffer()
        everyView.comparesEveryView = true
        let full = await everyView.diff(old: old, new: new, oldFile: "old.yaml", newFile: "new.yaml", namesAreAuthored: true)
        let short = await SceneDiffer().diff(old: old, new: new, oldFile: "old.yaml", newFile: "new.yaml", namesAreAuthored: true)
        guard let measured = SceneDiffer.targetsMeasuredInOneVersion(old: old, new: new) else { return nil }
        return ((Self.json(full), Self.json(short)), measured.inOne)
    }

    private static func json(_ diff: FileDiff) -> String { JSONText.pretty(DiffDocument(DiffReport(files: [diff]))) }

    /// Twenty-four views changed at random, and three views added near the front of the tree.
    private static func edited(_ scene: Scene, seed: UInt64) throws -> Scene {
        var random = SeededRandom(seed: seed &* 7919)
        var hierarchy = scene.hierarchy
        let count = hierarchy.count
        for _ in 0..<24 {
            let id = ViewID(random.int(1...count - 1))
            guard !hierarchy[id].isWindow else { continue }
            switch random.int(0...4) {
            case 0:
                try hierarchy.update(id) { $0.frame.origin.x += random.double(-20...20).rounded() }
            case 1: try hierarchy.update(id) { $0.isHidden.toggle() }
            case 2: try hierarchy.update(id) { $0.isUserInteractionEnabled.toggle() }
            case 3: try hierarchy.update(id) { $0.alpha = 0.005 }
            default: hierarchy.bringToFront(id)
            }
        }
        var views = (0..<hierarchy.count).map { hierarchy[ViewID($0)] }
        var parents = (0..<hierarchy.count).map { hierarchy.parent(of: ViewID($0)).map { Int32($0.rawValue) } ?? -1 }
        for extra in 0..<3 {
            // Inserted after the first few views: every later view's number shifts in the new version.
            let parent = 1 + extra
            var added = View(name: "added\(extra)", className: "UIButton", frame: Rect(Double(10 + 40 * extra), 30, 60, 44))
            added.title = "Added"
            views.insert(added, at: parent + 1)
            parents = parents.map { $0 > Int32(parent) ? $0 + 1 : $0 }
            parents.insert(Int32(parent), at: parent + 1)
        }
        var edited = scene
        edited.hierarchy = try ViewHierarchy(views: views, parents: parents)
        return edited
    }
}
