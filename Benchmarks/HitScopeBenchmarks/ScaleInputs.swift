import Foundation

/// The absurd-scale inputs of issue 8 that `hitscope generate` does not make (the same shapes as
/// Tests/HitScopeCLITests/ScaleTests.swift).
enum ScaleInputs {
    /// One table view scrolled to the middle of a million rows, one flow mapping a line (about 75 MB).
    static func writeSiblings(to path: String) throws {
        try write(to: path) { add in
            add("windows:\n  - name: window\n    views:\n      - name: list\n        class: UITableView\n        frame: [0, 0, 375, 667]\n        contentOffset: [0, 22000000]\n        subviews:\n")
            for row in 0..<1_000_000 { add("          - { name: row\(row), class: UITableViewCell, frame: [0, \(row * 44), 375, 44] }\n") }
        }
    }

    /// A window and a million sibling views as `recursiveDescription` prints them (about 95 MB).
    static func writeDump(to path: String) throws {
        try write(to: path) { add in
            add("<UIWindow: 0x7f0000000000; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x600000000000>>\n")
            for row in 0..<1_000_000 {
                let address = String(0x7f10_0000_0000 + row * 16, radix: 16)
                add("   | <UIView: 0x\(address); frame = (0 \(row * 44); 375 44); layer = <CALayer: 0x\(address)>>\n")
            }
        }
    }

    /// One line of 100 MB: a view whose name is 100 MB of letters.
    static func writeGiantName(to path: String) throws {
        try write(to: path) { add in
            add("windows: [{name: w, views: [{name: ")
            let chunk = String(repeating: "A", count: 1 << 20)
            for _ in 0..<100 { add(chunk) }
            add(", frame: [0, 0, 10, 10]}]}]\n")
        }
    }

    private static func write(to path: String, _ lines: ((String) -> Void) -> Void) throws {
        var text = ""
        lines { text += $0 }
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
}
