/// The traced hit test: UIKit's recursion on an explicit stack, every subview asked in the `subviews` order and
/// every call and decision recorded. Plain views (`WalkLayout.Entry.isPlain`) are asked inline in their superview's
/// loop; every other view goes through its `HitBehavior`.
extension CompiledHierarchy {
    /// One `hitTest:withEvent:` call in progress, with its subviews being asked.
    private struct TraceFrame {
        /// The point in the view's bounds space.
        var point: Point
        var view: ViewID
        var entry: Int32
        /// The next subview to ask, walking down to `lowest`: a position in `WalkLayout.childrenInOrder`.
        var cursor: Int32, lowest: Int32
    }

    /// Hit-tests a point in screen space, window after window, recording every step; the view's raw id, or -1.
    func tracedHitTest(_ screenPoint: Point, _ steps: inout StepWriter) -> Int32 {
        for window in windowOrder {
            let point = behaviors[window.index].placement.convertFromSuperview(screenPoint)
            let hit = layout.entries.withUnsafeBufferPointer { entries in
                layout.childrenInOrder.withUnsafeBufferPointer { children in
                    withUnsafeTemporaryAllocation(of: TraceFrame.self, capacity: maximumDepth + 1) { stack in
                        tracedHitTest(window: window, point: point, entries, children, stack, &steps)
                    }
                }
            }
            if hit >= 0 { return hit }
        }
        return -1
    }

    /// What `enterTraced` returns for a view whose subviews are to be asked.
    private static var asksSubviewsTraced: Int32 { -2 }

    @inline(__always)
    private func tracedHitTest(
        window: ViewID, point: Point, _ entries: UnsafeBufferPointer<WalkLayout.Entry>, _ children: UnsafeBufferPointer<Int32>,
        _ stack: UnsafeMutableBufferPointer<TraceFrame>, _ writer: inout StepWriter
    ) -> Int32 {
        // A local copy, which the optimiser keeps in registers rather than behind the caller's pointer.
        var steps = writer
        defer { writer = steps }
        let rootEntry = layout.entryOfView[window.index]
        let first = enterTraced(window, rootEntry, point, depth: 0, &steps)
        if first != Self.asksSubviewsTraced { return first }
        // The top call is kept in `frame`, and only its callers on the stack (`stack[0..<top]`): a call's fields
        // are read back long after they were written, never right after (which stalls the load on the store).
        var frame = traceFrame(window, rootEntry, point)
        var top = 0
        while true {
            // Ask the subviews of the top call, last to first, until one returns a view or a call is pushed.
            let point = frame.point
            var cursor = frame.cursor
            let lowest = frame.lowest
            let depth = Int32(top + 1)
            var answer: Int32 = -1
            var pushed = false
            while cursor >= lowest {
                let entry = children[Int(cursor)]
                cursor -= 1
                let data = entries[Int(entry)]
                let view = data.view
                var local: Point
                if data.isPlain {
                    local = data.translation.fromSuperview(point)
                    let inside = Box(minX: data.minX, minY: data.minY, maxX: data.maxX, maxY: data.maxY).contains(local)
                    if !inside {
                        // `noteSubviewsDrawnAt` notes nothing where the subviews are not drawn: `drawnIn` answers
                        // that as `drawnSubviews` would, from the same rectangle.
                        if data.traits.contains(.mayNoteDrawnSubviews)
                            && (data.drawnIndex == UInt16.max || layout.drawnIn[Int(data.drawnIndex)].contains(local))
                        {
                            steps.record(.hitTest(view: view, point: local, depth: depth))
                            steps.record(.pointInside(view: view, inside: false, point: local, depth: depth))
                            noteSubviewsDrawnAt(local, in: view, depth: depth, &steps)
                            steps.record(.result(view: view, returned: nil, depth: depth))
                        } else {
                            steps.record(
                                .hitTest(view: view, point: local, depth: depth),
                                .pointInside(view: view, inside: false, point: local, depth: depth),
                                .result(view: view, returned: nil, depth: depth))
                        }
                        continue
                    }
                    if !data.traits.contains(.hasSubviews) {
                        steps.record(
                            .hitTest(view: view, point: local, depth: depth),
                            .pointInside(view: view, inside: true, point: local, depth: depth),
                            .result(view: view, returned: view, depth: depth))
                        answer = view.rawValue
                        break
                    }
                    steps.record(.hitTest(view: view, point: local, depth: depth))
                    steps.record(.pointInside(view: view, inside: true, point: local, depth: depth))
                } else if let reason = data.skip {
                    local = data.traits.contains(.translation) ? data.translation.fromSuperview(point) : behaviors[view.index].placement.convertFromSuperview(point)
                    steps.record(
                        .hitTest(view: view, point: local, depth: depth), .skip(view: view, reason: reason, depth: depth),
                        .result(view: view, returned: nil, depth: depth))
                    continue
                } else {
                    local = data.traits.contains(.translation) ? data.translation.fromSuperview(point) : behaviors[view.index].placement.convertFromSuperview(point)
                    let entered = enterTraced(view, entry, local, depth: depth, &steps)
                    if entered != Self.asksSubviewsTraced {
                        if entered < 0 { continue }
                        answer = entered
                        break
                    }
                }
                frame.cursor = cursor
                stack.initializeElement(at: top, to: frame)
                top += 1
                frame = traceFrame(view, entry, local)
                pushed = true
                break
            }
            if pushed { continue }
            // The top call returns: its answer after its subviews, then up the stack while calls return a view.
            answer = answer < 0 ? afterSubviewsTraced(frame, depth: Int32(top), &steps) : answer
            while true {
                answer = finishTraced(frame.view, frame.entry, frame.point, answer, depth: Int32(top), &steps)
                if top == 0 { return answer }
                top -= 1
                frame = stack[top]
                if answer < 0 { break }
            }
        }
    }

    @inline(__always)
    private func traceFrame(_ view: ViewID, _ entry: Int32, _ point: Point) -> TraceFrame {
        let block = layout.blockStart[Int(entry)]..<layout.blockStart[Int(entry) + 1]
        return TraceFrame(point: point, view: view, entry: entry, cursor: block.upperBound - 1, lowest: block.lowerBound)
    }

    /// The start of a call (`HitBehavior.gate`, then its own `pointInside` and `returnsSelfWhenInside`), recorded:
    /// the view it returned (-1 for nil), its result recorded, or `asksSubviewsTraced`.
    @inline(__always)
    private func enterTraced(_ id: ViewID, _ entry: Int32, _ point: Point, depth: Int32, _ steps: inout StepWriter) -> Int32 {
        steps.record(.hitTest(view: id, point: point, depth: depth))
        let behavior = behaviors[id.index]
        switch behavior.gate {
        case .returnsNil:
            steps.record(.override(view: id, effect: .returnedNil, depth: depth))
            return finishTraced(id, entry, point, -1, depth: depth, &steps)
        case .skipped:
            steps.record(.skip(view: id, reason: behavior.skip.unsafelyUnwrapped, depth: depth))
            return finishTraced(id, entry, point, -1, depth: depth, &steps)
        case .open:
            steps.record(.override(view: id, effect: .askedSubviewsRegardlessOfBounds, depth: depth))
            return Self.asksSubviewsTraced
        case .pointInside:
            let inside = behavior.isInside(point)
            steps.record(.pointInside(view: id, inside: inside, point: point, depth: depth))
            if !inside {
                noteSubviewsDrawnAt(point, in: id, depth: depth, &steps)
                return finishTraced(id, entry, point, -1, depth: depth, &steps)
            }
            if behavior.returnsSelfWhenInside {
                steps.record(.override(view: id, effect: .returnedSelfWithoutAskingSubviews, depth: depth))
                return finishTraced(id, entry, point, id.rawValue, depth: depth, &steps)
            }
            return Self.asksSubviewsTraced
        }
    }

    /// What a call returns when no subview returned a view (`HitBehavior.fallback`), recorded.
    @inline(__always)
    private func afterSubviewsTraced(_ frame: TraceFrame, depth: Int32, _ steps: inout StepWriter) -> Int32 {
        let id = frame.view
        // A plain view's behaviour is the default, whose fallback is `returnsSelf`: its entry says so without
        // reading the behaviour (a cache miss on a large tree).
        if layout.entries[Int(frame.entry)].isPlain { return id.rawValue }
        let behavior = behaviors[id.index]
        switch behavior.fallback {
        case .returnsSelfIfInside:
            let inside = behavior.isInside(frame.point)
            steps.record(.pointInside(view: id, inside: inside, point: frame.point, depth: depth))
            return inside ? id.rawValue : -1
        case .returnsSelfAnywhere:
            steps.record(.override(view: id, effect: .returnedSelfAnywhere, depth: depth))
            return id.rawValue
        case .returnsSelf:
            return id.rawValue
        }
    }

    /// Ends a call: the override's post-processing of what its default `hitTest` returned (`HitBehavior.finish`),
    /// a note when the view clips the subview it returns, and the result, recorded.
    @inline(__always)
    private func finishTraced(
        _ id: ViewID, _ entry: Int32, _ point: Point, _ returned: Int32, depth: Int32, _ steps: inout StepWriter
    ) -> Int32 {
        var result = returned
        let data = layout.entries[Int(entry)]
        if !data.isPlain {
            let finished = behaviors[id.index].finish(id, returned: returned)
            result = finished.result
            switch finished.applied {
            case .passThrough:
                steps.record(.override(view: id, effect: .passedThrough, depth: depth))
            case .redirect:
                steps.record(.override(view: id, effect: .redirected(original: ViewID(Int(returned)), target: ViewID(Int(result))), depth: depth))
            case .none:
                break
            }
        }
        if data.traits.contains(.mayNoteClipping), result >= 0, result != id.rawValue, behaviors[id.index].clipsAway(point) {
            steps.record(.note(view: id, note: .hitWhileClipped(subview: ViewID(Int(result))), depth: depth))
        }
        steps.record(.result(view: id, returned: result < 0 ? nil : ViewID(Int(result)), depth: depth))
        return result
    }

    /// After a `pointInside` NO: notes the subviews drawn at the point, which people expect to be hit.
    @inline(__always)
    private func noteSubviewsDrawnAt(_ point: Point, in id: ViewID, depth: Int32, _ steps: inout StepWriter) {
        drawnSubviews(of: id, at: point) { child in
            steps.record(.note(view: id, note: .drawnButNotTouchable(subview: child), depth: depth))
        }
    }
}
