import HitScopeCore
import HitScopeFixtures

/// Seeded random hierarchies for tests that compare the engine's paths with each other and with `UIKitOracle`:
/// the same seed always gives the same scene. Redirects are resolved (all dropped when they close a cycle).
public enum RandomScenes {
    /// A 375×667 window whose root has many subviews (some with many subviews of their own: wide enough for the
    /// subview index), dressed with `SceneTweaks.crowded`.
    public static func crowded(seed: UInt64) -> ViewHierarchy {
        var random = SeededRandom(seed: seed)
        let tweaks = SceneTweaks.crowded
        var t = TreeBuilder()
        let w = t.window()
        let root = t.add("root", "UIView", Rect(0, 0, 375, 667), to: w)
        var names: [String] = []
        for index in 0..<random.int(40...300) {
            let frame = Rect(Double(random.int(-20...360)), Double(random.int(-20...650)), Double(random.int(0...80)), Double(random.int(0...80)))
            let name = "v\(index)"
            let parent = t.add(name, "UIView", frame, to: root) { tweaks.apply(to: &$0, &random, earlier: names) }
            names.append(name)
            if random.int(0...9) == 0 {
                for child in 0..<random.int(0...60) {
                    let childFrame = Rect(Double(random.int(-30...90)), Double(random.int(-30...90)), Double(random.int(0...30)), Double(random.int(0...30)))
                    t.add("\(name).\(child)", "UIButton", childFrame, to: parent) { tweaks.apply(to: &$0, &random, earlier: names) }
                }
            }
        }
        return t.resolvedDroppingRedirectCycles()
    }

    /// One to three windows (levels 0 and 1) filling `screen`, with random nesting up to six levels deep, dressed
    /// with `tweaks`. With `extras`, windows are dressed with `SceneTweaks.windows` only, some top-level views get 32 to 48 subviews (wide enough for the subview
    /// index), and a banner window at level 2, away from the screen's origin, holds a few views of its own.
    public static func nested(
        seed: UInt64, screen: Size = Size(375, 667), tweaks: SceneTweaks = .nested, extras: Bool = false
    ) -> ViewHierarchy {
        var random = SeededRandom(seed: seed)
        var t = TreeBuilder()
        var names: [String] = []
        var serial = 0
        func add(_ parent: ViewID, _ frame: Rect) -> ViewID {
            serial += 1
            let name = "v\(serial)"
            let id = t.add(name, random.int(0...3) == 0 ? "UIButton" : "UIView", frame, to: parent) {
                tweaks.apply(to: &$0, &random, earlier: names)
            }
            names.append(name)
            return id
        }
        func fill(_ parent: ViewID, _ size: Size, depth: Int) {
            let count = depth == 0 ? random.int(20...60) : random.int(0...(depth < 3 ? 6 : 2))
            for _ in 0..<count {
                let width = Double(random.int(0...Int(size.width * 0.7) + 4)), height = Double(random.int(0...Int(size.height * 0.7) + 4))
                let frame = Rect(
                    Double(random.int(-10...Int(size.width) + 5)) - width / 4, Double(random.int(-10...Int(size.height) + 5)) - height / 4,
                    width, height)
                let id = add(parent, frame)
                if depth < 5 { fill(id, frame.size, depth: depth + 1) }
                if extras, depth == 0, random.int(0...7) == 0 {
                    for _ in 0..<random.int(32...48) {
                        let cell = Rect(Double(random.int(-5...Int(width))), Double(random.int(-5...Int(height))), Double(random.int(0...24)), Double(random.int(0...24)))
                        _ = add(id, cell)
                    }
                }
            }
        }
        let windowTweaks = extras ? SceneTweaks.windows : tweaks
        for window in 0..<random.int(1...3) {
            let id = t.window("window\(window)", frame: Rect(origin: .zero, size: screen), level: Double(random.int(0...1))) {
                windowTweaks.apply(to: &$0, &random, earlier: names)
            }
            names.append("window\(window)")
            fill(id, screen, depth: 0)
        }
        if extras {
            let banner = Rect(screen.width * 0.25, 12.5, screen.width / 2, 40)
            let id = t.window("banner", frame: banner, level: 2) { windowTweaks.apply(to: &$0, &random, earlier: names) }
            names.append("banner")
            for _ in 0..<random.int(1...4) { _ = add(id, Rect(Double(random.int(-10...Int(banner.size.width))), Double(random.int(-10...30)), 20, 20)) }
        }
        return t.resolvedDroppingRedirectCycles()
    }

    /// A 200×150 scene of integer frames, dressed with `tweaks`, and a second window at level 10. With the default
    /// `SceneTweaks.halfPoint` all its edges fall on half points (hit areas grown to 44×44 or by whole points, scales
    /// by 2 about the centre, a translation).
    public static func halfPoint(seed: UInt64, tweaks: SceneTweaks = .halfPoint) -> ViewHierarchy {
        var random = SeededRandom(seed: seed)
        var t = TreeBuilder()
        let w = t.window("main", frame: Rect(0, 0, 200, 150))
        var names: [String] = []
        for index in 0..<random.int(10...40) {
            let frame = Rect(Double(random.int(-10...190)), Double(random.int(-10...140)), Double(random.int(0...60)), Double(random.int(0...60)))
            let name = "v\(index)"
            let parent = t.add(name, random.int(0...3) == 0 ? "UIButton" : "UIView", frame, to: w) { tweaks.apply(to: &$0, &random, earlier: names) }
            names.append(name)
            for child in 0..<random.int(0...4) {
                let childFrame = Rect(Double(random.int(-20...50)), Double(random.int(-20...50)), Double(random.int(2...30)), Double(random.int(2...30)))
                let childName = "\(name).\(child)"
                t.add(childName, "UIButton", childFrame, to: parent) { tweaks.apply(to: &$0, &random, earlier: names) }
                names.append(childName)
            }
        }
        t.window("banner", frame: Rect(60, 0, 80, 12), level: 10) { $0.touches = .handle }
        return t.resolvedDroppingRedirectCycles()
    }
}
