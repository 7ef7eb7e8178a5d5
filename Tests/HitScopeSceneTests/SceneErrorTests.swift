import Foundation
import HitScopeCore
import HitScopeScene
import Testing
import HitScopeTestSupport

/// Bad scene files get `file:line:column: what is wrong — what to do`, at the exact place.
struct SceneErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let marked: String
        let message: String
        var testDescription: String { message }
    }

    private static let window = "size: [375, 667]\nwindows:\n  - name: window\n    views:\n"

    static let cases: [Case] = [
        Case(marked: window + "      - name: a\n        ⟪fram: [0, 0, 10, 10]\n", message: "unknown key 'fram' in a view — did you mean 'frame'?"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        ⟪userInteractionEnable: false\n", message: "unknown key 'userInteractionEnable' in a view — did you mean 'userInteractionEnabled'?"),
        Case(marked: window + "      - name: a\n        frame: ⟪[0, 0, 10]\n", message: "frame must have 4 numbers [x, y, width, height], found 3"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, ⟪.nan, 10]\n", message: "width of frame is .nan, not a finite number — write a finite number of points"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, ⟪1e999, 10]\n", message: "width of frame is 1e999, not a finite number — write a finite number of points"),
        Case(marked: window + "      - name: a\n        frame: ⟪[0, 0, -5, 10]\n", message: "frame has a negative size (-5×10) — width and height are 0 or more; move the origin instead"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        hidden: ⟪maybe\n", message: "hidden must be true or false, found 'maybe'"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        alpha: ⟪2\n", message: "alpha must be between 0 and 1, found 2"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n      - ⟪name: a\n        frame: [0, 0, 10, 10]\n", message: "the name 'a' is used twice — every view and window needs its own name"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        hitTest: ⟪{ redirectTo: b }\n", message: "'a' redirects to 'b', which is not a view of this scene — name an existing view in redirectTo"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        hitTest: ⟪{ redirectTo: b }\n      - name: b\n        frame: [0, 0, 10, 10]\n        hitTest: { redirectTo: a }\n", message: "redirects form a cycle: a → b → a — a redirect must end at a view that does not redirect"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        hitTest: ⟪passthrough\n", message: "unknown hitTest 'passthrough' — use standard, passThrough, ignoresBounds, ignoresBoundsReturningSelf, self, never or { redirectTo: name }"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        color: ⟪redd\n", message: "unknown colour 'redd' — did you mean 'red'? Colours are UIKit names or #rrggbb"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        color: ⟪\"#ＦＦＦ\"\n", message: "colour '#ＦＦＦ' is not #rgb, #rrggbb or #rrggbbaa in ASCII hex digits (a full-width or look-alike character?) — write its digits with 0-9 and a-f"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        color: ⟪\"#12g\"\n", message: "colour '#12g' is not #rgb, #rrggbb or #rrggbbaa in ASCII hex digits — write its digits with 0-9 and a-f"),
        Case(marked: window + "      - ⟪frame: [0, 0, 10, 10]\n", message: "this view has no name — add `name:` with a unique name"),
        Case(marked: window + "      - ⟪name: a\n", message: "view 'a' has no frame — add `frame: [x, y, width, height]` in its superview's space"),
        Case(marked: window + "      - name: ⟪\"\"\n        frame: [0, 0, 1, 1]\n", message: "name is empty — give it a non-empty name"),
        Case(marked: "size: ⟪[0, 667]\nwindows: []\n", message: "size must be positive, found 0×667 — give the screen size in points, e.g. [375, 667]"),
        Case(marked: "size: [375, 667]\nwindows: ⟪[]\n", message: "the scene has no windows — add `windows:` with at least one window holding `views:`"),
        Case(marked: "name: x\nwindows:\n  - name: w\n    views: ⟪{ a: 1 }\n", message: "views must be a list, found a mapping — write it as [a, b] or as `- ` lines"),
        Case(marked: "⟪name: x\nname: y\n", message: "duplicate key 'name' set here and again later in the same mapping — keep one of them"),
        Case(marked: "{\"size\": [375, 667], \"windows\": [{\"name\": \"w\", \"views\": [{\"name\": \"a\", \"frame\": ⟪\"big\"}]}]}", message: "frame must be a list [x, y, width, height], found 'big'"),
        Case(marked: "formatVersion: ⟪2\n", message: "formatVersion 2 is not supported — this HitScope reads formatVersion 1"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        delaysContentTouches: ⟪false\n", message: "delaysContentTouches applies to scroll views, and 'a' is a UIView — remove it, or give the view a scroll view class (UIScrollView, UITableView, UICollectionView, UITextView)"),
        Case(marked: window + "      - { name: a, frame: [0, 0, 10, 10] }\ntouches:\n  - [[[0, 1, 1], ⟪[0.1, 2]]]\n", message: "a finger's sample must have 3 numbers [t, x, y], found 2"),
        Case(marked: window + "      - { name: a, frame: [0, 0, 10, 10] }\ntouches:\n  - [[[0.2, 1, 1], ⟪[0.1, 2, 2]]]\n", message: "the time 0.1 comes before the previous sample's 0.2 — list a finger's samples in time order"),
        Case(marked: window + "      - { name: a, frame: [0, 0, 10, 10] }\ntouches:\n  - [[⟪[-1, 1, 1]]]\n", message: "the time -1 is negative — times are seconds from the touch's first sample, 0 or more"),
        Case(marked: window + "      - { name: a, frame: [0, 0, 10, 10] }\ntouches:\n  - [⟪[]]\n", message: "this finger has no samples — give at least one [t, x, y]: where it comes down; it lifts at its last sample"),
        Case(marked: window + "      - { name: a, frame: [0, 0, 10, 10] }\ntouches:\n  - ⟪[]\n", message: "this touch has no fingers — write each finger as a list of [t, x, y] samples, e.g. [[[0, 100, 200], [0.1, 100, 200]]]"),
        Case(marked: window + "      - { name: a, frame: [0, 0, 10, 10], allowsSelection: ⟪false }\n", message: "allowsSelection applies to a UITableView or UICollectionView, and 'a' is a UIView — remove it, or give the view a list class"),
        Case(marked: window + "      - { name: a, class: UITableViewCell, frame: [0, 0, 10, 10], willSelect: ⟪none }\n", message: "willSelect must be nil or self, found 'none' — nil: the delegate's willSelectRowAt returns nil, so the row is not selected"),
        Case(marked: window + "      - { name: a, class: UISlider, frame: [0, 0, 10, 10], value: ⟪2 }\n", message: "value must be between 0 and 1 (the slider's default range), found 2"),
        Case(marked: window + "      - ⟪name: a\n        frame: [0, 0, 10, 10]\n        gestures: [{ kind: tap, name: t, requiresFailureOf: [dbl] }]\n", message: "gesture 't' names 'dbl', which is not a gesture recognizer of this scene — name a recognizer by its `name:` in simultaneousWith or requiresFailureOf"),
        Case(marked: window + "      - ⟪name: a\n        frame: [0, 0, 10, 10]\n        gestures: [{ kind: tap, name: t, ignoresTouchesIn: form }]\n", message: "gesture 't' ignores touches in 'form', which is not a view of this scene — name an existing view in ignoresTouchesIn"),
        Case(marked: window + "      - name: a\n        frame: [0, 0, 10, 10]\n        gestures: [{ kind: pan, name: t, taps: ⟪2 }]\n", message: "taps applies to a tap recognizer — numberOfTapsRequired: 1 for a single tap, 2 for a double tap"),
        Case(marked: "windows:\n  - name: w\n    views: [⟪\n", message: "did not find expected node content (while parsing a flow node at line 3, column 13) — check the YAML/JSON syntax around this place"),
    ]

    @Test("Exact messages at exact places", arguments: cases)
    func exactErrors(_ testCase: Case) {
        let marked = MarkedText(testCase.marked)
        do {
            _ = try SceneReader.read(text: marked.text, file: "scene.yaml")
            Issue.record("no error for: \(testCase.message)")
        } catch {
            #expect(error.message + (error.hint.map { " — \($0)" } ?? "") == testCase.message)
            #expect(error.line == marked.line, "line")
            #expect(error.column == marked.column, "column")
            #expect(error.description.hasPrefix("scene.yaml:\(marked.line):\(marked.column): "))
        }
    }

    @Test("Empty files, invalid UTF-8, a BOM and CRLF line ends")
    func encodings() throws {
        #expect(throws: SceneError(file: "e.yaml", line: 0, column: 0, message: "the file is empty", hint: "write a scene (see docs/scene-format.md) or pass another file")) {
            try SceneReader.read(text: " \n\n", file: "e.yaml")
        }
        var bytes = Array("size: [375, 667]\nname: \"".utf8)
        bytes += [0xC3, 0x28]
        do {
            _ = try SceneReader.read(data: Data(bytes), file: "bad.yaml")
            Issue.record("invalid UTF-8 accepted")
        } catch {
            #expect(error.line == 2 && error.column == 8)
            #expect(error.message == "the file is not valid UTF-8 (byte 24)")
        }
        let valid = "name: ok\r\nwindows:\r\n  - name: w\r\n    views: []\r\n"
        let scene = try SceneReader.read(data: Data([0xEF, 0xBB, 0xBF] + Array(valid.utf8)), file: "bom.yaml")
        #expect(scene.name == "ok")
        #expect(scene.hierarchy.count == 1)
    }

    @Test("Every truncation of a real example reads, or fails with a message at a place inside what is left")
    func truncations() throws {
        let text = try String(contentsOf: Examples.folder.appendingPathComponent("seed003-scroll-view-margins.yaml"), encoding: .utf8)
        let whole = try SceneReader.read(text: text, file: "whole.yaml")
        var (read, refused) = (0, 0)
        for length in stride(from: 0, to: text.utf8.count, by: 7) {
            let prefix = String(decoding: Array(text.utf8.prefix(length)), as: UTF8.self)
            // Line lengths in Unicode scalars, as columns count them; a cut after a newline leaves an empty last line.
            let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false).map { $0.unicodeScalars.count }
            do {
                let scene = try SceneReader.read(text: prefix, file: "cut.yaml")
                #expect(scene.hierarchy.count <= whole.hierarchy.count, "\(length) bytes")
                read += 1
            } catch {
                refused += 1
                #expect(error.file == "cut.yaml")
                #expect(!error.message.isEmpty, "\(length) bytes: \(error)")
                if error.line == 0 {
                    #expect(error.column == 0, "\(length) bytes: \(error)")
                } else {
                    #expect(error.line <= lines.count, "\(length) bytes, \(lines.count) lines: \(error)")
                    if error.line <= lines.count {
                        #expect(error.column <= lines[error.line - 1] + 1, "\(length) bytes: \(error)")
                    }
                }
            }
        }
        #expect(refused > 0 && read > 0, "\(read) read, \(refused) refused")
    }
}
