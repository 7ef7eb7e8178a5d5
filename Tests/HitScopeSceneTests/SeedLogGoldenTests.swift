import Foundation
import HitScopeCore
import HitScopeScene
import Testing
import HitScopeTestSupport

/// The seeds' experiments are the engine's golden cases: the example scenes in Resources/Examples, traced, must
/// produce the seeds' logs call for call (both passes), with the same answers and returned views.
struct SeedLogGoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let example: String
        let point: Point
        let log: String
        var testDescription: String { "\(log) ← \(example) at \(point)" }
    }

    static let seed000Cases: [Case] = [
        Case(example: "seed000-experiment1-siblings", point: Point(50, 400), log: "seed000-exp1-op1-tap-blank"),
        Case(example: "seed000-experiment1-siblings", point: Point(125, 125), log: "seed000-exp1-op2-tap-btn1"),
        Case(example: "seed000-experiment2-btn1-disabled", point: Point(50, 400), log: "seed000-exp2-op1-tap-blank"),
        Case(example: "seed000-experiment2-nested", point: Point(250, 250), log: "seed000-exp2-op2-tap-btn1"),
        Case(example: "seed000-experiment2-nested", point: Point(135, 135), log: "seed000-exp2-op3-tap-btn2"),
        Case(example: "seed000-experiment2-btn2-disabled", point: Point(135, 135), log: "seed000-exp2-extra-btn2-disabled"),
    ]

    @Test("Seed 000's logs, call for call, both passes", arguments: seed000Cases)
    func seed000Logs(_ testCase: Case) throws {
        let logText = try String(contentsOf: Fixtures.url("SeedLogs/\(testCase.log).log"), encoding: .utf8)
        let expected = SeedLog.parse(logText)
        #expect(expected.count >= 4, "the fixture must hold a real log")
        let scene = try Examples.load(testCase.example)
        let logged = Set(expected.map(\.className))
        let actual = SeedLog.events(tracing: testCase.point, in: scene, passes: 2, loggedClasses: logged)
        #expect(actual == expected)
    }

    @Test("Seed 000: every tap in the examples is also one of the seed's operations")
    func seed000ExamplesTapWhatTheSeedTapped() throws {
        for example in Set(Self.seed000Cases.map(\.example)) {
            let taps = try Examples.load(example).taps
            let cases = Self.seed000Cases.filter { $0.example == example }.map(\.point)
            #expect(Set(cases).isSuperset(of: taps) || Set(taps).isSuperset(of: cases), "\(example)")
        }
    }

    @Test("Seed 001: tapping E asks A, C (NO), B, E — D is never asked — and E handles the touch")
    func seed001TapOnE() throws {
        let scene = try Examples.load("seed001-views-a-to-e")
        let events = SeedLog.events(tracing: Point(265, 215), in: scene, passes: 1, loggedClasses: ["AView", "BView", "CView", "DView", "EView"])
        let expected: [SeedLog.Event] = [
            .init(.enter, "AView"), .init(.pointInside, "AView", "1"),
            .init(.enter, "CView"), .init(.pointInside, "CView", "0"), .init(.exit, "CView", "(null)"),
            .init(.enter, "BView"), .init(.pointInside, "BView", "1"),
            .init(.enter, "EView"), .init(.pointInside, "EView", "1"), .init(.exit, "EView", "EView (175 40; 140 150)"),
            .init(.exit, "BView", "EView (175 40; 140 150)"),
            .init(.exit, "AView", "EView (175 40; 140 150)"),
        ]
        #expect(events == expected)
        let tester = HitTester(scene.hierarchy)
        let delivery = tester.deliverTouch(along: [Point(265, 215)])
        #expect(delivery.verdict(in: scene.hierarchy).handledBy == .view(scene.hierarchy.id(named: "E")!))
        #expect(delivery.phases.map { $0.receivers.count } == [1, 1], "E_touchesBegan / E_touchesEnded only")
    }
}

/// The seeds' log lines, reduced to what the engine decides: which view's hitTest starts, what its pointInside
/// answers, what it returns (class and frame of the returned view, as UIKit's description prints them).
enum SeedLog {
    enum Kind: Equatable, Sendable { case enter, pointInside, exit }

    struct Event: Equatable, Sendable, CustomStringConvertible {
        let kind: Kind
        let className: String
        let value: String

        init(_ kind: Kind, _ className: String, _ value: String = "") {
            self.kind = kind
            self.className = className
            self.value = value
        }

        var description: String { "\(kind) \(className) \(value)" }
    }

    /// Reads lines like `-----hitTest star Button1-----`, `-----pointInside Button1----- 1` and
    /// `-----hitTest end Button1----- <Button1: 0x…; baseClass = UIButton; frame = (100 100; 50 50); …>`.
    static func parse(_ log: String) -> [Event] {
        log.split(separator: "\n").compactMap { line -> Event? in
            guard let start = line.range(of: "-----") else { return nil }
            let body = line[start.upperBound...]
            let parts = body.components(separatedBy: "-----")
            guard parts.count == 2 else { return nil }
            let head = parts[0].split(separator: " ").map(String.init)
            let tail = parts[1].trimmingCharacters(in: .whitespaces)
            switch (head.first, head.dropFirst().first) {
            case ("hitTest", "star"): return Event(.enter, head[2])
            case ("pointInside", _): return Event(.pointInside, head[1], tail)
            case ("hitTest", "end"): return Event(.exit, head[2], describeReturned(tail))
            default: return nil
            }
        }
    }

    private static func describeReturned(_ text: String) -> String {
        guard text.hasPrefix("<"), let colon = text.firstIndex(of: ":"),
            let frame = text.range(of: "frame = ("), let close = text[frame.upperBound...].firstIndex(of: ")")
        else { return text }
        return "\(text[text.index(after: text.startIndex)..<colon]) (\(text[frame.upperBound..<close]))"
    }

    /// The same events from the engine's trace, for the views whose class logs.
    static func events(tracing point: Point, in scene: Scene, passes: Int, loggedClasses: Set<String>) -> [Event] {
        let h = scene.hierarchy
        let trace = HitTester(h).trace(point)
        let className = { (id: ViewID) in h[id].className }
        let once = trace.steps.compactMap { step -> Event? in
            guard loggedClasses.contains(className(step.view)) else { return nil }
            switch step {
            case .hitTest(let view, _, _): return Event(.enter, className(view))
            case .pointInside(let view, let inside, _, _): return Event(.pointInside, className(view), inside ? "1" : "0")
            case .result(let view, let returned, _):
                return Event(.exit, className(view), returned.map { "\(className($0)) \(h[$0].frame)" } ?? "(null)")
            default: return nil
            }
        }
        return Array(repeating: once, count: passes).flatMap { $0 }
    }
}
