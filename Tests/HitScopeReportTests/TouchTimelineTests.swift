import Foundation
import HitScopeCore
import Testing
import HitScopeTestSupport

/// A scene's `touches:` are in its report beside its taps: a tab each, named by what the touch does, with the
/// engine's timeline (docs/gestures.md) and its trace document embedded.
struct TouchTimelineTests {
    @Test("Every touch of scroll-view-content-touches has its tab, its title and its timeline")
    func touchesAreListedWithTheirTimeline() throws {
        let page = try CLI.run(["report", Examples.url("scroll-view-content-touches").path, "-o", "-"]).stdout
        #expect(page.contains("2 taps, 4 touches"))
        #expect(page.contains("Touch 1 · (100, 82) → (100, 30)"))
        #expect(page.contains("Touch 1 at (100, 82) → (100, 30) → feed (scroll view)"))
        #expect(page.contains("<strong>Taken by: </strong>feed (UIScrollView), a scroll view"))
        #expect(page.contains("recognized at 0.05 s: feed scrolls"))
        #expect(page.contains("0.15 s touchesBegan at (100, 82)"))
        #expect(page.components(separatedBy: "<section id=\"tap-").count - 1 == 6)
    }

    @Test("A verdict names the view drawn under the tap that missed it, with the fixes proven on the whole scene, in the section and for clicked points")
    func drawnHereIsShown() throws {
        let page = try CLI.run(["report", Examples.url("screenshot-login").path, "-o", "-"]).stdout
        #expect(page.contains("<p class=\"missed\"><strong>Drawn here: </strong>signInButton is not the hit-test view at (195, 329)"))
        #expect(page.contains(
            "Fix (proven on a copy of the whole scene, nothing else changes): set userInteractionEnabled = NO on toastContainer. Also proven: bring form in front of its siblings (bringSubviewToFront on loginView)."))
    }

    @Test("With --at, the report traces those points only, as taps")
    func pointsReplaceTheScenesTouches() throws {
        let page = try CLI.run(["report", Examples.url("scroll-view-content-touches").path, "--at", "100,82", "-o", "-"]).stdout
        #expect(page.contains("1 tap"))
        #expect(!page.contains("Touch 1"))
    }
}
