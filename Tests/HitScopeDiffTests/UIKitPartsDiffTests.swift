import HitScopeCore
import HitScopeDiff
import Testing

/// The diff treats UIKit's private views as parts of their public view (issue 35, item 3): none is a touch target,
/// and touch area one takes is its public view's.
struct UIKitPartsDiffTests {
    private static let button = "{ name: target, class: UIButton, frame: [20, 100, 100, 44], title: Go }"
    private static let bar = """
        { name: bar, class: UINavigationBar, frame: [0, 80, 375, 44], subviews: [\
        { name: background, class: _UIBarBackground, frame: [0, 0, 375, 44] }, \
        { name: barButton, class: _UIButtonBarButton, baseClass: UIControl, frame: [300, 0, 64, 44], subviews: [\
        { name: modernButton, class: _UIModernBarButton, baseClass: UIButton, frame: [8, 6, 48, 30], userInteractionEnabled: false }] }] }
        """

    @Test("A bar over a button: the area is lost to the bar, not its background; the bar's parts are no targets")
    func lostToThePublicView() async throws {
        let diff = try await diffed(scene([Self.button]), scene([Self.button, Self.bar]))
        let target = try #require(diff.view("target"))
        #expect(target.lostTo.map(\.view) == ["bar"], "\(target.lostTo)")
        #expect(target.lostTo.first?.area == 2400)
        #expect(diff.views.allSatisfy { !["background", "barButton", "modernButton"].contains($0.name) }, "\(diff.views.map(\.name))")
    }
}
