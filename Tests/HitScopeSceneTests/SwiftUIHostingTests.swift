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

    /// Hosts nested in content, content and a host in hosts, a view both a host and SwiftUI-made, a platform view host,
    /// the root view of a `UIHostingController`.
    private func nestedHosts() -> ViewHierarchy {
        var t = TreeBuilder()
        let w = t.window("main", frame: Rect(0, 0, 300, 300))
        let content = t.add("content", "SwiftUI._UIGraphicsView", Rect(0, 0, 300, 300), to: w)
        let nestedHost = t.add("nestedHost", "_UIHostingView", Rect(0, 0, 200, 200), to: content)
        t.add("deep", "UIButton", Rect(0, 0, 20, 20), to: nestedHost)
        let plain = t.add("plain", "UIView", Rect(0, 0, 100, 100), to: w)
        let host = t.add("host", "_UIHostingView", Rect(0, 0, 80, 80), to: plain)
        t.add("shape", "_UIShapeHitTestingView", Rect(0, 0, 10, 10), to: host)
        let innerHost = t.add("innerHost", "_UIHostingView", Rect(0, 0, 40, 40), to: host)
        t.add("inner", "UIButton", Rect(0, 0, 10, 10), to: innerHost)
        t.add("button", "UIButton", Rect(0, 0, 10, 10), to: plain)
        let both = t.add("both", "SwiftUI._UIHostingView", Rect(0, 0, 50, 50), to: w)
        t.add("inBoth", "UIView", Rect(0, 0, 10, 10), to: both)
        let platform = t.add("platform", "PlatformViewHost<MapView>", Rect(0, 0, 50, 50), to: plain)
        t.add("map", "MKMapView", Rect(0, 0, 10, 10), to: platform)
        let controlled = t.add("controlled", "UIView", Rect(0, 0, 40, 40), to: content) { $0.controller = ViewController(name: "UIHostingController<Card>") }
        t.add("card", "UIButton", Rect(0, 0, 10, 10), to: controlled)
        return t.hierarchy
    }

    @Test("Every view's inside-a-host answer in one pass equals asking each view along its path, hosts nested in content and content in hosts")
    func insideHostInOnePass() throws {
        let example = try Examples.load("swiftui-hosting").hierarchy
        for hierarchy in [nestedHosts(), example] {
            let expected = (0..<hierarchy.count).map { SwiftUIHosting.isInsideHost(ViewID($0), in: hierarchy) }
            #expect(SwiftUIHosting.insideHost(in: hierarchy) == expected)
            #expect(expected.contains(true) && expected.contains(false))
        }
    }

    @Test("Each view's host is the outermost hosting view on its path, else the outermost SwiftUI-made view, as the path reads")
    func hostIsOutermostOnPath() throws {
        let example = try Examples.load("swiftui-hosting").hierarchy
        // The nested tree answers with six different views (four hosts, the content around one, the platform view
        // host) and nil; the example with its one host and nil.
        for (hierarchy, answers) in [(nestedHosts(), 7), (example, 2)] {
            let expected = (0..<hierarchy.count).map { index -> ViewID? in
                let path = hierarchy.path(to: ViewID(index))
                return path.first { SwiftUIHosting.isHost(hierarchy[$0]) } ?? path.first { SwiftUIHosting.isContent(hierarchy[$0]) }
            }
            #expect((0..<hierarchy.count).map { SwiftUIHosting.host(of: ViewID($0), in: hierarchy) } == expected)
            #expect(Set(expected.map { $0?.index ?? -1 }).count == answers)
        }
    }

    @Test("The audit measures the UIKit button, not the SwiftUI views that handle touches")
    func auditSkipsSwiftUIContent() async throws {
        let result = await Auditor().audit(try Examples.load("swiftui-hosting"), file: "swiftui-hosting.yaml")
        #expect(result.targets.map { result.hierarchy[$0.view].name } == ["closeButton"])
    }
}
