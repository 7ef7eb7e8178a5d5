import HitScopeCore
import HitScopeScene
import Testing

/// Damaged dumps never crash or hang the reader, and whatever it keeps is a valid scene: it writes as a scene file
/// that reads back (finite numbers, sizes of 0 or more, alpha in 0…1, unique names) and answers as it does.
struct DumpFuzzTests {
    /// A small seeded generator (a 64-bit LCG), the same damage on every machine.
    struct Damage {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(max(1, bound)))
        }

        /// Deletes, duplicates or inserts bracket, marker and quote characters, or cuts the text.
        mutating func apply(to text: String) -> String {
            var scalars = Array(text.unicodeScalars)
            let pieces: [Unicode.Scalar] = ["<", ">", "|", ";", "'", "(", ")", "{", "[", "\n", " ", "=", ":", "\\", "\r", "n"]
            for _ in 0..<(1 + next(6)) {
                guard !scalars.isEmpty else { break }
                let at = next(scalars.count)
                switch next(5) {
                case 0: scalars.remove(at: at)
                case 1: scalars.insert(pieces[next(pieces.count)], at: at)
                case 2: scalars.insert(contentsOf: scalars[at..<min(scalars.count, at + next(80))], at: at)
                case 3: scalars.removeSubrange(at..<min(scalars.count, at + next(40)))
                default: scalars.removeSubrange(at...)
                }
            }
            return String(String.UnicodeScalarView(scalars))
        }
    }

    static let fixtures = [
        "ios12-navigation-table.txt", "ios13-tab-bar.txt", "ios17-transforms.txt", "ios17-text-and-swift-classes.txt",
        "ios7-cycript-one-line.txt", "blog-markdown-crlf.txt", "ios16-nslog-nav-bar.txt",
        "ios17-snapshot-testing-layers.1.txt", "ios12-pspdf-swizzled.txt",
    ]

    @Test(arguments: fixtures)
    func damagedDumps(_ name: String) throws {
        let original = try DumpFixtures.text(name)
        var damage = Damage(state: UInt64(name.utf8.count) &* 7919)
        for round in 0..<60 {
            let text = damage.apply(to: original)
            for strict in [false, true] {
                guard let imported = try? DumpImporter.read(text: text, file: "fuzz.txt", strict: strict) else { continue }
                let scene = imported.scene
                for view in scene.hierarchy.views {
                    let values = [view.frame.minX, view.frame.minY, view.frame.size.width, view.frame.size.height, view.alpha,
                        view.boundsOrigin.x, view.boundsOrigin.y]
                    #expect(values.allSatisfy { $0.isFinite }, "round \(round): \(view.name)")
                    #expect(view.frame.size.width >= 0 && view.frame.size.height >= 0 && (0...1).contains(view.alpha))
                }
                guard round % 6 == 0 else { continue }
                let reread = try SceneReader.read(text: SceneWriter.yaml(scene), file: "fuzz.yaml")
                let direct = HitTester(scene.hierarchy), back = HitTester(reread.hierarchy)
                for point in scene.probePoints(step: 23) {
                    #expect(direct.hitTest(point).map { scene.hierarchy[$0].name } == back.hitTest(point).map { reread.hierarchy[$0].name })
                }
            }
        }
    }
}
