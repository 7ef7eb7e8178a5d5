import Foundation
import HitScopeKit
import Testing
import HitScopeTestSupport

@Suite struct HitSceneTests {
    let scene: HitScene

    init() throws {
        scene = try HitScene.load(file: Examples.file("seed001-button-on-image-view.yaml"))
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
        #expect(trace.responderChain.map(\.name) == ["root", "ViewController", "window", "application"])
        #expect(trace.text.contains("avatarImage"))
        #expect(trace.json.hasPrefix("{") && !trace.json.contains("\n"))
    }

    @Test func whyNamesTheAncestorThatWasSkipped() throws {
        let play = try scene.view(named: "playButton")
        let answer = scene.why(play, at: play.center)
        #expect(!answer.reachesView)
        #expect(answer.reason == .skipped)
        #expect(answer.decidingView.name == "avatarImage")
        #expect(answer.text.contains("userInteractionEnabled"))
        #expect(answer.fix == "set userInteractionEnabled = YES on avatarImage", "proven on a copy of the scene")
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
            #expect(error.file == file.path && error.line == 4 && error.column > 0)
            #expect(error.message == "unknown key 'alpah' in a window" && error.hint == "did you mean 'alpha'?")
        }
    }

    @Test func dumpsAreReadAndTheirViewsNamedByClass() throws {
        let dump = try HitScene.load(file: Files.dump("ios13-seed000-console.txt"))
        let inner = try dump.view(named: "Button2_1")
        #expect(inner.center == Point(155, 155))
        #expect(dump.hitTest(at: inner.center) == inner)
        #expect(dump.views.first?.className == "UIWindow")
    }

    @Test func aTapsVerdictSaysWhoTookItAndWhy() throws {
        let trace = scene.trace(at: try scene.view(named: "playButton").center)
        #expect(trace.verdict.kind == .nobody && trace.handledBy == nil)
        #expect(trace.verdict.rule == "droppedByChain")
        #expect(trace.text.hasPrefix("Taken by: nobody"))
        let fixed = scene.trace(at: try scene.view(named: "playButtonFixed").center)
        #expect(fixed.verdict.kind == .control && fixed.verdict.name == "playButtonFixed" && fixed.handledBy?.view?.name == "playButtonFixed")
    }

    @Test func aQuickSwipeInAScrollViewIsTakenByTheScrollView() throws {
        let shop = try HitScene.load(file: Examples.file("scroll-view-content-touches.yaml"))
        let swipe = shop.touch(fingers: [[
            TouchSample(time: 0, point: Point(100, 82)), TouchSample(time: 0.04, point: Point(100, 74)),
            TouchSample(time: 0.08, point: Point(100, 60)),
        ]])
        #expect(swipe.verdict.kind == .scrollView && swipe.verdict.name == "feed")
        #expect(swipe.verdict.rule == "scrollViewPan" && swipe.verdict.source.contains("UIScrollView"))
        #expect(swipe.hitView?.name == "buyButton")
        #expect(swipe.scrolled.map(\.name) == ["feed"])
        #expect(swipe.recognized == ["feed.panGestureRecognizer"])
        #expect(swipe.timeline.isEmpty, "the button never hears of a swipe that starts within the 0.15 s wait")
        #expect(swipe.text.hasPrefix("Taken by: feed (UIScrollView), a scroll view"))
        let held = shop.touch(fingers: [[TouchSample(time: 0, point: Point(100, 82)), TouchSample(time: 0.3, point: Point(100, 82))]])
        #expect(held.verdict.kind == .control && held.timeline.map(\.phase) == ["began", "ended"])
        #expect(held.timeline.last?.sends == ["touchUpInside"])
    }
}
