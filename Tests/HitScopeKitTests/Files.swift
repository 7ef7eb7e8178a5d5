import Foundation

/// Files of the repository the tests read besides the examples (`Examples`): the dumps of the scene tests.
enum Files {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/HitScopeSceneTests/Fixtures/Dumps/NAME`.
    static func dump(_ name: String) -> String {
        repository.appendingPathComponent("Tests/HitScopeSceneTests/Fixtures/Dumps").appendingPathComponent(name).path
    }
}
