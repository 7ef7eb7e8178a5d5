import HitScopeCore
import HitScopeScene
import Testing
import HitScopeTestSupport

/// Seed 002's numbered findings on table and collection cells, each an example scene: whether the button in the
/// cell fires and whether the list's didSelect… delegate method fires.
struct Seed002FindingTests {
    struct Finding: CustomTestStringConvertible, Sendable {
        let number: String
        let example: String
        let tap: Point
        let hitView: String
        let buttonFires: Bool
        /// The cell the delegate hears about, or nil when didSelect… does not fire.
        let selected: String?
        var testDescription: String { "seed 002, \(number)" }
    }

    static let findings: [Finding] = [
        Finding(number: "7.1 (hitTest + touchesBegan)", example: "seed002-7.1-table-cell-overrides", tap: Point(100, 140), hitView: "cell1", buttonFires: false, selected: nil),
        Finding(number: "7.1 (pointInside)", example: "seed002-7.1-table-cell-overrides", tap: Point(100, 220), hitView: "cell2", buttonFires: false, selected: "cell2"),
        Finding(number: "7.2.1", example: "seed002-7.2.1-table-cell-hittest-button", tap: Point(305, 140), hitView: "cell1", buttonFires: false, selected: "cell1"),
        Finding(number: "7.2.1 (no override: the button fires)", example: "seed002-7.2.1-table-cell-hittest-button", tap: Point(305, 220), hitView: "button2", buttonFires: true, selected: nil),
        Finding(number: "7.2.2", example: "seed002-7.2.2-table-cell-hittest-touchesbegan-button", tap: Point(305, 140), hitView: "cell1", buttonFires: false, selected: nil),
        Finding(number: "8.1 (hitTest + touchesBegan)", example: "seed002-8.1-collection-cell-overrides", tap: Point(100, 140), hitView: "cell1", buttonFires: false, selected: nil),
        Finding(number: "8.1 (pointInside)", example: "seed002-8.1-collection-cell-overrides", tap: Point(100, 220), hitView: "cell2", buttonFires: false, selected: "cell2"),
        Finding(number: "8.2.1", example: "seed002-8.2.1-collection-cell-hittest-button", tap: Point(305, 140), hitView: "cell1", buttonFires: false, selected: "cell1"),
        Finding(number: "8.2.2", example: "seed002-8.2.2-collection-cell-hittest-touchesbegan-button", tap: Point(305, 140), hitView: "cell1", buttonFires: false, selected: nil),
        Finding(number: "8.2.3", example: "seed002-8.2.3-collection-cell-pointinside-button", tap: Point(305, 140), hitView: "button1", buttonFires: true, selected: nil),
    ]

    @Test("Each finding: hit-test view, button action, didSelect…", arguments: findings)
    func finding(_ finding: Finding) throws {
        let scene = try Examples.load(finding.example)
        let h = scene.hierarchy
        let delivery = HitTester(h).deliverTouch(along: [finding.tap])
        #expect(delivery.hitView.map { h[$0].name } == finding.hitView)
        #expect(delivery.sentTouchUpInside == finding.buttonFires)
        #expect(delivery.selection.map { h[$0.cell].name } == finding.selected)
        #expect(scene.taps.contains(finding.tap), "the example taps what the finding is about")
        if let selection = delivery.selection {
            let expected = h[selection.list].className == "UICollectionView" ? "collectionView:didSelectItemAtIndexPath:" : "tableView:didSelectRowAtIndexPath:"
            #expect(selection.delegateMethod(in: h) == expected)
        }
    }
}
