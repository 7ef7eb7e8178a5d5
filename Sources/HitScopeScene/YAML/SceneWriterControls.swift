import HitScopeCore

extension SceneWriter {
    /// The keys of a value control's state, a list's and a cell's selection settings that differ from UIKit's
    /// defaults, as `ViewControlKeys` and `ViewTouchKeys` read them.
    static func controlPairs(of view: View) -> [(String, String)] {
        let c = view.controls, d = ControlSettings()
        var pairs: [(String, String)] = []
        if let segments = c.numberOfSegments { pairs.append(("numberOfSegments", String(segments))) }
        if c.selectedSegmentIndex != d.selectedSegmentIndex { pairs.append(("selectedSegmentIndex", String(c.selectedSegmentIndex))) }
        if c.isMomentary { pairs.append(("momentary", "true")) }
        if c.stepperValue != d.stepperValue { pairs.append(("value", exact(c.stepperValue))) }
        if c.minimumValue != d.minimumValue { pairs.append(("minimumValue", exact(c.minimumValue))) }
        if c.maximumValue != d.maximumValue { pairs.append(("maximumValue", exact(c.maximumValue))) }
        if c.stepValue != d.stepValue { pairs.append(("stepValue", exact(c.stepValue))) }
        if !c.isContinuous { pairs.append(("continuous", "false")) }
        if !c.autorepeat { pairs.append(("autorepeat", "false")) }
        if c.wraps { pairs.append(("wraps", "true")) }
        if c.numberOfPages != d.numberOfPages { pairs.append(("numberOfPages", String(c.numberOfPages))) }
        if c.currentPage != d.currentPage { pairs.append(("currentPage", String(c.currentPage))) }
        if view.selection.allowsMultipleSelection { pairs.append(("allowsMultipleSelection", "true")) }
        if view.selection.isSelected { pairs.append(("selected", "true")) }
        return pairs
    }
}
