import Foundation
import HitScopeReport
import HitScopeTestSupport
import Testing

/// The drawings of HitScopeKit's documentation (Sources/HitScopeKit/HitScopeKit.docc/Resources) are what
/// `hitscope report EXAMPLE --format svg --tap 1` draws now: recorded with RECORD_SNAPSHOTS=1 like any golden file.
struct DocumentationDrawingTests {
    static let catalog = Examples.repository.appendingPathComponent("Sources/HitScopeKit/HitScopeKit.docc/Resources")

    /// Each drawing's name in the catalog, and the example it draws.
    static let drawings: [(image: String, example: String)] = [
        ("seed000-experiment1-siblings", "seed000-experiment1-siblings"),
        ("seed001-button-on-image-view", "seed001-button-on-image-view"),
        ("seed001-child-outside-parent", "seed001-child-outside-parent"),
        ("seed002-table-cell-overrides", "seed002-7.1-table-cell-overrides"),
        ("seed003-bigger-hit-area", "seed003-bigger-hit-area"),
        ("seed003-tab-bar-centre-button", "seed003-tab-bar-centre-button"),
        ("seed004-responder-chain-controller", "seed004-responder-chain-controller"),
    ]

    @Test(arguments: drawings.map(\.image))
    func drawingIsTheExamplesFirstTapAsDrawnNow(image: String) throws {
        let example = try #require(Self.drawings.first { $0.image == image }).example
        let options = ReportOptions(sceneFile: "\(example).yaml")
        let actual = HTMLReport.svg(scene: try Examples.load(example), options: options, tap: 0)
        try GoldenFiles(folder: Self.catalog).check(actual, against: "\(image).svg")
    }

    @Test func everyDrawingInTheCatalogIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.catalog.path).filter { $0.hasSuffix(".svg") }
        #expect(Set(files) == Set(Self.drawings.map { "\($0.image).svg" }))
    }
}
