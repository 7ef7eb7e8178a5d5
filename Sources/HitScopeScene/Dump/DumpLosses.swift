/// What a dump reader left out of the scene, counted for the summary every command prints after the warnings
/// (docs/recursive-description.md, "What cannot be read").
struct DumpLosses: Hashable, Sendable {
    /// View records skipped, with the views nested under them.
    var skippedViews = 0
    /// Lines in the middle of the dump that are not records of it (garbage, log lines, text HitScope cannot read).
    var ignoredLines = 0
    /// Author's elision marks (`...`): records left out by whoever pasted the dump.
    var elisions = 0
    /// Records lldb printed as properties of a Swift object (not views of the dump).
    var skippedProperties = 0

    /// Whether anything was lost.
    var isEmpty: Bool { self == DumpLosses() }

    /// The loss in one sentence (`lost 47 views, 2 lines and 1 elided part`), nil when nothing was lost.
    var sentence: String? {
        var parts: [String] = []
        if skippedViews > 0 { parts.append(plural(skippedViews, "view")) }
        if ignoredLines > 0 { parts.append(plural(ignoredLines, "line")) }
        if elisions > 0 { parts.append(plural(elisions, "elided part")) }
        if skippedProperties > 0 { parts.append(plural(skippedProperties, "Swift property record")) }
        guard let last = parts.popLast() else { return nil }
        return "lost " + (parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last)
    }

    /// The summary warning about the whole file, after the warnings at their lines.
    func summary(file: String) -> SceneError? {
        sentence.map {
            SceneError(
                file: file, line: 0, column: 0,
                message: "\($0) (the warnings say where): answers where they were may differ from UIKit's",
                hint: "paste the whole dump as Xcode printed it; --strict refuses any loss (exit 2)")
        }
    }
}
