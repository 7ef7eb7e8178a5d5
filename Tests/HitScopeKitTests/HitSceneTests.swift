import Foundation
import HitScopeKit
import Testing

@Suite struct HitSceneTests {
    let scene: HitScene

    init() throws {
        scene = try HitScene.load(file: Files.example("seed001-button-on-image-view.yaml"))
    }

    @Test func aViewsCentreIsItsBoundsCentreOnScreen() throws {
        let play = try scene.view(named: "playButton")
        #expect(play.center == Point(187.5, 277.5))
        #expect(play.frameOnScreen == Rect(150, 240, 75, 75))
        #expect(play.className == "UIButton")
    }

    @Test func aTapAtTheCentreReachesTheViewOnlyWhenUIKitWouldLetIt() throws {
        let play = try scene.view(named: "playButton")
        #expect(scene.hitTest(at: play.center)?.name == "root")
        let fixed = try scene.view(named: "playButtonFixed")
        #expect(scene.hitTest(at: fixed.center) == fixed)
    }

    @Test func traceGivesTheChainAndWhoHandled() throws {
        let trace = scene.trace(at: try scene.view(named: "playButton").center)
        #expect(trace.hitView?.name == "root")
        #expect(trace.responderChain == ["root", "ViewController", "window", "application"])
        #expect(trace.text.contains("avatarImage"))
        #expect(trace.json.hasPrefix("{") && !trace.json.contains("\n"))
    }

    @Test func whyNamesTheAncestorThatWasSkipped() throws {
        let play = try scene.view(named: "playButton")
        let answer = scene.why(play, at: play.center)
        #expect(!answer.reachesView)
        #expect(answer.reason == .skipped)
        #expect(answer.decidingView == "avatarImage")
        #expect(answer.text.contains("userInteractionEnabled"))
        let fixed = try scene.view(named: "playButtonFixed")
        #expect(scene.why(fixed, at: fixed.center).reachesView)
    }

    @Test func anUnknownViewNameSaysTheClosestOne() {
        #expect(throws: HitScopeError.self) { try scene.view(named: "playButon") }
        do {
            _ = try scene.view(named: "playButon")
        } catch {
            #expect(error.description.hasSuffix("did you mean 'playButton'?"))
        }
    }

    @Test func aBadFileSaysWhereAndWhat() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hitscopekit-bad-\(getpid()).yaml")
        try Data("name: x\nsize: [375, 667]\nwindows:\n  - { name: w, alpah: 1 }\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            _ = try HitScene.load(file: file.path)
            Issue.record("a scene with an unknown key loaded")
        } catch {
            #expect(error.description.hasPrefix("\(file.path):4:"))
            #expect(error.description.contains("did you mean 'alpha'?"))
        }
    }

    @Test func dumpsAreReadAndTheirViewsNamedByClass() throws {
        let dump = try HitScene.load(file: Files.dump("ios13-seed000-console.txt"))
        let inner = try dump.view(named: "Button2_1")
        #expect(inner.center == Point(155, 155))
        #expect(dump.hitTest(at: inner.center) == inner)
        #expect(dump.views.first?.className == "UIWindow")
    }
}
