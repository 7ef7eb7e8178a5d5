import Foundation
import HitScopeCore

/// A scroll view's `contentSize` as a dump prints it (`contentSize: {375, 1200}`), kept among a view's
/// `attributes`: the dump reader and the scene reader both read it into `ScrollSettings.contentSize`, in this one
/// place, so that an imported scene and a hand-written one mean the same.
enum ContentSizeAttribute {
    static let key = "contentSize"

    /// Moves a readable `contentSize` attribute of a scroll view into its scroll settings (unless the view already
    /// has a content size). Returns the attribute's text when it is there but cannot be read (not two finite
    /// numbers of 0 or more), so that the reader can say so; the attribute is then kept as it is.
    static func adopt(into view: inout View) -> String? {
        guard view.isScrollView, view.scrolling.contentSize == nil,
            let index = view.attributes.firstIndex(where: { $0.key == key })
        else { return nil }
        let text = view.attributes[index].value
        guard let size = size(text) else { return text }
        view.scrolling.contentSize = size
        view.attributes.remove(at: index)
        return nil
    }

    /// `{width, height}`, with or without the braces.
    static func size(_ text: String) -> Size? {
        var body = text.trimmingCharacters(in: .whitespaces)
        if body.hasPrefix("{"), body.hasSuffix("}") { body = String(body.dropFirst().dropLast()) }
        let parts = body.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 0, height >= 0
        else { return nil }
        return Size(width, height)
    }
}
