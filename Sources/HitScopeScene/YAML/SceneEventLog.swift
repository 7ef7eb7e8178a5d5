import Foundation

/// The reader's events as text, one a line, with the error that stopped them last: for the tests and fuzz targets
/// that hold every way of parsing (`SceneParsing`) to libyaml's events alone.
public enum SceneEventLog {
    /// The events of `data` (aliases expanded, as the reader sees them), parsed the way `parsing` says.
    public static func events(of data: Data, parsing: SceneParsing) -> [String] {
        let utf8: Data
        do {
            utf8 = try SourceFile.validatedUTF8(data, file: "log")
        } catch {
            return ["error \(error.line):\(error.column) \(error.message)"]
        }
        return utf8.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [String] in
            var source = YAMLEventSource(utf8: utf8, bytes: bytes, file: "log", parsing: parsing)
            var lines: [String] = []
            while true {
                do throws(SceneError) {
                    let event = try source.next()
                    lines.append("\(event)")
                    if case .streamEnd = event { return lines }
                } catch {
                    lines.append("error \(error.line):\(error.column) \(error.message)")
                    return lines
                }
            }
        }
    }

    /// Whether the scanners' way (JSON or block YAML) gives libyaml's events for `data`: the same events; or, where
    /// libyaml stops at a syntax error, the same error with the events before it agreeing. (libyaml reads ahead — a
    /// whole chunk of the file for characters it refuses — so it may stop a few events before the scanner hands over
    /// to it; the reader puts a syntax error before anything a value means, so those events never decide anything.)
    public static func scannedAgreesWithLibYAML(_ data: Data) -> Bool {
        let expected = events(of: data, parsing: .libYAMLOnly)
        let scanned = events(of: data, parsing: SceneParsing(piped: false, scans: true))
        guard scanned != expected else { return true }
        let before = min(expected.count, scanned.count) - 1
        return expected.last?.hasPrefix("error ") == true && scanned.last == expected.last && scanned.prefix(before) == expected.prefix(before)
    }

    /// How many of the file's events (aliases not expanded) a scanner gave before handing the file to libyaml: all
    /// of them when it read the whole file itself.
    public static func scannedEventCount(_ data: Data) -> Int {
        guard let utf8 = try? SourceFile.validatedUTF8(data, file: "log") else { return 0 }
        return utf8.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Int in
            var events = SyntaxEvents(bytes: bytes, scans: true)
            while let event = try? events.next(), !event.isStreamEnd {}
            return events.scannedCount
        }
    }
}
