import HitScopeCore
import HitScopeScene
import Testing

/// A misspelt UIKit class in a scene file (issue 27): a warning at the value with the nearest UIKit class, for
/// names that look like UIKit's (a `UI` prefix, one or two edits away); app classes and known classes stay silent.
struct ClassSpellingTests {
    static func scene(_ views: String) -> String {
        "name: t\nsize: [100, 100]\nwindows:\n  - name: w\n    views:\n\(views)"
    }

    @Test(arguments: [
        ("      - {name: b, class: UIButon, frame: [0, 0, 50, 50]}\n", 6, 26, "UIButon", "UIButton"),
        ("      - {name: b, class: UIimageview, frame: [0, 0, 50, 50]}\n", 6, 26, "UIimageview", "UIImageView"),
        ("      - {name: b, class: UIVeiw, frame: [0, 0, 50, 50]}\n", 6, 26, "UIVeiw", nil),
        ("      - {name: b, class: Pay, baseClass: UIBUtton, frame: [0, 0, 50, 50]}\n", 6, 42, "UIBUtton", "UIButton"),
    ] as [(String, Int, Int, String, String?)])
    func misspeltUIKitClass(_ views: String, _ line: Int, _ column: Int, _ given: String, _ nearest: String?) throws {
        let loaded = try PastedInput.load(Self.scene(views), name: "scene.yaml")
        guard let nearest else {
            // Two letters swapped are two edits: too far for a six-letter name, which stays silent.
            #expect(loaded.warnings.isEmpty)
            return
        }
        let warning = try #require(loaded.warnings.first)
        #expect(loaded.warnings.count == 1)
        #expect(warning.line == line && warning.column == column)
        #expect(warning.message == "'\(given)' is not a UIKit class HitScope knows, so this view has UIView's defaults")
        #expect(warning.hint?.hasPrefix("did you mean '\(nearest)'?") == true)
    }

    @Test(arguments: ["UIButton", "UIPageControl", "PayButton", "UIKitLikeButton", "MyUIButon"])
    func silentClasses(_ name: String) throws {
        let loaded = try PastedInput.load(Self.scene("      - {name: b, class: \(name), frame: [0, 0, 50, 50]}\n"))
        #expect(loaded.warnings.isEmpty)
    }
}
