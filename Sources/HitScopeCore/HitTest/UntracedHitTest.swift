/// The untraced hit test: UIKit's recursion on an explicit stack over `WalkLayout`, asking only the subviews that can
/// answer (through a `SubviewIndex` where a view has many), and asking plain views inline in their superview's
/// loop, so that a subview whose `pointInside` says NO costs a few comparisons.
extension CompiledHierarchy {
    /// One `hitTest:withEvent:` call in progress, with its subviews being asked.
    private struct Frame {
        /// The point in the view's bounds space.
        var point: Point
        var entry: Int32
        /// The next subview to ask, walking down to `lowest`: an entry, or with `index >= 0` a position in that
        /// `SubviewIndex`.
        var cursor: Int32, lowest: Int32
        var index: Int32
    }

    /// The hit-test view for a point in screen space, without a trace.
    func hitTest(_ point: Point) -> ViewID? {
        for window in windowOrder {
            let point = behaviors[window.index].placement.convertFromSuperview(point)
            if let hit = untracedHitTest(entry: layout.entryOfView[window.index], point: point) { return hit }
        }
        return nil
    }

    /// `root.hitTest(point)`, `point` in the root's own bounds space, without a trace.
    func untracedHitTest(entry root: Int32, point: Point) -> ViewID? {
        let rootView = layout.entries[Int(root)].view
        guard let first = enter(rootView, behaviors[rootView.index], point) else { return nil }
        if first != Self.asksSubviews { return ViewID(Int(first)) }
        return layout.entries.withUnsafeBufferPointer { entries in
            withUnsafeTemporaryAllocation(of: Frame.self, capacity: maximumDepth + 1) { stack in
                let hit = walk(entries, stack, top: frame(root, entries[Int(root)], point))
                return hit < 0 ? nil : ViewID(Int(hit))
            }
        }
    }

    /// What `enter` returns for a view whose subviews are to be asked.
    private static var asksSubviews: Int32 { -2 }

    /// The start of a call before its subviews (`HitBehavior.gate`, then `isInside` and `returnsSelfWhenInside`): nil
    /// when it returns nil, the view it returns, or `asksSubviews`.
    @inline(__always)
    private func enter(_ id: ViewID, _ behavior: HitBehavior, _ point: Point) -> Int32? {
        switch behavior.gate {
        case .returnsNil, .skipped: return nil
        case .open: return Self.asksSubviews
        case .pointInside:
            guard behavior.isInside(point) else { return nil }
            return behavior.returnsSelfWhenInside ? id.rawValue : Self.asksSubviews
        }
    }

    private func frame(_ entry: Int32, _ data: WalkLayout.Entry, _ point: Point) -> Frame {
        if data.traits.contains(.indexed) {
            let index = layout.indexOfEntry[Int(entry)]
            let candidates = layout.indexes[Int(index)].candidates(for: point)
            return Frame(
                point: point, entry: entry, cursor: candidates.upperBound - 1, lowest: candidates.lowerBound, index: index)
        }
        return Frame(point: point, entry: entry, cursor: data.endChild - 1, lowest: data.firstChild, index: -1)
    }

    /// Runs the call `frame` to the end, `stack` holding its callers as it goes; the returned view's raw id, or -1.
    /// The top call is kept in `frame`, and only its callers on the stack (`stack[0..<top]`): a call's fields are
    /// read back long after they were written, never right after (which stalls the load on the store).
    private func walk(_ entries: UnsafeBufferPointer<WalkLayout.Entry>, _ stack: UnsafeMutableBufferPointer<Frame>, top frame: Frame) -> Int32 {
        var frame = frame
        var top = 0
        while true {
            // Ask the subviews of the top call, last to first, until one returns a view or a call is pushed.
            let point = frame.point
            var cursor = frame.cursor
            let lowest = frame.lowest, index = frame.index
            var answer: Int32 = -1
            var pushed = false
            while cursor >= lowest {
                let entry = index < 0 ? cursor : layout.indexes[Int(index)].position(at: cursor)
                cursor -= 1
                let data = entries[Int(entry)]
                var local: Point
                if data.isPlain {
                    local = data.translation.fromSuperview(point)
                    guard Box(minX: data.minX, minY: data.minY, maxX: data.maxX, maxY: data.maxY).contains(local) else {
                        continue
                    }
                    if data.firstChild == data.endChild {
                        answer = data.view.rawValue
                        break
                    }
                } else {
                    let id = data.view
                    let behavior = behaviors[id.index]
                    local = data.traits.contains(.translation) ? data.translation.fromSuperview(point) : behavior.placement.convertFromSuperview(point)
                    guard let entered = enter(id, behavior, local) else { continue }
                    if entered != Self.asksSubviews {
                        answer = entered
                        break
                    }
                }
                frame.cursor = cursor
                stack.initializeElement(at: top, to: frame)
                top += 1
                frame = self.frame(entry, data, local)
                pushed = true
                break
            }
            if pushed { continue }
            // The top call returns: its answer after its subviews, then up the stack while calls return a view.
            if answer < 0 { answer = afterSubviews(frame, entries) }
            while true {
                answer = finish(frame.entry, entries, answer)
                if top == 0 { return answer }
                top -= 1
                frame = stack[top]
                if answer < 0 { break }
            }
        }
    }

    /// What a call returns when no subview returned a view (`HitBehavior.returnsSelfAfterSubviews(at:)`).
    private func afterSubviews(_ frame: Frame, _ entries: UnsafeBufferPointer<WalkLayout.Entry>) -> Int32 {
        let id = entries[Int(frame.entry)].view
        if entries[Int(frame.entry)].isPlain { return id.rawValue }
        return behaviors[id.index].returnsSelfAfterSubviews(at: frame.point) ? id.rawValue : -1
    }

    /// The override's post-processing of what the call's default `hitTest` returned (`HitBehavior.finish`).
    @inline(__always)
    private func finish(_ entry: Int32, _ entries: UnsafeBufferPointer<WalkLayout.Entry>, _ result: Int32) -> Int32 {
        if entries[Int(entry)].isPlain { return result }
        let id = entries[Int(entry)].view
        return behaviors[id.index].finish(id, returned: result).result
    }
}
