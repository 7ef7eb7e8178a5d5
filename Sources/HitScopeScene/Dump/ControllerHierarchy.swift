/// The view controllers `_printHierarchy` (and Chisel's `pvc`, which calls it) printed, each with its view:
///
/// ```
/// <UINavigationController 0x7fb0c8817200>, state: appeared, view: <UILayoutContainerView 0x7fb0c8c05b40>
///    | <Inbox.InboxViewController 0x7fb0c8c0a9f0>, state: appeared, view: <UIView 0x7fb0c8d0b6e0>
///    |    | <SettingsViewController 0x7fb0c8e1c000>, state: disappeared, view: (view not loaded)
///    + <UIAlertController 0x7fb0c9010200>, state: appeared, view: <_UIAlertControllerView 0x7fb0c9011000>, presented with: <…>
/// ```
///
/// Console noise around it is fine; a Cycript string (`"…\n   | …"`) is split at its `\n`.
struct ControllerHierarchy {
    /// One controller line.
    struct Entry: Equatable {
        var className: String
        var address: String?
        /// The view's class and address; nil when the view is not loaded.
        var viewClass: String?
        var viewAddress: String?
        /// `not in the window`: the view exists but is not on screen.
        var isOffScreen: Bool
        /// How many `|` and `+` markers come before the controller: 0 for the root, one more for each child or
        /// presented controller.
        var depth: Int
        var line: Int
        var column: Int
    }

    private(set) var entries: [Entry] = []

    /// Entries read elsewhere (the controller lines of a dump that holds both outputs).
    init(entries: [Entry]) {
        self.entries = entries
    }

    init(_ text: String) {
        let lines = text.contains("\n") ? text.split(separator: "\n", omittingEmptySubsequences: false) : [Substring(text)]
        for (index, rawLine) in lines.enumerated() {
            var column = 1
            for piece in rawLine.components(separatedBy: "\\n") {
                if let entry = Self.entry(Substring(piece), line: index + 1, column: column) { entries.append(entry) }
                column += piece.unicodeScalars.count + 2
            }
        }
    }

    /// `<Class 0xADDRESS>, state: …, view: <ViewClass 0xADDRESS>`: the line's controller, if it is one.
    static func entry(_ line: Substring, line number: Int, column: Int) -> Entry? {
        guard let viewRange = line.range(of: ", view: "), let open = line.firstIndex(of: "<"), open < viewRange.lowerBound,
            let close = line[open...].firstIndex(of: ">"), close < viewRange.lowerBound
        else { return nil }
        let (className, address) = classAndAddress(line[line.index(after: open)..<close])
        guard !className.isBlank else { return nil }
        let afterView = line[viewRange.upperBound...]
        var viewClass: String?, viewAddress: String?
        if afterView.hasPrefix("<"), let viewClose = afterView.firstIndex(of: ">") {
            let (name, address) = classAndAddress(afterView[afterView.index(after: afterView.startIndex)..<viewClose])
            viewClass = name
            viewAddress = address
        }
        let offset = line[..<open].unicodeScalars.count
        return Entry(
            className: className, address: address, viewClass: viewClass, viewAddress: viewAddress,
            isOffScreen: afterView.contains("not in the window"), depth: line[..<open].count { $0 == "|" || $0 == "+" },
            line: number, column: column + offset)
    }

    /// `Class 0xADDRESS` (the address is optional: snapshot-testing's `.hierarchy` strategy purges it).
    private static func classAndAddress(_ text: Substring) -> (String, String?) {
        let parts = text.split(separator: " ")
        guard let first = parts.first else { return ("", nil) }
        let address = parts.dropFirst().first { $0.hasPrefix("0x") }.map(String.init)
        return (String(first).trimmingDumpSpaces(), address)
    }
}
