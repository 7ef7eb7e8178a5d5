import HitScopeCore

/// cancelled-by-scrolling: a view that handles touches itself (not a control: UIScrollView's
/// `touchesShouldCancel(in:)` answers NO for controls) inside a scroll view that can cancel its content's touches.
/// Each suspicion is confirmed by the engine: at a point that reaches the view, a finger held past the scroll
/// view's delay and then dragged; the finding stands when the view gets `touchesCancelled` and a scroll view
/// scrolls.
struct ScrollCancelRule {
    let context: AuditContext

    /// How far the confirming drag moves: well past the pan's 10-point hysteresis.
    private static let dragDistance = 40.0

    /// The views to check: audited views that handle touches, are not controls, and have a scroll view above them.
    func subjects(isAudited: [Bool]) -> [ViewID] {
        let hierarchy = context.hierarchy
        return hierarchy.drawingOrder.filter { id in
            let view = hierarchy[id]
            return isAudited[id.index] && view.effectiveTouches == .handle && !view.isControl && context.scrolls(id)
        }
    }

    /// The finding for a subject, if a held-then-dragged finger where it is reached really is cancelled by a
    /// scroll.
    func finding(_ measure: TargetMeasure, screen: Size) -> AuditFinding? {
        let id = measure.view
        guard let point = measure.reachedPoint else { return nil }
        let dy = point.y + Self.dragDistance <= screen.height ? Self.dragDistance : -Self.dragDistance
        let moved = Point(point.x, point.y + dy)
        let held = ContentTouches.delay + 0.15
        let finger = Finger(samples: [
            TouchSample(time: 0, point: point), TouchSample(time: held, point: point),
            TouchSample(time: held + 0.1, point: moved), TouchSample(time: held + 0.2, point: moved),
        ])
        let delivery = context.tester.deliverTouches([finger])
        guard let scroller = delivery.scrolled.first,
            delivery.phases.contains(where: { $0.phase == .cancelled && $0.receivers.first == .view(id) })
        else { return nil }
        let detail = AuditDetail.cancelledByScrolling(scrollView: scroller, point: point, effectiveArea: AuditNumbers.area(measure.effectiveArea))
        var finding = context.finding(id, detail, fix: .keepTouchWhileScrolling(scrollView: scroller))
        finding.approximate = measure.approximate
        return finding
    }
}
