import HitScopeCore

extension TouchTargetMeter {
    /// The part of the screen where the view can be drawn or reached (`region(of:_:)` laid out on the screen): for
    /// a view under a transform, the screen box around its bounds, its hit area and where its hitTest can answer.
    /// Nil when none of it is on the screen.
    func screenRegion(of id: ViewID) -> Box? {
        let hierarchy = tester.hierarchy
        if geometry.isTranslation[id.index] {
            return region(of: id, GridFrame(screenOf: geometry, hierarchy: hierarchy))
        }
        let behavior = tester.behaviors[id.index]
        var region = geometry.screenBox(behavior.bounds, of: id)
        if behavior.asksSubviewsAnywhere || behavior.pointInside == .always {
            if let reach = geometry.reach[id.index] { region = region.union(reach) }
        } else if let area = behavior.pointInside.area(for: behavior.bounds) {
            region = region.union(geometry.screenBox(area, of: id))
        }
        for source in redirectedFrom[id] ?? [] {
            if let reach = geometry.reach[source.index] { region = region.union(reach) }
        }
        region = region.outsetByAHair().intersection(screen)
        return region.isEmpty ? nil : region
    }
}
