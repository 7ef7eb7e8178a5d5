import Foundation
import HitScopeKit
import Testing

/// The committed snapshots of the checkout screen.
enum Snapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static func load(_ name: String) throws -> HitScene {
        try HitScene.load(file: folder.appendingPathComponent(name).path)
    }
}

/// Where taps on the checkout screen go, asked of the committed scene file.
@Suite struct CheckoutTapTests {
    let screen: HitScene

    init() throws {
        screen = try Snapshot.load("checkout.yaml")
    }

    @Test func aTapAtTheCentreOfPayButtonStillReachesIt() throws {
        let pay = try screen.view(named: "payButton")
        let hit = screen.hitTest(at: pay.center)
        #expect(hit == pay, "\(screen.why(pay, at: pay.center).text)")
    }

    @Test func theToastLetsTapsThroughToPayButtonButKeepsItsUndoButton() throws {
        let pay = try screen.view(named: "payButton")
        // The toast overlaps the pay button's top edge: a pass-through overlay, so the pay button still gets it.
        let underToast = Point(pay.center.x, pay.frameOnScreen.minY + 4)
        #expect(screen.hitTest(at: underToast) == pay)
        let undo = try screen.view(named: "undoButton")
        #expect(screen.hitTest(at: undo.center) == undo)
    }

    @Test func thePromoCloseButtonIsDeadBecauseItsBannerIsAnImageView() throws {
        let close = try screen.view(named: "promoCloseButton")
        let answer = screen.why(close, at: close.center)
        #expect(!answer.reachesView)
        #expect(answer.reason == .skipped)
        #expect(answer.decidingView.name == "promoBanner")
    }

    @Test func payingIsHandledByThePayButton() throws {
        let trace = screen.trace(at: try screen.view(named: "payButton").center)
        #expect(trace.handledBy?.name == "payButton")
        #expect(trace.responderChain.prefix(2).map(\.name) == ["payButton", "root"])
    }

    @Test func theAuditFindsTheDeadCloseButtonAndNothingAboutPayButton() async throws {
        let audit = try await screen.audit()
        #expect(audit.findings.contains { $0.view.name == "promoCloseButton" && $0.rule == .unreachable })
        #expect(!audit.findings.contains { $0.view.name == "payButton" && $0.severity == .error })
    }
}

/// The same question asked of what Xcode printed (`po [[UIWindow keyWindow] recursiveDescription]`): a dump names
/// its views by class and counter.
@Suite struct CheckoutDumpTests {
    @Test func aTapAtTheCentreOfThePayButtonReachesItInTheDump() throws {
        let dump = try Snapshot.load("checkout-dump.txt")
        let pay = try dump.view(named: "PayButton1")
        #expect(pay.className == "CheckoutApp.PayButton")
        #expect(dump.hitTest(at: pay.center) == pay)
    }

    @Test func theTotalsLabelPassesTapsToItsView() throws {
        let dump = try Snapshot.load("checkout-dump.txt")
        let label = try dump.view(named: "UILabel1")
        #expect(dump.hitTest(at: label.center)?.name == "TotalView1")
    }
}
