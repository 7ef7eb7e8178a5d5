import Foundation
import HitScopeFixtures
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

/// Records an issue unless the scanners' events are libyaml's for `text` and for four random changes of it: each cut
/// short, a byte taken out, or one of `insertions`' bytes put in.
func expectScannedEventsAreLibYAMLs(
    _ text: String, andChangesInserting insertions: String, _ random: inout SeededRandom, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    expectScannedEventsAreLibYAMLs(text, sourceLocation: sourceLocation)
    let bytes = Array(text.utf8), inserted = Array(insertions.utf8)
    for _ in 0..<4 {
        var changed = bytes
        let at = Int(random.next() % UInt64(max(1, changed.count)))
        switch random.next() % 3 {
        case 0: changed = Array(changed.prefix(at))
        case 1: if at < changed.count { changed.remove(at: at) }
        default: changed.insert(inserted[Int(random.next() % UInt64(inserted.count))], at: min(at, changed.count))
        }
        expectScannedEventsAreLibYAMLs(Data(changed), sourceLocation: sourceLocation)
    }
}
