/// How much of a scene's screenshot a front end shows under the views' outlines: the viewer's `s` key and the
/// report's screenshot control step through these (the report's style sheet fades with the same opacity).
public enum ScreenshotFade: String, CaseIterable, Hashable, Sendable {
    case shown, faded, hidden

    /// The picture's opacity.
    public var opacity: Double {
        switch self {
        case .shown: 1
        case .faded: 0.35
        case .hidden: 0
        }
    }

    /// The next setting: shown, faded, hidden, shown again.
    public var next: ScreenshotFade {
        switch self {
        case .shown: .faded
        case .faded: .hidden
        case .hidden: .shown
        }
    }
}

extension Layer {
    /// The layer with its pictures at `fade`'s opacity (none when hidden).
    public func fading(_ fade: ScreenshotFade) -> Layer {
        Layer(kind: kind, items: items.compactMap { item in
            guard case .picture(var picture) = item else { return item }
            guard fade != .hidden else { return nil }
            picture.opacity = fade.opacity
            return .picture(picture)
        })
    }
}
