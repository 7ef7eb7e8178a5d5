import Foundation
import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// `TraceRegionMap(tester:size:)` must build exactly the map that tracing every cell builds: same regions, same
/// numbering, same representatives.
@Suite("Trace-region map: the replaying builder equals the point-by-point one")
struct TraceRegionMapTests {
    @Test("Equals the per-cell map on generated scenes", arguments: [(200, 1), (200, 2), (600, 3), (1500, 4)])
    func generated(views: Int, seed: UInt64) {
        let scene = SceneGenerator(viewCount: views, seed: seed, size: Size(160, 240)).generate()
        let tester = HitTester(scene.hierarchy)
        #expect(TraceRegionMap(tester: tester, size: scene.size) == TraceRegionMap(pointByPoint: tester, size: scene.size))
    }

    @Test("Equals the per-cell map on a gallery's fifty-view screens, where most rows are found as runs", arguments: 1...4)
    func galleryScreens(seed: UInt64) {
        let scene = SceneGenerator(viewCount: 50, seed: seed).generate()
        let tester = HitTester(scene.hierarchy)
        #expect(TraceRegionMap(tester: tester, size: scene.size) == TraceRegionMap(pointByPoint: tester, size: scene.size))
    }

    @Test("Equals the per-cell map on random scenes: transforms, clipping, shaped areas, half-point frames", arguments: 1...3)
    func randomScenes(seed: UInt64) {
        let screen = Size(160, 240)
        for hierarchy in [RandomScenes.crowded(seed: seed), RandomScenes.nested(seed: seed, screen: screen), RandomScenes.halfPoint(seed: seed)] {
            let tester = HitTester(hierarchy)
            #expect(TraceRegionMap(tester: tester, size: screen) == TraceRegionMap(pointByPoint: tester, size: screen))
        }
    }

    @Test("Equals the per-cell map where every point-dependent note and rule is in play")
    func everyRule() throws {
        var tree = TreeBuilder()
        let window = tree.window(frame: Rect(0, 0, 120, 140))
        let root = tree.add("root", "UIView", Rect(0, 0, 120, 140), to: window)
        // Asked last (first subview): it takes every point that nothing in front of it takes.
        tree.add("greedy", "UIView", Rect(0, 50, 10, 10), to: root) { $0.hitTestRule = .ignoresBoundsReturningSelf }
        // A clipping parent whose child sticks out, asked anywhere: "hit while clipped" notes.
        let clip = tree.add("clip", "UIView", Rect(10, 10, 40, 30), to: root) {
            $0.clipsToBounds = true
            $0.hitTestRule = .ignoresBounds
        }
        tree.add("out", "UIButton", Rect(30, 20, 30, 25), to: clip)
        // A child drawn outside a parent that checks its bounds: "drawn but not touchable" notes.
        let card = tree.add("card", "UIView", Rect(60, 10, 40, 40), to: root)
        tree.add("badge", "UIButton", Rect(30, -8, 20, 20), to: card)
        tree.add("hiddenBadge", "UIButton", Rect(-8, 30, 20, 20), to: card) { $0.isHidden = true }
        // Shapes, a rotation, a fractional frame, a scroll offset, a singular transform.
        tree.add("round", "UIButton", Rect(5.5, 60.25, 30, 30), to: root) { $0.pointInsideRule = .circle }
        tree.add("pill", "UIButton", Rect(40, 60, 40, 20), to: root) { $0.pointInsideRule = .roundedRect(radius: 10) }
        tree.add("tilted", "UIView", Rect(80, 60, 30, 30), to: root) {
            $0.transform = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 3, ty: -2)
        }
        let scroll = tree.add("scroll", "UIScrollView", Rect(0, 95, 60, 40), to: root) { $0.boundsOrigin = Point(15, 5) }
        tree.add("content", "UIButton", Rect(20, 10, 30, 20), to: scroll) { $0.pointInsideRule = .minimumSize(Size(44, 44)) }
        tree.add("flat", "UIView", Rect(65, 95, 20, 20), to: root) { $0.transform = Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
        // Overrides: redirect, pass-through, returns self.
        let strip = tree.add("strip", "UIView", Rect(60, 100, 60, 40), to: root) { $0.hitTestRule = .redirect(to: "target") }
        tree.add("target", "UIView", Rect(10, 10, 30, 20), to: strip)
        tree.add("overlay", "UIView", Rect(0, 120, 120, 20), to: root) { $0.hitTestRule = .passThrough }
        tree.add("cell", "UITableViewCell", Rect(90, 0, 30, 20), to: root) { $0.hitTestRule = .returnsSelf }
        // A second window in front of part of the first.
        let alert = tree.window("alert", frame: Rect(70, 70, 40, 30), level: 1)
        tree.add("ok", "UIButton", Rect(5, 5, 30, 20), to: alert)
        let tester = try tree.tester()
        let size = Size(120, 140)
        let fast = TraceRegionMap(tester: tester, size: size)
        let slow = TraceRegionMap(pointByPoint: tester, size: size)
        #expect(fast == slow)
        #expect(slow.representatives.count > 20)
    }

    @Test("Equals the per-cell map for a screen of fractional size")
    func fractionalScreen() throws {
        var tree = TreeBuilder()
        let window = tree.window(frame: Rect(0, 0, 50.5, 30.25))
        tree.add("a", "UIButton", Rect(10.25, 5.75, 20.5, 10.5), to: window)
        let tester = try tree.tester()
        let size = Size(50.5, 30.25)
        #expect(TraceRegionMap(tester: tester, size: size) == TraceRegionMap(pointByPoint: tester, size: size))
    }

    /// Transforms of every kind beside translated views and inside a scroll offset: rotations by many angles (a quarter
    /// turn keeps one coordinate constant along a row), mirrors (a coordinate that shrinks along the row), scales and
    /// shears at fractional frames, a transformed view with subviews and one that clips, transformed subviews drawn
    /// outside their superview, a transformed window, rectangular `minimumSize` and outsets areas beside them, and
    /// singular transforms.
    private func transformed(seed: UInt64) throws -> HitTester {
        var random = SeededRandom(seed: seed)
        var tree = TreeBuilder()
        let window = tree.window(frame: Rect(0, 0, 160, 120))
        let root = tree.add("root", "UIView", Rect(0, 0, 160, 120), to: window)
        let scroll = tree.add("scroll", "UIScrollView", Rect(4, 6, 150, 110), to: root) { $0.boundsOrigin = Point(7.5, 3.25) }
        let quarter = Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        let mirror = Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        for index in 0..<24 {
            let angle = Double(random.int(0...359)) * .pi / 180
            let scale = [1, 0.5, 1.75, -1][random.int(0...3)]
            let transforms = [
                Transform2D(a: scale * cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: Double(random.int(-4...4)), ty: 0.5),
                quarter, mirror, Transform2D(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0), Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
            ]
            let frame = Rect(Double(random.int(-10...140)) + 0.25, Double(random.int(-10...100)) + 0.5, Double(random.int(4...50)), Double(random.int(4...40)))
            let parent = index.isMultiple(of: 3) ? scroll : root
            let view = tree.add("t\(index)", "UIView", frame, to: parent) {
                $0.transform = transforms[random.int(0...transforms.count - 1)]
                $0.clipsToBounds = random.int(0...3) == 0
                if random.int(0...4) == 0 { $0.pointInsideRule = .minimumSize(Size(44, 44)) }
            }
            if random.int(0...1) == 0 { tree.add("t\(index).b", "UIButton", Rect(-4, 2, 20, 12), to: view) }
            // A card whose transformed badges are drawn outside it: "drawn but not touchable" notes.
            let card = tree.add("c\(index)", "UIView", Rect(frame.origin.x + 3, frame.origin.y - 2, 24, 18), to: parent)
            tree.add("c\(index).badge", "UIButton", Rect(14.5, -9, 16, 14), to: card) { $0.transform = transforms[random.int(0...transforms.count - 1)] }
            tree.add("c\(index).tag", "UIButton", Rect(-6, 10.25, 12, 12), to: card)
            let plain = Rect(Double(random.int(-10...140)), Double(random.int(-10...100)) + 0.75, Double(random.int(2...30)), Double(random.int(2...30)))
            tree.add("p\(index)", "UIButton", plain, to: parent) {
                switch random.int(0...3) {
                case 0: $0.pointInsideRule = .minimumSize(Size(44, 44))
                case 1: $0.pointInsideRule = .outsets(EdgeOutsets(top: 6.5, left: 3, bottom: 0, right: 10))
                default: break
                }
            }
        }
        let tilted = tree.window("tilted", frame: Rect(100, 70, 50, 40), level: 1) { $0.transform = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 0, ty: 0) }
        tree.add("ok", "UIButton", Rect(5, 5, 30, 20), to: tilted)
        return try tree.tester()
    }

    @Test("Equals the per-cell map around lone transformed buttons: turned, mirrored, sheared, quarter-turned")
    func loneTransforms() throws {
        let turns = [
            Transform2D(a: cos(0.5), b: sin(0.5), c: -sin(0.5), d: cos(0.5), tx: 0, ty: 0),
            Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            Transform2D(a: 1, b: 0, c: 0.3, d: 1, tx: 0, ty: 0),
            Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
        ]
        for (index, turn) in turns.enumerated() {
            var tree = TreeBuilder()
            let window = tree.window(frame: Rect(0, 0, 100, 80))
            tree.add("turned", "UIButton", Rect(20.25, 15.5, 50, 30), to: window) { $0.transform = turn }
            let tester = try tree.tester()
            let size = Size(100, 80)
            #expect(TraceRegionMap(tester: tester, size: size) == TraceRegionMap(pointByPoint: tester, size: size), "transform \(index)")
        }
    }

    @Test("Equals the per-cell map where transformed views are asked beside translated ones: rotations, mirrors, shears, scroll offsets, rectangular areas", arguments: 1...6)
    func transforms(seed: UInt64) throws {
        let tester = try transformed(seed: seed)
        let size = Size(160, 120)
        #expect(TraceRegionMap(tester: tester, size: size) == TraceRegionMap(pointByPoint: tester, size: size))
    }

    /// Transformed views with subtrees of translated views below them: scrolled and clipping containers, badges drawn
    /// outside their container (drawn-subview notes below the transform), buttons with rectangular areas, a second
    /// transform (no runs below it) and a singular transform.
    private func subtreesBelowTransforms(seed: UInt64) throws -> HitTester {
        var random = SeededRandom(seed: seed)
        var tree = TreeBuilder()
        let window = tree.window(frame: Rect(0, 0, 160, 120))
        let root = tree.add("root", "UIView", Rect(0, 0, 160, 120), to: window)
        for index in 0..<10 {
            let angle = Double(random.int(0...359)) * .pi / 180
            let transforms = [
                Transform2D(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0.5, ty: Double(random.int(-3...3))),
                Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), Transform2D(a: -1, b: 0, c: 0, d: 1.5, tx: 0, ty: 0),
                Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
            ]
            let frame = Rect(Double(random.int(-10...120)) + 0.25, Double(random.int(-10...80)) + 0.5, Double(random.int(20...60)), Double(random.int(16...44)))
            let turned = tree.add("t\(index)", "UIView", frame, to: root) {
                $0.transform = transforms[index.isMultiple(of: 5) ? 3 : random.int(0...2)]
                $0.clipsToBounds = random.int(0...3) == 0
            }
            let box = tree.add("t\(index).box", "UIScrollView", Rect(2.5, 3, frame.size.width - 6, frame.size.height - 8), to: turned) {
                $0.boundsOrigin = Point(Double(random.int(0...8)) + 0.5, 1.25)
                $0.clipsToBounds = random.int(0...2) == 0
            }
            // Asked last, and in some boxes only: a walk that reaches it has no runs below the transform.
            if random.int(0...2) == 0 { tree.add("t\(index).twice", "UIButton", Rect(20, 4, 10, 8), to: box) { $0.transform = transforms[1] } }
            let card = tree.add("t\(index).card", "UIView", Rect(4, 2.75, 14, 10), to: box)
            tree.add("t\(index).badge", "UIButton", Rect(10, -5, 9, 8), to: card)
            tree.add("t\(index).tag", "UIButton", Rect(-3.5, 6, 7, 6), to: card) {
                if random.int(0...1) == 0 { $0.pointInsideRule = .minimumSize(Size(20, 20)) }
            }
            tree.add("t\(index).button", "UIButton", Rect(1, frame.size.height - 14, 12, 6), to: box) {
                $0.pointInsideRule = .outsets(EdgeOutsets(top: 2, left: 1.5, bottom: 3, right: 0))
            }
        }
        return try tree.tester()
    }

    @Test("Equals the per-cell map below transformed views: translated subtrees, drawn-outside badges, clipping, a second transform", arguments: 1...4)
    func belowTransforms(seed: UInt64) throws {
        let tester = try subtreesBelowTransforms(seed: seed)
        let size = Size(160, 120)
        #expect(TraceRegionMap(tester: tester, size: size) == TraceRegionMap(pointByPoint: tester, size: size))
    }

    /// A chain `levels` views deep, each inset from its superview by `step` (its bounds origin `step / 2`, so the
    /// conversions add up), with a button in the deepest and one clipping view on the way.
    private func chain(levels: Int, step: Double) throws -> HitTester {
        var tree = TreeBuilder()
        var parent = tree.window(frame: Rect(0, 0, 120, 90))
        var frame = Rect(0, 0, 120, 90)
        for level in 0..<levels {
            frame = Rect(step, step / 4, max(1, frame.size.width - 1.5 * step), max(1, frame.size.height - step / 2))
            parent = tree.add("v\(level)", "UIView", frame, to: parent) {
                $0.boundsOrigin = Point(step / 2, 0)
                if level == levels / 2 { $0.clipsToBounds = true }
            }
        }
        // At a quarter-point step, 300 levels move the screen's x by 37.5: the button's left edge (x 2) then lies on the
        // centre of cell 39 and its right edge on cell 59's, where a conversion off by any amount changes the map.
        tree.add("b", "UIButton", Rect(2, 2, 20, 10.5), to: parent)
        return try tree.tester()
    }

    @Test("Equals the per-cell map down a deep chain: conversions summed at once (quarter points), step by step (thirds), and past the stepped depth")
    func deepChains() throws {
        for (levels, step) in [(300, 0.25), (40, 1.0 / 3), (100, 1.0 / 3), (120, 0x1p-9)] {
            let tester = try chain(levels: levels, step: step)
            let size = Size(120, 90)
            #expect(TraceRegionMap(tester: tester, size: size) == TraceRegionMap(pointByPoint: tester, size: size), "\(levels) levels, step \(step)")
        }
    }
}
