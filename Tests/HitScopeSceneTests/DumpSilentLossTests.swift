import HitScopeCore
import HitScopeScene
import Testing

/// The four ways a pasted dump used to lose views without a word (issue 17): each test fails on the reader that
/// only looked for a record right after the `|` markers, required an address and dropped a record cut off
/// anywhere.
struct DumpSilentLossTests {
    /// `NSLog(@"Nav bar %@", bar)`: the first record has text before it on its line. It is read, with a warning at
    /// that text, so that its `userInteractionEnabled = NO` still covers its subviews.
    @Test func firstRecordAfterOtherText() throws {
        let imported = try DumpFixtures.read("ios16-nslog-nav-bar.txt")
        let h = imported.scene.hierarchy
        let bar = try #require(h.id(named: "CustomNavigationBar1"))
        #expect(h.parent(of: bar) == h.id(named: "window"))
        #expect(h[bar].isUserInteractionEnabled == false)
        #expect(h.parent(of: try #require(h.id(named: "_UINavigationBarContentView1"))) == bar)
        #expect(imported.warnings.map(\.description) == [
            "ios16-nslog-nav-bar.txt:2:53: ignored the text 'Nav bar' before the Shop.CustomNavigationBar record; read the record — nothing to do if the text is a log message's own words (docs/recursive-description.md lists the annotations HitScope reads)"
        ])
        #expect(imported.scene.hitName(Point(350, 70)) == nil)
    }

    /// swift-snapshot-testing's `.recursiveDescription` files: no addresses, `<CALayer>`, `(layer)` lines without
    /// addresses. Every record is read; ids are made up as names are.
    @Test func snapshotFilesWithoutAddresses() throws {
        let imported = try DumpFixtures.read("ios17-snapshot-testing-layers.1.txt", strict: true)
        #expect(imported.warnings.isEmpty)
        let h = imported.scene.hierarchy
        let button = try #require(h.id(named: "UIButton1"))
        #expect(h[button].sourceID == "UIButton1")
        #expect(h[button].attributes.map(\.key) == ["opaque", "gestureRecognizers", "layer"])
        #expect(h[button].attributes.map(\.value) == ["NO", "<NSArray>", "<CALayer>"])
        let label = try #require(h.id(named: "UIButtonLabel1"))
        #expect(h[label].attributes.last == ExtraAttribute(key: "sublayer", value: "<_UILabelContentLayer>"))
        #expect(try DumpFixtures.read("ios15-snapshot-testing-cell.txt", strict: true).warnings.isEmpty)
    }

    /// PSPDFKit's swizzled description (`'VC:0x…' 1 child[…] <…>`, `* OVERLAP! …`, `XX (<…>)`): the records are
    /// read, the controllers join the responder chain, the marker is kept.
    @Test func swizzledAnnotations() throws {
        let imported = try DumpFixtures.read("ios12-pspdf-swizzled.txt", strict: true)
        #expect(imported.warnings.isEmpty)
        let h = imported.scene.hierarchy
        let button = try #require(h.id(named: "UIButton1"))
        let chain = h.responderChain(from: button).map { h.name(of: $0) }
        #expect(chain.contains("Inbox.InboxViewController"))
        #expect(chain.contains("UINavigationController"))
        let root = try #require(h.id(named: "UIView1"))
        #expect(h[root].attributes.prefix(2) == [
            ExtraAttribute(key: "controllerAddress", value: "0x7fd3d8d0a9f0"),
            ExtraAttribute(key: "childControllers", value: "Inbox.BannerViewController:0x7fd3d8f11c30"),
        ])
        let banner = try #require(h.id(named: "BannerView1"))
        #expect(h[banner].controller?.name == "Inbox.BannerViewController")
        #expect(h[banner].attributes.first == ExtraAttribute(key: "controllerWarning", value: "OVERLAP!"))
        let overlay = try #require(h.id(named: "LoadingOverlay1"))
        #expect(h[overlay].attributes.first?.key == "marker")
        #expect(!h[overlay].attributes.contains { $0.key == "trailing" })
        #expect(h[overlay].alpha == 0)
        #expect(h.children(of: overlay).count == 1)
    }

    /// A record cut off after its frame (the end of a paste) is kept, with a warning that names it.
    @Test func recordCutAfterItsFrame() throws {
        let imported = try DumpFixtures.read("ios14-truncated.txt")
        let h = imported.scene.hierarchy
        let button = try #require(h.id(named: "UIButton2"))
        #expect(h[button].frame == Rect(101, 4, 32, 32))
        #expect(imported.skippedViewCount == 0)
        #expect(imported.warnings.map(\.line) == [12])
        #expect(imported.warnings.first?.message.hasPrefix("the UIButton record is cut off after its opaque") == true)
    }
}
