import Foundation
import Testing
import HitScopeTestSupport

/// What people paste, through the commands (issue 27): read when a person could read it, and every loss or guess
/// said on standard error with its place; bad input exits 2 with `file:line:column: what — what to do`.
struct PastedInputCommandTests {
    @Test func xcuitestListWithoutHeaderOrArrow() throws {
        let text = "Application, 0x1, pid: 2, label: 'Shop'\n    Window, 0x2, {{0.0, 0.0}, {390.0, 844.0}}\n      Button, 0x3, {{10.0, 10.0}, {80.0, 44.0}}, label: 'SDK Version: 2.1.7-8\nlat:0.0\nlong:0.0'\n"
        for format in [[], ["--input-format", "accessibility"]] {
            let result = try CLI.run(["trace"] + format + ["-", "--at", "20,20", "--hit-only", "--strict"], stdin: text)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "(20, 20) → SDK Version: 2.1.7-8\\u{A}lat:0.0\\u{A}long:0.0\n")
        }
    }

    @Test func pageSourceNotWellFormed() throws {
        let xml = "<AppiumAUT>\n<XCUIElementTypeApplication>\n  <XCUIElementTypeWindow x=\"0\" y=\"0\" width=\"390\" height=\"844\">\n</XCUIElementTypeApplication>\n"
        let result = try CLI.run(["trace", "-", "--at", "20,20", "--strict"], stdin: xml)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("-:4:"))
        #expect(result.stderr.contains("the page source is not well-formed XML: this end tag does not close <XCUIElementTypeWindow> of line 3, which is never closed"))
    }

    @Test func controllersGivenAsTheScene() throws {
        let result = try CLI.run(["trace", "-", "--at", "20,20"], stdin: "<UINavigationController 0x1>, state: appeared, view: <UILayoutContainerView 0x2>\n")
        #expect(result.status == 2)
        #expect(result.stderr == "-:1:1: this is a view controller hierarchy (`_printHierarchy` or Chisel `pvc` output), not a scene or a recursiveDescription dump — pass it with --controllers beside a dump of the same screen: `hitscope trace dump.txt --controllers controllers.txt --at X,Y`\n")
    }

    @Test func elisionInADump() throws {
        let dump = "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n   | <UIView: 0x3; frame = (0 0; 390 844); layer = <CALayer: 0x4>>\n   ...\n"
        let lenient = try CLI.run(["trace", "-", "--at", "20,20", "--hit-only"], stdin: dump)
        #expect(lenient.status == 0)
        #expect(lenient.stderr.hasPrefix("warning: -:3:4: '...' stands for records left out of the dump"))
        #expect(try CLI.run(["trace", "-", "--at", "20,20", "--strict"], stdin: dump).status == 2)
    }

    @Test func misspeltUIKitClass() throws {
        let scene = "name: t\nsize: [100, 100]\nwindows:\n  - name: w\n    views:\n      - {name: b, class: UIButon, frame: [0, 0, 50, 50]}\n"
        let result = try CLI.run(["trace", "-", "--at", "20,20", "--hit-only"], stdin: scene)
        #expect(result.status == 0)
        #expect(result.stderr.hasPrefix("warning: -:6:26: 'UIButon' is not a UIKit class HitScope knows, so this view has UIView's defaults — did you mean 'UIButton'?"))
    }
}
