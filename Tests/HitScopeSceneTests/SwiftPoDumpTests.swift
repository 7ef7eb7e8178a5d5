import Foundation
import HitScopeCore
import HitScopeScene
import HitScopeTestSupport
import Testing

/// What Swift developers get by default from lldb (issue 39): `po` of an optional, an array, a Swift object,
/// `value(forKey: "recursiveDescription")`, and its one-line escaped forms, read whole with the names the plain
/// dump gets; lldb's preamble before a dump; one detector for every command.
struct SwiftPoDumpTests {
    /// The one-line `Optional(<UIWindow …>\n   | …)` and the plain dump after lldb's errors are the same screen:
    /// the same views, names, classes and frames, and no warning.
    @Test func oneLineOptionalReadsAsThePlainDump() throws {
        let oneLine = try DumpFixtures.read("xcode16-swift-optional-one-line.txt", strict: true)
        let plain = try DumpFixtures.read("xcode16-lldb-errors-before-dump.txt", strict: true)
        #expect(oneLine.warnings.isEmpty && plain.warnings.isEmpty)
        let a = oneLine.scene.hierarchy, b = plain.scene.hierarchy
        #expect(a.views.map(\.name) == b.views.map(\.name))
        #expect(a.views.map(\.frame) == b.views.map(\.frame))
        #expect(a.views.map(\.className) == b.views.map(\.className))
        // The `)` that closes lldb's Optional( is not the last view's trailing text.
        #expect(!a.views.contains { $0.attributes.contains { $0.key == "trailing" } })
        #expect(a[try #require(a.id(named: "UIButtonLabel1"))].title == "Add to Bag")
    }

    /// The README's samples: po-swift.txt (Swift's one-line form) is dump.txt's screen, view for view.
    @Test func swiftSampleReadsAsThePlainSample() throws {
        let samples = Examples.repository.appendingPathComponent("Resources/Samples")
        let read = { (name: String) throws -> ImportedDump in
            let text = String(decoding: try Data(contentsOf: samples.appendingPathComponent(name)), as: UTF8.self)
            return try DumpImporter.read(text: text, file: name, strict: true)
        }
        let swift = try read("po-swift.txt"), plain = try read("dump.txt")
        #expect(swift.warnings.isEmpty)
        #expect(swift.scene.hierarchy.views.map(\.name) == plain.scene.hierarchy.views.map(\.name))
        #expect(swift.scene.hierarchy.views.map(\.frame) == plain.scene.hierarchy.views.map(\.frame))
    }

    /// `(String) $R0 = "Optional(<…>\n…)"`: quoted, escaped (`\"` inside a label's text), read whole.
    @Test func quotedStringDescribing() throws {
        let imported = try DumpFixtures.read("xcode16-swift-p-string-describing.txt", strict: true)
        #expect(imported.warnings.isEmpty)
        let h = imported.scene.hierarchy
        #expect(h[try #require(h.id(named: "UIButtonLabel1"))].title == "Say \"Hi\"")
        #expect(!h.views.contains { $0.attributes.contains { $0.key == "trailing" } })
    }

    /// `▿ 4 elements` / `- 0 : <…>`: every element is a top-level view of a synthetic window, named as the plain
    /// dump of the same views names them; lldb's structure lines are silent.
    @Test func arrayElementsAreTopLevelViews() throws {
        let imported = try DumpFixtures.read("xcode16-swift-po-subviews.txt", strict: true)
        #expect(imported.warnings.isEmpty)
        let h = imported.scene.hierarchy
        #expect(h.children(of: h.windows[0]).map { h[$0].name } == ["UIImageView1", "UIButton1", "UILabel1", "BadgeView1"])
        let plain = try DumpImporter.read(
            text: try DumpFixtures.text("xcode16-swift-po-subviews.txt")
                .split(separator: "\n").filter { $0.contains(" : <") }
                .map { String($0.drop { $0 != "<" }) }.joined(separator: "\n"),
            file: "plain.txt", strict: true)
        #expect(plain.scene.hierarchy.views.map(\.name) == h.views.map(\.name))
    }

    /// `▿ Optional<Any>` / `- some : <UIView …>` then `   | …`: the string lldb printed is the dump.
    @Test func optionalAnyHoldsTheDump() throws {
        let imported = try DumpFixtures.read("xcode16-swift-po-value-for-key.txt", strict: true)
        #expect(imported.warnings.isEmpty)
        let h = imported.scene.hierarchy
        let root = try #require(h.id(named: "UIView1"))
        #expect(h.children(of: root).count == 4)
        #expect(h.parent(of: try #require(h.id(named: "UIButton1"))) == h.id(named: "UIImageView1"))
    }

    /// A Swift object's properties (`▿ titleLabel : <UILabel …>`, `- some : <UIButton …>` under a property) are not
    /// views of a dump: each is warned at its line, counted in the loss, and an error with `--strict`.
    @Test func swiftObjectPropertiesAreNotViews() throws {
        let imported = try DumpFixtures.read("xcode16-swift-po-object-properties.txt")
        #expect(imported.viewCount == 1)
        #expect(imported.warnings.map(\.line) == [6, 9])
        #expect(imported.warnings.allSatisfy { $0.message.contains("is a property of the Swift object lldb printed above it") })
        #expect(imported.lossSummary?.message.hasPrefix("lost 2 Swift property records") == true)
        #expect(throws: SceneError.self) { try DumpFixtures.read("xcode16-swift-po-object-properties.txt", strict: true) }
    }

    /// lldb's `error:` and `warning:` lines before a dump: every command detects the dump (trace and inspect read
    /// it as YAML before), through one detector.
    @Test(arguments: [
        "xcode16-lldb-errors-before-dump.txt", "xcode16-swift-po-subviews.txt", "xcode16-swift-po-value-for-key.txt",
        "xcode16-swift-optional-one-line.txt", "xcode16-swift-p-string-describing.txt",
    ])
    func oneDetectorForEveryCommand(_ file: String) throws {
        let data = try Data(contentsOf: Fixtures.url("Dumps/\(file)"))
        #expect(SceneInput.detectedFormat(head: data.prefix(SceneInput.bytesToDetect)) == .dump)
        let loaded = try SceneInput.load(data: data, file: file)
        #expect(loaded.format == .dump)
        let imported = try SceneImport.read(data: data, file: file, strict: false)
        #expect(imported.scene.hierarchy.count == loaded.scene.hierarchy.count)
    }

    /// When detection finds nothing and the text is not a scene file either, the error says what was looked for.
    @Test func failedDetectionSaysWhatItTried() {
        let text = "Some notes about the screen\nthe button does not work: why\n"
        do {
            _ = try SceneInput.load(data: Data(text.utf8), file: "notes.txt")
            Issue.record("notes read as a scene")
        } catch {
            #expect(error.hint?.contains("no recursiveDescription record") == true)
            #expect(error.hint?.contains("--input-format dump") == true)
        }
        // A scene file's own error stays as it was.
        do {
            _ = try SceneInput.load(data: Data("name: x\nsize: [1, 2]\nwindows: 3\n".utf8), file: "scene.yaml")
        } catch {
            #expect(error.hint?.contains("no recursiveDescription record") != true)
        }
    }
}
