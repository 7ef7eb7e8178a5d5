import HitScopeCore
import HitScopeFixtures

/// One change a random scene makes to a view: a skip reason, a `pointInside` or `hitTest` override, a transform,
/// a bounds offset, …
public enum SceneTweak: Sendable {
    /// `isHidden = true`.
    case hidden
    /// This alpha.
    case alpha(Double)
    /// `isUserInteractionEnabled = false`.
    case userInteractionDisabled
    /// `isEnabled = false` (a control that stays the hit-test view but forwards its touches).
    case disabled
    /// `touches: handle`.
    case handlesTouches
    /// This `pointInside` override.
    case pointInside(PointInsideRule)
    /// This `hitTest` override.
    case hitTest(HitTestRule)
    /// `redirect(to:)` a view named before this one, drawn at random (nothing when there is none yet).
    case redirectToEarlierView
    /// This transform.
    case transform(Transform2D)
    /// A bounds origin drawn from `range` on both axes, `xFraction` added to x.
    case boundsOffset(ClosedRange<Int>, xFraction: Double)
    /// The frame's width set to 0.
    case zeroWidth
    /// In flight (drawn 30 points left of its frame), allowing touches or not.
    case animating(allowsUserInteraction: Bool)

    /// Applies the tweak to `view`; `earlier` are the names of the views made before it.
    public func apply(to view: inout View, _ random: inout SeededRandom, earlier: [String]) {
        switch self {
        case .hidden: view.isHidden = true
        case .alpha(let alpha): view.alpha = alpha
        case .userInteractionDisabled: view.isUserInteractionEnabled = false
        case .disabled: view.isEnabled = false
        case .handlesTouches: view.touches = .handle
        case .pointInside(let rule): view.pointInsideRule = rule
        case .hitTest(let rule): view.hitTestRule = rule
        case .redirectToEarlierView:
            guard !earlier.isEmpty else { return }
            view.hitTestRule = .redirect(to: earlier[random.int(0...earlier.count - 1)])
        case .transform(let transform): view.transform = transform
        case .boundsOffset(let range, let xFraction):
            view.boundsOrigin = Point(Double(random.int(range)) + xFraction, Double(random.int(range)))
        case .zeroWidth: view.frame.size = Size(0, view.frame.size.height)
        case .animating(let allows):
            let drawn = Rect(view.frame.minX - 30, view.frame.minY, view.frame.size.width, view.frame.size.height)
            view.animation = ViewAnimation(drawnFrame: drawn, allowsUserInteraction: allows)
        }
    }
}

/// How a random scene dresses its views: for each view, `draws` times, a number in `0...outOf` picks a tweak
/// (numbers past the list leave the view as it is).
public struct SceneTweaks: Sendable {
    /// The tweaks, picked by their position.
    public var tweaks: [SceneTweak]
    /// The largest number drawn.
    public var outOf: Int
    /// How many numbers are drawn for each view.
    public var draws: Int

    /// A mix of `tweaks`, picked by `draws` numbers in `0...outOf` for each view.
    public init(_ tweaks: [SceneTweak], outOf: Int, draws: Int = 1) {
        precondition(outOf >= tweaks.count - 1)
        (self.tweaks, self.outOf, self.draws) = (tweaks, outOf, draws)
    }

    /// Dresses `view`.
    public func apply(to view: inout View, _ random: inout SeededRandom, earlier: [String]) {
        for _ in 0..<draws {
            let pick = random.int(0...outOf)
            if pick < tweaks.count { tweaks[pick].apply(to: &view, &random, earlier: earlier) }
        }
    }

    static let rotation = Transform2D(a: 0.8, b: 0.6, c: -0.6, d: 0.8, tx: 3, ty: -2)
    static let singular = Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    /// A turn by 30° (cosines that are not exact in binary) with a translation.
    static let rotation30 = Transform2D(a: 0.8660254037844387, b: 0.5, c: -0.5, d: 0.8660254037844387, tx: -4, ty: 6)
    /// A turn by 45° scaled by 1.5: corners of circles and rounded corners at slants.
    static let scaledRotation45 = Transform2D(a: 1.0606601717798212, b: 1.0606601717798212, c: -1.0606601717798212, d: 1.0606601717798212, tx: 0, ty: 0)

    /// Crowded scenes: every skip reason, every override, a rotation, offsets and a singular transform.
    public static let crowded = SceneTweaks(
        [
            .hidden, .alpha(0.01), .userInteractionDisabled, .pointInside(.minimumSize(Size(44, 44))),
            .pointInside(.outsets(EdgeOutsets(all: 7))), .pointInside(.circle), .pointInside(.always), .pointInside(.never),
            .hitTest(.passThrough), .hitTest(.ignoresBounds), .hitTest(.returnsSelf), .hitTest(.never), .redirectToEarlierView,
            .transform(rotation), .boundsOffset(-20...20, xFraction: 0), .transform(singular),
            .animating(allowsUserInteraction: false), .animating(allowsUserInteraction: true),
            .pointInside(.roundedRect(radius: 8)), .hitTest(.ignoresBoundsReturningSelf),
        ], outOf: 24)

    /// Nested scenes: every rule, up to two at once, fractional offsets, translations and zero widths.
    public static let nested = SceneTweaks(
        [
            .hidden, .alpha(0.01), .userInteractionDisabled, .pointInside(.minimumSize(Size(44, 44))),
            .pointInside(.outsets(EdgeOutsets(top: 3, left: -2, bottom: 5, right: 1))), .pointInside(.circle),
            .pointInside(.always), .pointInside(.never), .pointInside(.roundedRect(radius: 6)), .hitTest(.passThrough),
            .hitTest(.ignoresBounds), .hitTest(.ignoresBoundsReturningSelf), .hitTest(.returnsSelf), .hitTest(.never),
            .redirectToEarlierView, .transform(rotation), .boundsOffset(-20...20, xFraction: 0.25), .transform(singular),
            .transform(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 7.5, ty: -3)), .zeroWidth,
            .animating(allowsUserInteraction: true),
        ], outOf: 30, draws: 2)

    /// Scenes whose edges fall on half points: whole-point outsets and insets, scales by 2, whole translations.
    public static let halfPoint = SceneTweaks(
        [
            .hidden, .alpha(0.01), .userInteractionDisabled, .pointInside(.minimumSize(Size(44, 44))),
            .pointInside(.outsets(EdgeOutsets(all: 6))), .pointInside(.outsets(EdgeOutsets(all: -3))), .pointInside(.always),
            .pointInside(.never), .hitTest(.passThrough), .hitTest(.ignoresBounds), .hitTest(.returnsSelf), .hitTest(.never),
            .redirectToEarlierView, .transform(Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)),
            .transform(Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: -2)), .boundsOffset(-10...10, xFraction: 0),
            .handlesTouches, .disabled,
        ], outOf: 22)

    /// Curved and turned scenes for the audit's approximate areas: circles, rounded rects of small and large radii,
    /// turns by 36.87°, 30° and 45° (scaled), grown hit areas, with skip reasons and the overrides that change who
    /// answers. No inset larger than a view (`halfPoint` has them).
    public static let curvedAndTurned = SceneTweaks(
        [
            .pointInside(.circle), .pointInside(.roundedRect(radius: 6)), .pointInside(.roundedRect(radius: 40)),
            .transform(rotation), .transform(rotation30), .transform(scaledRotation45), .pointInside(.minimumSize(Size(44, 44))),
            .pointInside(.outsets(EdgeOutsets(all: 5))), .hidden, .userInteractionDisabled, .hitTest(.passThrough),
            .hitTest(.ignoresBounds), .hitTest(.returnsSelf), .redirectToEarlierView, .handlesTouches,
        ], outOf: 24)

    /// Everything above and more: alphas on both sides of 0.01, scales, quarter turns, turns by 30° and 45°,
    /// flips, a transform that squashes the view onto a line, animations that take no touches.
    public static let everything = SceneTweaks(
        nested.tweaks + [
            .alpha(0), .alpha(0.0101), .alpha(0.5), .disabled, .handlesTouches, .pointInside(.minimumSize(Size(30, 60))),
            .pointInside(.outsets(EdgeOutsets(all: -3))), .pointInside(.roundedRect(radius: 40)),
            .transform(Transform2D(a: 2, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)), .transform(Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
            .transform(Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 4, ty: 0)), .transform(Transform2D(a: 1, b: 1, c: 2, d: 2, tx: 0, ty: 0)),
            .boundsOffset(-8...8, xFraction: 0.5), .redirectToEarlierView,
            .animating(allowsUserInteraction: false), .transform(rotation30), .transform(scaledRotation45),
            .pointInside(.circle), .pointInside(.roundedRect(radius: 12)),
        ], outOf: 50, draws: 2)

    /// For windows among `everything`: what lets the windows behind them answer (skip reasons, overrides that
    /// return nil or pass through) and one that asks its subviews anywhere.
    public static let windows = SceneTweaks(
        [.hidden, .alpha(0.01), .userInteractionDisabled, .hitTest(.passThrough), .hitTest(.never), .hitTest(.ignoresBounds)],
        outOf: 14)
}
