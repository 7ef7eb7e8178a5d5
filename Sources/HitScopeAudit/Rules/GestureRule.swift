import HitScopeCore

/// gesture-swallows-taps: a tap recognizer with cancelsTouchesInView on an ancestor of a view that handles a tap
/// itself, where UIKit's control exception does not protect it (a custom UIControl, a view with `touches:
/// handle`, a table or collection cell). Each suspicion is confirmed by delivering a tap at a point that reaches
/// the view.
struct GestureRule {
    let context: AuditContext

    private static let listClasses: Set<String> = ["UITableView", "UICollectionView"]

    /// The views to check: enabled handlers that are not protected tap controls, and cells of lists, that have a
    /// cancelling tap recognizer above them.
    func subjects(isAudited: [Bool]) -> [ViewID] {
        let hierarchy = context.hierarchy
        return hierarchy.drawingOrder.filter { id in
            let view = hierarchy[id]
            let uikit = view.uikitClass.uikitClass
            let isCell = HitTester.cellClasses.contains(uikit)
                && hierarchy.parent(of: id).map { Self.listClasses.contains(hierarchy[$0].uikitClass.uikitClass) } == true
            let isHandler = isAudited[id.index] && view.effectiveTouches == .handle
                && !(view.isEnabled && GestureArbitration.tapControls.contains(uikit))
            return (isCell || isHandler) && cancellingTap(above: id) != nil
        }
    }

    private func cancellingTap(above id: ViewID) -> GestureRecognizer? {
        var current = context.hierarchy.parent(of: id)
        while let ancestor = current {
            if let tap = context.hierarchy[ancestor].gestures.first(where: { $0.kind == .tap && $0.isEnabled && $0.cancelsTouchesInView }) {
                return tap
            }
            current = context.hierarchy.parent(of: ancestor)
        }
        return nil
    }

    /// The finding for a subject, if a tap where it is reached really is recognized and cancelled.
    func finding(_ measure: TargetMeasure) -> AuditFinding? {
        let id = measure.view
        let hierarchy = context.hierarchy
        guard let point = measure.reachedPoint else { return nil }
        let delivery = context.tester.deliverTouch(along: [point])
        guard let winner = delivery.recognized, winner.recognizer.kind == .tap, winner.recognizer.cancelsTouchesInView,
            winner.view != id, hierarchy.isAncestor(winner.view, of: id),
            delivery.phases.isEmpty || delivery.phases.last?.phase == .cancelled
        else { return nil }
        let view = hierarchy[id]
        let victim: AuditDetail.TapVictim = HitTester.cellClasses.contains(view.uikitClass.uikitClass) ? .cell : view.isControl ? .control : .handler
        let detail = AuditDetail.gestureSwallowsTaps(
            recognizer: winner.recognizer.name, recognizerView: winner.view, victim: victim, delaysTouches: delivery.phases.isEmpty, point: point,
            effectiveArea: AuditNumbers.area(measure.effectiveArea))
        var finding = context.finding(id, detail, fix: .goal(.keepsTouches(id, recognizerView: winner.view, recognizer: winner.recognizer.name), at: point, proven: nil))
        finding.approximate = measure.approximate
        return finding
    }
}
