/// A single-property change to one view that HitScope may suggest as a fix, once the engine has proven it.
public enum FixChange: Hashable, Sendable {
    /// `hidden = NO`.
    case unhide(ViewID)
    /// `alpha = 1` (a clear background colour keeps it invisible yet touchable).
    case makeOpaque(ViewID)
    /// `userInteractionEnabled = YES`.
    case enableInteraction(ViewID)
    /// `userInteractionEnabled = NO` (on a view in front that takes the touch).
    case disableInteraction(ViewID)
    /// The animation's `.allowUserInteraction` option.
    case allowInteractionWhileAnimating(ViewID)
    /// `hitTest` asks subviews outside the view's bounds (`ignoresBounds`).
    case askSubviewsOutsideBounds(ViewID)
    /// The `hitTest` override removed (`super`'s answer).
    case removeHitTestOverride(ViewID)
    /// The frame's size set to `Size`, its origin kept: a degenerate ancestor (`LayoutCause`) given the extent of its
    /// subviews (for Auto Layout, the constraints that give it that size).
    case resize(ViewID, Size)
    /// `bringSubviewToFront:` on the view's superview: the view (the asked view or its ancestor) asked before the
    /// siblings that covered it.
    case bringToFront(ViewID)
    /// A `pointInside` override that answers YES in a hit area of at least `Size`, centred on the bounds
    /// (`pointInside minimumSize`): a touch target smaller than the minimum enlarged (the audit's too-small finding).
    case enlargeHitArea(ViewID, Size)
    /// The `pointInside` override removed (UIKit's bounds): an enlarged hit area (minimumSize, outsets, `return YES`)
    /// that takes touches drawn on another view.
    case removePointInsideOverride(ViewID)
    /// `enabled = YES` on a control: a disabled control is still the hit-test view but sends no action (`FixGoal`).
    case enableControl(ViewID)
    /// `cancelsTouchesInView = NO` on the view's recognizer of that name: the views under it keep their touches when
    /// it recognizes (`FixGoal`).
    case keepTouchesInView(ViewID, recognizer: String)
    /// `alpha` set to the value: 0 keeps the view out of hit-testing and 0.02 in it, whichever way UIKit reads
    /// alpha 0.01 (`FixGoal`, `UnsettledQuestion.alphaAtThreshold`).
    case setAlpha(ViewID, Double)

    /// The view the change is made on.
    public var view: ViewID {
        switch self {
        case .unhide(let id), .makeOpaque(let id), .enableInteraction(let id), .disableInteraction(let id),
            .allowInteractionWhileAnimating(let id), .askSubviewsOutsideBounds(let id), .removeHitTestOverride(let id),
            .resize(let id, _), .bringToFront(let id), .enlargeHitArea(let id, _), .removePointInsideOverride(let id),
            .enableControl(let id), .keepTouchesInView(let id, _), .setAlpha(let id, _):
            id
        }
    }

    /// A short identifier: what JSON gives as the fix's `change`.
    public var kind: String {
        switch self {
        case .unhide: "unhide"
        case .makeOpaque: "makeOpaque"
        case .enableInteraction: "enableInteraction"
        case .disableInteraction: "disableInteraction"
        case .allowInteractionWhileAnimating: "allowInteractionWhileAnimating"
        case .askSubviewsOutsideBounds: "askSubviewsOutsideBounds"
        case .removeHitTestOverride: "removeHitTestOverride"
        case .resize: "resize"
        case .bringToFront: "bringToFront"
        case .enlargeHitArea: "enlargeHitArea"
        case .removePointInsideOverride: "removePointInsideOverride"
        case .enableControl: "enableControl"
        case .keepTouchesInView: "keepTouchesInView"
        case .setAlpha: "setAlpha"
        }
    }

    /// The change made on a copy of the hierarchy.
    public func apply(to hierarchy: inout ViewHierarchy) throws(HierarchyError) {
        switch self {
        case .bringToFront(let id): hierarchy.bringToFront(id)
        default: try hierarchy.update(view) { apply(to: &$0) }
        }
    }

    /// The change made on a copy of a view (`bringToFront` changes its superview's order: `apply(to:)` a hierarchy).
    public func apply(to view: inout View) {
        switch self {
        case .unhide: view.isHidden = false
        case .makeOpaque: view.alpha = 1
        case .enableInteraction: view.isUserInteractionEnabled = true
        case .disableInteraction: view.isUserInteractionEnabled = false
        case .allowInteractionWhileAnimating:
            if let animation = view.animation {
                view.animation = ViewAnimation(drawnFrame: animation.drawnFrame, kind: animation.kind, allowsUserInteraction: true)
            }
        case .askSubviewsOutsideBounds: view.hitTestRule = .ignoresBounds
        case .removeHitTestOverride: view.hitTestRule = .standard
        case .resize(_, let size): view.frame.size = size
        case .enlargeHitArea(_, let size): view.pointInsideRule = .minimumSize(size)
        case .removePointInsideOverride: view.pointInsideRule = .bounds
        case .enableControl: view.isEnabled = true
        case .keepTouchesInView(_, let name):
            if let index = view.gestures.firstIndex(where: { $0.name == name }) { view.gestures[index].cancelsTouchesInView = false }
        case .setAlpha(_, let alpha): view.alpha = alpha
        case .bringToFront: break
        }
    }

    /// The single-property changes that could undo `reason` for `target`, most direct first; none on one of UIKit's
    /// private parts (`UIKitParts`), which an app does not change.
    static func candidates(for reason: WhyNotReason, target: ViewID, in hierarchy: ViewHierarchy) -> [FixChange] {
        directCandidates(for: reason, target: target, in: hierarchy).filter { !UIKitParts.isPart(hierarchy[$0.view]) }
    }

    private static func directCandidates(for reason: WhyNotReason, target: ViewID, in hierarchy: ViewHierarchy) -> [FixChange] {
        switch reason {
        case .skipped(let view, let skip):
            switch skip {
            case .hidden: return [.unhide(view)]
            case .transparent: return [.makeOpaque(view)]
            case .userInteractionDisabled: return [.enableInteraction(view)]
            case .animating: return [.allowInteractionWhileAnimating(view)]
            }
        case .pointInsideNo(let view, _, _):
            guard view != target, hierarchy[view].hitTestRule == .standard else { return [] }
            // A degenerate ancestor is a layout bug: its size first, the override after.
            let size = hierarchy.layoutCause(of: view)?.fittingSize.map { FixChange.resize(view, $0) }
            return [size, .askSubviewsOutsideBounds(view)].compactMap(\.self)
        case .hitTestNever(let view), .ancestorReturnsSelf(let view), .passedThrough(let view):
            return [.removeHitTestOverride(view)]
        case .redirected(let by, _):
            return [.removeHitTestOverride(by)]
        case .coveredBySibling(let parent, let sibling, let hitView):
            let disable: [FixChange] = hitView == sibling ? [.disableInteraction(sibling)] : [.disableInteraction(hitView), .disableInteraction(sibling)]
            // The view on the target's path that is a subview of `parent`, brought in front of the sibling.
            let path = hierarchy.path(to: target)
            let front = path.firstIndex(of: parent).flatMap { $0 + 1 < path.count ? path[$0 + 1] : nil }
            // A hit area enlarged past the bounds that takes the touch: the override removed.
            let enlarged = [hitView, sibling].first { hierarchy[$0].pointInsideRule.reachesPastBounds }.map(FixChange.removePointInsideOverride)
            return disable + [front.map(FixChange.bringToFront), enlarged].compactMap(\.self)
        case .descendantIsHitView(let hitView):
            return [.disableInteraction(hitView)]
        case .isHitView, .insideHitView, .windowInFront:
            return []
        }
    }
}
