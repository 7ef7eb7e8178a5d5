import HitScopeAudit
import HitScopeCore
import HitScopeOutput
import HitScopeScene
import Testing
import HitScopeTestSupport

/// SwiftUI content: the UIKit answer ends at the hosting view, and the audit does not measure SwiftUI content as
/// UIKit touch targets (docs/gestures.md, "SwiftUI content").
struct SwiftUIHostingTests {
    @Test("A tap in SwiftUI content names its hosting view and says SwiftUI decides from there; a UIKit tap does not")
    func verdictEndsAtHost() throws {
        let scene = try Examples.load("swiftui-hosting")
        let h = scene.hierarchy
        let tester = HitTester(h)
        let hosts = scene.taps.map { tester.deliverTouch(along: [$0]).verdict(in: h).swiftUIHost.map { h[$0].name } }
        #expect(hosts == ["checkoutHost", "checkoutHost", nil])
        let record = VerdictRecord(tester.deliverTouch(along: [scene.taps[1]]).verdict(in: h), delivery: tester.deliverTouch(along: [scene.taps[1]]), hierarchy: h)
        #expect(record.swiftUIHost == "checkoutHost")
        #expect(record.summary.contains("SwiftUI decides which of its views takes it by its own rules (contentShape, allowsHitTesting"))
    }

    @Test("Hosting views and SwiftUI-made views are recognised by class or by a UIHostingController; UIKit views are not")
    func recognition() {
        var host = View(name: "h", className: "_TtGC7SwiftUI14_UIHostingViewV5MyApp8HomeView_")
        #expect(SwiftUIHosting.isHost(host))
        host = View(name: "h", className: "UIView")
        host.controller = ViewController(name: "UIHostingController<HomeView>")
        #expect(SwiftUIHosting.isHost(host))
        #expect(SwiftUIHosting.isContent(View(name: "c", className: "SwiftUI._UIShapeHitTestingView")))
        #expect(SwiftUIHosting.isContent(View(name: "c", className: "PlatformViewHost<PlatformViewRepresentableAdaptor<MapView>>")))
        #expect(!SwiftUIHosting.isContent(View(name: "b", className: "UIButton")))
        #expect(!SwiftUIHosting.isHost(View(name: "b", className: "MyHostingHelper")))
    }

    @Test("The audit measures the UIKit button, not the SwiftUI views that handle touches")
    func auditSkipsSwiftUIContent() async throws {
        let result = await Auditor().audit(try Examples.load("swiftui-hosting"), file: "swiftui-hosting.yaml")
        #expect(result.targets.map { result.hierarchy[$0.view].name } == ["closeButton"])
    }
}
