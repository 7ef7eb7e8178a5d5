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
        var cursor: Int32
        var lowest: Int32
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
                stack.initializeElement(at: 0, to: frame(root, entries[Int(root)], point))
                let hit = walk(entries, stack)
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

    /// Runs the calls on `stack` (its first frame set) to the end; the returned view's raw id, or -1.
    private func walk(_ entries: UnsafeBufferPointer<WalkLayout.Entry>, _ stack: UnsafeMutableBufferPointer<Frame>) -> Int32 {
        var top = 0
        while true {
            // Ask the subviews of the top call, last to first, until one returns a view or a call is pushed.
            let point = stack[top].point
            var cursor = stack[top].cursor
            let lowest = stack[top].lowest, index = stack[top].index
            var answer: Int32 = -1
            var pushed = false
            while cursor >= lowest {
                let entry = index < 0 ? cursor : layout.indexes[Int(index)].position(at: cursor)
                cursor -= 1
                let data = entries[Int(entry)]
                var local: Point
                if data.isPlain {
                    local = data.translate(point)
                    guard local.x >= data.minX, local.x < data.maxX, local.y >= data.minY, local.y < data.maxY else {
                        continue
                    }
                    if data.firstChild == data.endChild {
                        answer = data.view.rawValue
                        break
                    }
                } else {
                    let id = data.view
                    let behavior = behaviors[id.index]
                    local = data.traits.contains(.translation) ? data.translate(point) : behavior.placement.convertFromSuperview(point)
                    guard let entered = enter(id, behavior, local) else { continue }
                    if entered != Self.asksSubviews {
                        answer = entered
                        break
                    }
                }
                stack[top].cursor = cursor
                top += 1
                stack.initializeElement(at: top, to: frame(entry, data, local))
                pushed = true
                break
            }
            if pushed { continue }
            // The top call returns: its answer after its subviews, then up the stack while calls return a view.
            if answer < 0 { answer = afterSubviews(stack[top], entries) }
            while true {
                answer = finish(stack[top].entry, entries, answer)
                top -= 1
                if top < 0 { return answer }
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
