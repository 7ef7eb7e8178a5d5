/// Finds the hit-test view for a point exactly as UIKit does, optionally recording every step.
///
/// The application asks its windows front to back; each window runs `hitTest:withEvent:`, which is each view's
/// own rule (`HitTestRule`) calling its own `pointInside` (`PointInsideRule`) and each subview's own `hitTest`,
/// last subview first, with the point converted into the subview's space. The recursion runs on an explicit
/// stack, so a tree of any depth is safe.
public struct HitTester: Sendable {
    public let hierarchy: ViewHierarchy
    let windowOrder: [ViewID]
    /// What each view needs for hit-testing, laid out flat (same indices as the hierarchy).
    let nodes: [HitNode]
    /// The subviews of view `i` are `subviewIDs[subviewStart[i]..<subviewStart[i + 1]]`, back to front.
    let subviewStart: [Int32]
    let subviewIDs: [ViewID]
    /// The deepest nesting of `hitTest` calls a point can cause (the tree's height).
    let maximumDepth: Int
    /// What the untraced path reads.
    let plan: HitPlan

    public init(_ hierarchy: ViewHierarchy) {
        self.hierarchy = hierarchy
        self.windowOrder = hierarchy.windowsFrontToBack
        var nodes: [HitNode] = []
        nodes.reserveCapacity(hierarchy.count)
        var start: [Int32] = [0]
        start.reserveCapacity(hierarchy.count + 1)
        var ids: [ViewID] = []
        ids.reserveCapacity(max(0, hierarchy.count - hierarchy.windows.count))
        for index in 0..<hierarchy.count {
            let id = ViewID(index)
            let drawn = hierarchy.children(of: id).reduce(nil as Rect?) { box, child in
                let corners = hierarchy[child].cornersInSuperview
                let xs = corners.map(\.x), ys = corners.map(\.y)
                let frame = Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
                return box.map { $0.union(frame) } ?? frame
            }
            nodes.append(HitNode(hierarchy[id], redirectTarget: hierarchy.redirectTarget(of: id), subviewsDrawnIn: drawn))
            ids += hierarchy.children(of: id)
            start.append(Int32(ids.count))
        }
        var depth = [Int32](repeating: 0, count: hierarchy.count)
        var deepest: Int32 = 0
        for id in hierarchy.drawingOrder {
            if let parent = hierarchy.parent(of: id) { depth[id.index] = depth[parent.index] + 1 }
            deepest = max(deepest, depth[id.index])
        }
        self.nodes = nodes
        self.subviewStart = start
        self.subviewIDs = ids
        self.maximumDepth = Int(deepest)
        self.plan = HitPlan(hierarchy, nodes: nodes)
    }

    /// The hit-test view for a point in screen space, without a trace (the fast path).
    public func hitTest(_ point: Point) -> ViewID? {
        for window in windowOrder {
            let point = nodes[window.index].placement.convertFromSuperview(point)
            if let hit = untracedHitTest(entry: plan.entryOfView[window.index], point: point) { return hit }
        }
        return nil
    }

    /// The hit-test view for a point in screen space, with every step UIKit takes.
    public func trace(_ point: Point) -> HitTestTrace {
        var recorder = CollectingRecorder()
        let hit = run(point, &recorder)
        return HitTestTrace(point: point, steps: recorder.steps, hitView: hit)
    }

    /// Hit-tests a point with every step, into `steps` (emptied first, its storage reused): for callers that
    /// trace many points and keep what they need of each.
    public func trace(_ point: Point, into steps: inout [HitTestStep]) -> ViewID? {
        steps.removeAll(keepingCapacity: true)
        var recorder = CollectingRecorder(steps: steps)
        steps = []
        let hit = run(point, &recorder)
        swap(&steps, &recorder.steps)
        return hit
    }

    private func run<R: StepRecorder>(_ screenPoint: Point, _ recorder: inout R) -> ViewID? {
        for window in windowOrder {
            let point = nodes[window.index].placement.convertFromSuperview(screenPoint)
            if R.isRecording {
                recorder.record(.convert(from: nil, to: window, before: screenPoint, after: point, depth: 0))
            }
            if let hit = hitTest(window: window, point: point, &recorder) { return hit }
        }
        return nil
    }

    private enum Stage { case enter, subviews, afterSubviews }

    /// One `hitTest:withEvent:` call in progress.
    private struct Call {
        let view: ViewID
        let point: Point
        var stage: Stage = .enter
        /// The next subview to ask, walking down to `lowest`: a position in `subviewIDs`.
        var cursor: Int32 = -1
        var lowest: Int32 = 0
    }

    /// `root.hitTest(point)` without a trace, `point` in the root's own bounds space (for the touch-area map).
    func hitTest(subtree root: ViewID, point: Point) -> ViewID? {
        untracedHitTest(entry: plan.entryOfView[root.index], point: point)
    }

    private func hitTest<R: StepRecorder>(window: ViewID, point: Point, _ recorder: inout R) -> ViewID? {
        let stack = UnsafeMutableBufferPointer<Call>.allocate(capacity: maximumDepth + 1)
        defer { stack.deallocate() }
        return hitTest(window: window, point: point, stack: stack, &recorder)
    }

    private func hitTest<R: StepRecorder>(
        window: ViewID, point: Point, stack: UnsafeMutableBufferPointer<Call>, _ recorder: inout R
    ) -> ViewID? {
        var top = 0
        stack.initializeElement(at: 0, to: Call(view: window, point: point))
        // The value the call just popped returned, waiting for its caller.
        var pending: ViewID?? = nil

        /// Ends the top call with `result`, after the override's post-processing.
        func finish(_ result: ViewID?) {
            let call = stack[top]
            let id = call.view
            let node = nodes[id.index]
            let depth = top
            top -= 1
            var result = result
            switch node.rule {
            case .passThrough where result == id:
                if R.isRecording { recorder.record(.override(view: id, effect: .passedThrough, depth: depth)) }
                result = nil
            case .redirect where result != nil:
                let target = ViewID(Int(node.redirectTarget))
                if R.isRecording {
                    recorder.record(
                        .override(view: id, effect: .redirected(original: result!, target: target), depth: depth))
                }
                result = target
            default:
                break
            }
            if R.isRecording {
                if let hit = result, hit != id, node.clipsToBounds, !node.bounds.contains(call.point) {
                    recorder.record(.note(view: id, note: .hitWhileClipped(subview: hit), depth: depth))
                }
                recorder.record(.result(view: id, returned: result, depth: depth))
            }
            pending = .some(result)
        }

        while top >= 0 {
            let id = stack[top].view, point = stack[top].point
            switch stack[top].stage {
            case .enter:
                if R.isRecording { recorder.record(.hitTest(view: id, point: point, depth: top)) }
                let node = nodes[id.index]
                if node.rule == .never {
                    if R.isRecording { recorder.record(.override(view: id, effect: .returnedNil, depth: top)) }
                    finish(nil)
                    continue
                }
                if let reason = node.skip {
                    if R.isRecording { recorder.record(.skip(view: id, reason: reason, depth: top)) }
                    finish(nil)
                    continue
                }
                if node.rule.asksSubviewsAnywhere {
                    if R.isRecording {
                        recorder.record(.override(view: id, effect: .askedSubviewsRegardlessOfBounds, depth: top))
                    }
                } else {
                    let inside = node.pointInside.contains(point, bounds: node.bounds)
                    if R.isRecording {
                        recorder.record(.pointInside(view: id, point: point, inside: inside, rule: node.pointInside, depth: top))
                    }
                    if !inside {
                        if R.isRecording { noteSubviewsDrawnAt(point, in: id, depth: top, &recorder) }
                        finish(nil)
                        continue
                    }
                    if node.rule == .returnsSelf {
                        if R.isRecording {
                            recorder.record(.override(view: id, effect: .returnedSelfWithoutAskingSubviews, depth: top))
                        }
                        finish(id)
                        continue
                    }
                }
                stack[top].stage = .subviews
                stack[top].cursor = subviewStart[id.index + 1] - 1
                stack[top].lowest = subviewStart[id.index]

            case .subviews:
                if let returned = pending {
                    pending = nil
                    if let hit = returned {
                        finish(hit)
                        continue
                    }
                }
                let cursor = stack[top].cursor
                guard cursor >= stack[top].lowest else {
                    stack[top].stage = .afterSubviews
                    continue
                }
                stack[top].cursor = cursor - 1
                let child = subviewIDs[Int(cursor)]
                let converted = nodes[child.index].placement.convertFromSuperview(point)
                if R.isRecording {
                    recorder.record(.convert(from: id, to: child, before: point, after: converted, depth: top + 1))
                }
                top += 1
                stack.initializeElement(at: top, to: Call(view: child, point: converted))

            case .afterSubviews:
                let node = nodes[id.index]
                switch node.rule {
                case .ignoresBounds:
                    let inside = node.pointInside.contains(point, bounds: node.bounds)
                    if R.isRecording {
                        recorder.record(.pointInside(view: id, point: point, inside: inside, rule: node.pointInside, depth: top))
                    }
                    finish(inside ? id : nil)
                case .ignoresBoundsReturningSelf:
                    if R.isRecording { recorder.record(.override(view: id, effect: .returnedSelfAnywhere, depth: top)) }
                    finish(id)
                default:
                    finish(id)
                }
            }
        }
        return pending ?? nil
    }

    /// After a `pointInside` NO: notes the subviews whose own bounds hold the point, which people expect to be hit.
    private func noteSubviewsDrawnAt<R: StepRecorder>(
        _ point: Point, in id: ViewID, depth: Int, _ recorder: inout R
    ) {
        guard let drawn = nodes[id.index].subviewsDrawnIn, drawn.contains(point) else { return }
        var index = Int(subviewStart[id.index + 1]) - 1
        while index >= Int(subviewStart[id.index]) {
            let child = subviewIDs[index]
            let node = nodes[child.index]
            if node.skip == nil, node.bounds.contains(node.placement.convertFromSuperview(point)) {
                recorder.record(.note(view: id, note: .drawnButNotTouchable(subview: child), depth: depth))
            }
            index -= 1
        }
    }
}

/// Receives the steps of a hit-test; the untraced path uses a recorder that compiles to nothing.
protocol StepRecorder {
    static var isRecording: Bool { get }
    mutating func record(_ step: HitTestStep)
}

struct CollectingRecorder: StepRecorder {
    var steps: [HitTestStep] = []
    static var isRecording: Bool { true }
    @inline(__always) mutating func record(_ step: HitTestStep) { steps.append(step) }
}

