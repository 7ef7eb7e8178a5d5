/// What a tap that lifts inside a segmented control or a page control does to its value (docs/gestures.md,
/// "Controls"): the one place these rules are written.
enum ControlValueTap {
    /// The segment a `UISegmentedControl`'s touch lifted on, in its own space, and whether that changes the
    /// selection: a segment other than the selected one, or any segment of a momentary control. Segments are equal
    /// in width (UIKit's default, `apportionsSegmentWidthsByContent` NO). nil when the control has no segments.
    static func segment(of view: ViewID, at local: Point, in hierarchy: ViewHierarchy) -> (index: Int, changes: Bool)? {
        let control = hierarchy[view]
        let count = control.controls.numberOfSegments
            ?? hierarchy.children(of: view).filter { hierarchy[$0].className == "UISegment" }.count
        let bounds = control.bounds
        guard count > 0, bounds.size.width > 0 else { return nil }
        let fraction = (local.x - bounds.minX) / bounds.size.width
        guard fraction.isFinite else { return nil }
        let index = Int((fraction * Double(count)).rounded(.down).clamped(to: 0...Double(count - 1)))
        let settings = control.controls
        return (index, settings.isMomentary || index != settings.selectedSegmentIndex)
    }

    /// The page a `UIPageControl` moves to when a tap lifts at `local`: one page back when the tap is left of the
    /// current page's indicator, one forward when right of it ("The page control advances only one page in either
    /// direction"), within 0…numberOfPages − 1; nil when it does not move. The indicators are `indicatorPitch` apart,
    /// centred in the bounds (best reading: UIKit does not publish the size of a dot and its gap).
    static func page(of view: View, at local: Point) -> Int? {
        let settings = view.controls
        let pages = settings.numberOfPages
        guard pages > 1 else { return nil }
        let current = min(pages - 1, max(0, settings.currentPage))
        let centre = view.bounds.midX + (Double(current) - Double(pages - 1) / 2) * indicatorPitch
        let target = local.x < centre ? current - 1 : local.x > centre ? current + 1 : current
        return target != current && (0..<pages).contains(target) ? target : nil
    }

    /// The distance between two page indicators' centres, about 16 points (a 7-point dot and its gap).
    static let indicatorPitch = 16.0
}

extension Double {
    /// The number within `range` (NaN becomes its lower bound): for a conversion to `Int` that cannot trap.
    func clamped(to range: ClosedRange<Double>) -> Double {
        self >= range.lowerBound ? Swift.min(self, range.upperBound) : range.lowerBound
    }
}
