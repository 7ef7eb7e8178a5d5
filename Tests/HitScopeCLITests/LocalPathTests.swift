import Foundation
import HitScopeTestSupport
import Testing

/// A page is shared: a dump or a snapshot given by its full path is named by its file name, never by where it lay
/// (the title, the heading, the drawing's label and the embedded JSON all carry the scene's name).
struct LocalPathTests {
    private static func fixture(_ path: String) -> URL {
        Examples.repository.appendingPathComponent("Tests/HitScopeSceneTests/Fixtures/\(path)")
    }

    @Test(
        "A report of an input given by its full path shows no local path; one given relative keeps the path as given",
        arguments: ["Dumps/ios12-navigation-table.txt", "Accessibility/appium2-page-source-new-order.xml"])
    func noLocalPath(_ fixture: String) throws {
        let folder = try TemporaryFolder()
        let nested = folder.url.appendingPathComponent("private-home/app")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let name = Self.fixture(fixture).lastPathComponent
        let input = nested.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.fixture(fixture), to: input)
        let output = folder.url.appendingPathComponent("page.html")
        let result = try CLI.run(["report", input.path, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOf: output, encoding: .utf8)
        #expect(!page.contains("private-home"), "the page names where the input lay")
        #expect(!page.contains(folder.url.path))
        #expect(page.contains("(\(name))") || page.contains(" from \(name))"), "titled by its file name")
        // Given relative to the working folder, the name is the path as typed.
        let relative = try CLI.run(["report", "private-home/app/\(name)", "-o", "relative.html"], directory: folder.url)
        #expect(relative.status == 0, "\(relative.stderr)")
        let relativePage = try String(contentsOf: folder.url.appendingPathComponent("relative.html"), encoding: .utf8)
        #expect(relativePage.contains("private-home/app/\(name)"))
        #expect(!relativePage.contains(folder.url.path))
    }
}
