/// Finds the hit-test view for a point exactly as UIKit does, optionally recording every step.
///
/// The application asks its windows front to back; each window runs `hitTest:withEvent:`, which is each view's
/// own rule (`HitTestRule`) calling its own `pointInside` (`PointInsideRule`) and each subview's own `hitTest`,
/// last subview first, with the point converted into the subview's space. The recursion runs on an explicit
/// stack, so a tree of any depth is safe.
public struct HitTester: Sendable {
    public let hierarchy: ViewHierarchy
    private let windowOrder: [ViewID]

    public init(_ hierarchy: ViewHierarchy) {
        self.hierarchy = hierarchy
        self.windowOrder = hierarchy.windowsFrontToBack
    }

    /// The hit-test view for a point in screen space, without a trace (the fast path).
    public func hitTest(_ point: Point) -> ViewID? {
        var recorder = DiscardingRecorder()
        return run(point, &recorder)
    }

    /// The hit-test view for a point in screen space, with every step UIKit takes.
    public func trace(_ point: Point) -> HitTestTrace {
        var recorder = CollectingRecorder()
        let hit = run(point, &recorder)
        return HitTestTrace(point: point, steps: recorder.steps, hitView: hit)
    }

    private func run<R: StepRecorder>(_ screenPoint: Point, _ recorder: inout R) -> ViewID? {
        for window in windowOrder {
            let point = hierarchy[window].convertFromSuperview(screenPoint)
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
        var nextSubview: Int = -1
    }

    private func hitTest<R: StepRecorder>(window: ViewID, point: Point, _ recorder: inout R) -> ViewID? {
        let views = hierarchy.views
        var stack: [Call] = [Call(view: window, point: point)]
        // The value the call just popped returned, waiting for its caller.
        var pending: ViewID?? = nil

        /// Ends the top call with `result`, after the override's post-processing.
        func finish(_ result: ViewID?) {
            let call = stack.removeLast()
            let id = call.view, depth = stack.count
            var result = result
            switch views[id.index].hitTest {
            case .passThrough where result == id:
                if R.isRecording { recorder.record(.override(view: id, effect: .passedThrough, depth: depth)) }
                result = nil
            case .redirect where result != nil:
                let target = hierarchy.redirectTarget(of: id)!
                if R.isRecording {
                    recorder.record(
                        .override(view: id, effect: .redirected(original: result!, target: target), depth: depth))
                }
                result = target
            default:
                break
            }
            if R.isRecording {
                if let hit = result, hit != id, views[id.index].clipsToBounds,
                    !views[id.index].bounds.contains(call.point)
                {
                    recorder.record(.note(view: id, note: .hitWhileClipped(subview: hit), depth: depth))
                }
                recorder.record(.result(view: id, returned: result, depth: depth))
            }
            pending = .some(result)
        }

        while let top = stack.indices.last {
            let id = stack[top].view, point = stack[top].point
            switch stack[top].stage {
            case .enter:
                if R.isRecording { recorder.record(.hitTest(view: id, point: point, depth: top)) }
                let rule = views[id.index].hitTest
                if rule == .never {
                    if R.isRecording { recorder.record(.override(view: id, effect: .returnedNil, depth: top)) }
                    finish(nil)
                    continue
                }
                if let reason = views[id.index].skipReason {
                    if R.isRecording { recorder.record(.skip(view: id, reason: reason, depth: top)) }
                    finish(nil)
                    continue
                }
                if rule.asksSubviewsAnywhere {
                    if R.isRecording {
                        recorder.record(.override(view: id, effect: .askedSubviewsRegardlessOfBounds, depth: top))
                    }
                } else {
                    let inside = views[id.index].pointInsideResult(point)
                    if R.isRecording {
                        recorder.record(
                            .pointInside(
                                view: id, point: point, inside: inside, rule: views[id.index].pointInside,
                                depth: top))
                    }
                    if !inside {
                        if R.isRecording { noteSubviewsDrawnAt(point, in: id, depth: top, &recorder) }
                        finish(nil)
                        continue
                    }
                    if rule == .returnsSelf {
                        if R.isRecording {
                            recorder.record(
                                .override(view: id, effect: .returnedSelfWithoutAskingSubviews, depth: top))
                        }
                        finish(id)
                        continue
                    }
                }
                stack[top].stage = .subviews
                stack[top].nextSubview = hierarchy.children(of: id).count - 1

            case .subviews:
                if let returned = pending {
                    pending = nil
                    if let hit = returned {
                        finish(hit)
                        continue
                    }
                }
                let index = stack[top].nextSubview
                guard index >= 0 else {
                    stack[top].stage = .afterSubviews
                    continue
                }
                stack[top].nextSubview = index - 1
                let child = hierarchy.children(of: id)[index]
                let converted = views[child.index].convertFromSuperview(point)
                if R.isRecording {
                    recorder.record(.convert(from: id, to: child, before: point, after: converted, depth: top + 1))
                }
                stack.append(Call(view: child, point: converted))

            case .afterSubviews:
                switch views[id.index].hitTest {
                case .ignoresBounds:
                    let inside = views[id.index].pointInsideResult(point)
                    if R.isRecording {
                        recorder.record(
                            .pointInside(
                                view: id, point: point, inside: inside, rule: views[id.index].pointInside,
                                depth: top))
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

    /// After a `pointInside` NO: notes the subviews whose own area holds the point, which people expect to be hit.
    private func noteSubviewsDrawnAt<R: StepRecorder>(
        _ point: Point, in id: ViewID, depth: Int, _ recorder: inout R
    ) {
        for child in hierarchy.children(of: id).reversed() {
            let view = hierarchy[child]
            if view.skipReason == nil, view.bounds.contains(view.convertFromSuperview(point)) {
                recorder.record(.note(view: id, note: .drawnButNotTouchable(subview: child), depth: depth))
            }
        }
    }
}

/// Receives the steps of a hit-test; the untraced path uses a recorder that compiles to nothing.
protocol StepRecorder {
    static var isRecording: Bool { get }
    mutating func record(_ step: HitTestStep)
}

struct DiscardingRecorder: StepRecorder {
    static var isRecording: Bool { false }
    @inline(__always) mutating func record(_ step: HitTestStep) {}
}

struct CollectingRecorder: StepRecorder {
    var steps: [HitTestStep] = []
    static var isRecording: Bool { true }
    @inline(__always) mutating func record(_ step: HitTestStep) { steps.append(step) }
}
