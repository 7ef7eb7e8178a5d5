/// A view's or window's key, known by its place in the decoder's key list rather than by its text: a view's keys
/// are read and sorted once, where each comparison of two strings cost a call into the standard library.
enum ViewField: String {
    case name, `class`, baseClass, id, frame, contentOffset, transform, hidden, alpha, userInteractionEnabled
    case clipsToBounds, enabled, color, title, pointInside, hitTest, touches, controller, attributes, gestures
    case animation, mask, maskView, windowLevel
    /// `subviews` and `views`, read by the scene decoder as lists of views, never decoded as fields.
    case subviews, views
    /// A key about touch delivery or a control's state (`ViewDecoder.touchKeys`, `.controlKeys`), read by its text.
    case touchOrControl

    /// The field of each key in `keys`, in their order.
    static func fields(of keys: KeyList) -> [ViewField] {
        keys.names.map { ViewField(rawValue: $0) ?? .touchOrControl }
    }
}

/// One key of a view whose mapping is being read, with its composed value.
struct ViewFieldValue {
    let key: String
    let field: ViewField
    let value: SceneNode
}
