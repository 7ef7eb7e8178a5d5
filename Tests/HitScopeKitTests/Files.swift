import Foundation

/// Files of the repository the tests read: the example scenes and the dumps of the scene tests.
enum Files {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Resources/Examples/NAME`.
    static func example(_ name: String) -> String {
        repository.appendingPathComponent("Resources/Examples").appendingPathComponent(name).path
    }

    /// `Tests/HitScopeSceneTests/Fixtures/Dumps/NAME`.
    static func dump(_ name: String) -> String {
        repository.appendingPathComponent("Tests/HitScopeSceneTests/Fixtures/Dumps").appendingPathComponent(name).path
    }
}
