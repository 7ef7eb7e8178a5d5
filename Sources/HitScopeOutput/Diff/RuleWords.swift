import HitScopeCore

/// The overrides as scene files write them (`minimumSize [44, 44]`, `redirectTo payButton`), for causes.
enum RuleWords {
    static func pointInside(_ rule: PointInsideRule) -> String {
        switch rule {
        case .bounds, .circle, .always, .never: rule.name
        case .minimumSize(let size): "minimumSize [\(formatNumber(size.width)), \(formatNumber(size.height))]"
        case .outsets(let o): "outsets [\([o.top, o.left, o.bottom, o.right].map(formatNumber).joined(separator: ", "))]"
        case .roundedRect(let radius): "roundedRect \(formatNumber(radius))"
        }
    }

    static func hitTest(_ rule: HitTestRule) -> String {
        if case .redirect(let target) = rule { return "redirectTo \(target)" }
        return rule.name
    }
}
