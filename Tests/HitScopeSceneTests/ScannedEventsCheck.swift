import Foundation
import HitScopeScene
import Testing

/// Records an issue, with the text and the last events of each way, unless the scanners' events for `text` are
/// libyaml's (`SceneEventLog.scannedAgreesWithLibYAML`).
func expectScannedEventsAreLibYAMLs(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    expectScannedEventsAreLibYAMLs(Data(text.utf8), sourceLocation: sourceLocation)
}

/// Records an issue unless the scanners' events for `data` are libyaml's.
func expectScannedEventsAreLibYAMLs(_ data: Data, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard !SceneEventLog.scannedAgreesWithLibYAML(data) else { return }
    let scanned = SceneEventLog.events(of: data, parsing: SceneParsing(piped: false, scans: true))
    let expected = SceneEventLog.events(of: data, parsing: .libYAMLOnly)
    Issue.record(
        "\(String(decoding: data.prefix(300), as: UTF8.self).debugDescription)\nscanned: \(scanned.suffix(3))\nlibyaml: \(expected.suffix(3))",
        sourceLocation: sourceLocation)
}
