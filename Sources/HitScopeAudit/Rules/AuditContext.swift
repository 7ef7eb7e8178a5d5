import HitScopeCore

/// What every rule needs: the scene, its engine, where each view is drawn, the options, and how to start a finding
/// for a view.
struct AuditContext {
    let tester: HitTester
    /// The hierarchy's `ScreenMap`: whether UIKit draws each view, as the drawings read it.
    let screen: ScreenMap
    let options: AuditOptions

    var hierarchy: ViewHierarchy { tester.hierarchy }

    func name(_ id: ViewID) -> String { hierarchy[id].name }

    /// A finding about `id` (at the rule's own severity unless `severity` says otherwise).
    func finding(_ id: ViewID, severity: AuditSeverity? = nil, _ detail: AuditDetail, fix: AuditFix) -> AuditFinding {
        AuditFinding(view: id, severity: severity ?? detail.rule.defaultSeverity, detail: detail, fix: fix)
    }

    /// Shares of an area by view, largest first (ties: by name; "no view" last), rounded; `percentOf` adds each
    /// share's percentage of that area.
    /// A share taken by one of UIKit's private parts is its public view's (`ViewHierarchy.publicOwner(of:)`).
    func shares(_ areas: [ViewID?: Double], percentOf whole: Double? = nil) -> [AuditShare] {
        var owned: [ViewID?: Double] = [:]
        for (view, area) in areas { owned[view.map(hierarchy.publicOwner), default: 0] += area }
        return owned.filter { $0.value > 0 }
            .sorted { lhs, rhs in
                if lhs.value != rhs.value { return lhs.value > rhs.value }
                switch (lhs.key, rhs.key) {
                case (let l?, let r?): return name(l) < name(r)
                case (nil, _): return false
                case (_, nil): return true
                }
            }
            .map { share in
                AuditShare(view: share.key, area: AuditNumbers.area(share.value), percent: whole.map { AuditNumbers.percent(share.value, of: $0) })
            }
    }

    /// Whether UIKit draws the view, as the drawings show it (`ScreenMap`'s `Visibility`: nothing hidden on its
    /// path, the alphas multiplied down the tree above 0.01). The rules about what a person sees ask this; the
    /// rules about where touches go ask the hit test, whose skip rules look at each view's own alpha.
    func isDrawn(_ id: ViewID) -> Bool {
        screen.visibility[id.index].isDrawn
    }

    /// Whether an ancestor of the view scrolls (a scroll view, table, collection or text view): scrolling can
    /// bring the view's parts that lie off the screen onto it.
    func scrolls(_ id: ViewID) -> Bool {
        hierarchy.path(to: id).dropLast().contains { hierarchy[$0].isScrollView }
    }

    /// An interactive view that handles nothing: it forwards its touches (and so does its controller), is not a
    /// control, has no gesture recognizers and is no scroll view, list or cell (those scroll or select).
    func handlesNothing(_ id: ViewID) -> Bool {
        let view = hierarchy[id]
        let uikit = view.uikitClass.uikitClass
        return view.effectiveTouches == .forward && view.controller?.touches != .handle && !view.isControl
            && view.gestures.isEmpty && !view.isScrollView
            && !HitTester.cellClasses.contains(uikit)
    }
}

/// How the audit rounds its numbers: areas and sizes to 1/10,000 point, percentages to one decimal.
enum AuditNumbers {
    static func area(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
    static func percent(_ part: Double, of whole: Double) -> Double {
        whole > 0 ? (part / whole * 1000).rounded() / 10 : 0
    }
}
