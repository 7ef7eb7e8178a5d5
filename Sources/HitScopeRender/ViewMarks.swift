import HitScopeCore

/// The short words a drawing writes next to a view's name for what sets it apart from a plain, touchable view.
enum ViewMarks {
    static func chips(for view: View) -> [String] {
        var chips: [String] = []
        if view.isHidden { chips.append("hidden") }
        if view.isTransparent { chips.append("alpha \(formatNumber(view.alpha))") }
        if !view.isUserInteractionEnabled { chips.append("no interaction") }
        if view.isControl && !view.isEnabled { chips.append("disabled") }
        if let animation = view.animation { chips.append(animation.allowsUserInteraction ? "animating" : "animating, no touches") }
        switch view.hitTestRule {
        case .standard: break
        case .redirect(let target): chips.append("hitTest → \(terminalSafe(target))")
        default: chips.append("hitTest: \(view.hitTestRule.name)")
        }
        if view.pointInsideRule != .bounds { chips.append("pointInside: \(view.pointInsideRule.name)") }
        if view.clipsToBounds { chips.append("clipsToBounds") }
        if !view.gestures.isEmpty {
            let gestures = view.gestures.map { gesture in
                "\(terminalSafe(gesture.name)) (\(gesture.kind.rawValue)\(gesture.isEnabled ? "" : ", disabled"))"
            }
            chips.append("gestures: " + gestures.joined(separator: ", "))
        }
        return chips
    }

    /// The name as a drawing shows it: control characters and bidirectional overrides made visible, and the
    /// controller whose root view it is.
    static func title(for view: View) -> String {
        let name = terminalSafe(view.name)
        guard let controller = view.controller else { return name }
        return "\(name) · controller \(terminalSafe(controller.name))"
    }
}
