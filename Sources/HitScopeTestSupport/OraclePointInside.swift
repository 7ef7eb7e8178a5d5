import Foundation
import HitScopeCore

/// The oracle's own `pointInside:withEvent:` for each `PointInsideRule`, written from the code each rule stands for
/// (its doc comment, the seeds' snippets, UIKit's documentation), never by asking the rule: `PointInsideRule` is
/// read as plain data only.
enum OraclePointInside {
    /// Whether the view's `pointInside:withEvent:` answers YES at `point`, in its bounds space.
    static func answer(_ rule: PointInsideRule, _ point: Point, bounds: Rect) -> Bool {
        switch rule {
        case .bounds:
            // UIKit's default: `CGRectContainsPoint(self.bounds, point)`.
            return OracleGeometry.rectContains(bounds, point)
        case .minimumSize(let minimum):
            // Seed 003: `CGRectContainsPoint(HitTestingBounds(self.bounds, width, height), point)`.
            return OracleGeometry.rectContains(hitTestingBounds(bounds, minimum), point)
        case .outsets(let outsets):
            // `CGRectContainsPoint(UIEdgeInsetsInsetRect(self.bounds, insets), point)` with the insets negated.
            return OracleGeometry.rectContains(insetRect(bounds, outsets), point)
        case .circle:
            // The largest circle centred in the bounds: a distance from the centre of at most half the shorter side;
            // an empty rectangle has no circle.
            let radius = min(bounds.size.width, bounds.size.height) / 2
            let centreX = bounds.origin.x + bounds.size.width / 2, centreY = bounds.origin.y + bounds.size.height / 2
            return radius > 0 && hypot(point.x - centreX, point.y - centreY) <= radius
        case .roundedRect(let radius):
            return roundedRectContains(bounds, cornerRadius: radius, point)
        case .always:
            return true
        case .never:
            return false
        }
    }

    /// Seed 003's `HitTestingBounds`, line by line: a side shorter than the minimum is lengthened to it, about its
    /// centre.
    private static func hitTestingBounds(_ bounds: Rect, _ minimum: Size) -> Rect {
        var hitTestingBounds = bounds
        if minimum.width > bounds.size.width {
            hitTestingBounds.size.width = minimum.width
            hitTestingBounds.origin.x -= (hitTestingBounds.size.width - bounds.size.width) / 2
        }
        if minimum.height > bounds.size.height {
            hitTestingBounds.size.height = minimum.height
            hitTestingBounds.origin.y -= (hitTestingBounds.size.height - bounds.size.height) / 2
        }
        return hitTestingBounds
    }

    /// `UIEdgeInsetsInsetRect(rect, insets)` for insets that are the outsets negated: the origin moves by the left
    /// and top insets, the size shrinks by both insets of its axis (no clamping: a size may turn negative).
    private static func insetRect(_ rect: Rect, _ outsets: EdgeOutsets) -> Rect {
        let top = -outsets.top, left = -outsets.left, bottom = -outsets.bottom, right = -outsets.right
        return Rect(
            rect.origin.x + left, rect.origin.y + top, rect.size.width - (left + right), rect.size.height - (top + bottom))
    }

    /// `[UIBezierPath bezierPathWithRoundedRect:bounds cornerRadius:radius] containsPoint:`: the rectangle (its
    /// edges as `CGRectContainsPoint` has them) less the four corners outside their quarter circles. The radius is
    /// clamped to half the shorter side ("values larger than half the rectangle's width or height are clamped
    /// appropriately").
    private static func roundedRectContains(_ bounds: Rect, cornerRadius: Double, _ point: Point) -> Bool {
        guard OracleGeometry.rectContains(bounds, point) else { return false }
        let radius = max(0, min(cornerRadius, bounds.size.width / 2, bounds.size.height / 2))
        let minX = bounds.origin.x, maxX = bounds.origin.x + bounds.size.width
        let minY = bounds.origin.y, maxY = bounds.origin.y + bounds.size.height
        let left = point.x < minX + radius, right = point.x > maxX - radius
        let top = point.y < minY + radius, bottom = point.y > maxY - radius
        guard (left || right) && (top || bottom) else { return true }
        let centreX = left ? minX + radius : maxX - radius, centreY = top ? minY + radius : maxY - radius
        return hypot(point.x - centreX, point.y - centreY) <= radius
    }
}
