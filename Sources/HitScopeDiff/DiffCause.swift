import HitScopeCore

/// A property or structure change that made a view's touches go elsewhere, as data: what changed on which view,
/// with both versions of it. The words (JSON's `before`, `after` and `text`) are HitScopeOutput's.
public struct DiffCause: Sendable, Hashable {
    /// What changed.
    public enum Change: Sendable, Hashable {
        /// A view that the old version does not have takes the touches now; `superview` is its superview's name
        /// (nil: it is a window).
        case newView(className: String, superview: String?)
        /// The target is now inside a view the old version does not have (a new wrapper).
        case newWrapper(className: String, target: String)
        /// The view that took the touches in the old version is gone.
        case removedView(className: String)
        /// The taker moved in front of the target: its place among the subviews changed.
        case order(target: String, oldTarget: String)
        /// The view moved to another superview (nil: none, a window).
        case superview(from: String?, to: String?)
        /// One of the view's hit-testing properties (`HitProperty`) differs between its two versions.
        case property(HitProperty, before: View, after: View)
    }

    /// Which kind of change: what JSON gives as `kind`.
    public enum Kind: String, Sendable, Hashable, Codable {
        case newView, removedView, order, superview
        case frame, boundsOrigin, transform, hidden, alpha, userInteractionEnabled, animation, hitArea, hitTest, enabled, touches
        case controller, viewClass, recognizers, windowLevel, window, exclusiveTouch, multipleTouchEnabled, scrolling
        case delaysContentTouches, canCancelContentTouches, decelerating, selection, controlValue, controlSettings
    }

    /// How the changed view relates to the target: itself, one of its ancestors, the view taking its touches, or an
    /// ancestor of that one.
    public enum Relation: String, Sendable, Hashable, Codable {
        case itself, ancestor, taker, takerAncestor
    }

    public var change: Change
    /// The view that changed (its name in the version that has it).
    public var view: String
    public var relation: Relation

    public init(_ change: Change, view: String, relation: Relation) {
        self.change = change
        self.view = view
        self.relation = relation
    }

    /// The kind of change.
    public var kind: Kind {
        switch change {
        case .newView, .newWrapper: .newView
        case .removedView: .removedView
        case .order: .order
        case .superview: .superview
        case .property(let property, _, _): Self.kind(of: property)
        }
    }

    /// The kind of a property's change: the property's own name.
    private static func kind(of property: HitProperty) -> Kind {
        switch property {
        case .frame: .frame
        case .boundsOrigin: .boundsOrigin
        case .transform: .transform
        case .hidden: .hidden
        case .alpha: .alpha
        case .userInteractionEnabled: .userInteractionEnabled
        case .animation: .animation
        case .hitArea: .hitArea
        case .hitTest: .hitTest
        case .enabled: .enabled
        case .touches: .touches
        case .controller: .controller
        case .viewClass: .viewClass
        case .recognizers: .recognizers
        case .windowLevel: .windowLevel
        case .window: .window
        case .exclusiveTouch: .exclusiveTouch
        case .multipleTouchEnabled: .multipleTouchEnabled
        case .scrolling: .scrolling
        case .delaysContentTouches: .delaysContentTouches
        case .canCancelContentTouches: .canCancelContentTouches
        case .decelerating: .decelerating
        case .selection: .selection
        case .controlValue: .controlValue
        case .controlSettings: .controlSettings
        }
    }
}
