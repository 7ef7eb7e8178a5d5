import HitScopeCore
import HitScopeDiff
import HitScopeRender

/// The diff page's hatching: the parts of the screen whose touches changed owner, as one layer above the views and
/// below the labels (half-strength stripes, so the app's own text and colours show through). Each drawing shows one
/// kind: the old one what views lost (where they had it), the new one what views gained (where they have it now),
/// so that no part carries two hatchings, or a hatching over the new drawing's own marks of what it no longer gets.
enum DiffTint {
    /// The parts lost (or gained) by every changed view of a file, on the screen.
    static func pieces(_ scenes: DiffScenes, lost: Bool) -> [Box] {
        scenes.pieces.keys.sorted().flatMap { index in (scenes.pieces[index] ?? []).filter { $0.lost == lost }.map(\.box) }
    }

    /// The hatching of `boxes`: red for lost parts, green for gained ones.
    static func layer(_ boxes: [Box], lost: Bool) -> Layer {
        let items: [DisplayItem] = boxes.isEmpty ? [] : [
            .shape(Shape(path: Path(polygons: boxes.map(\.corners)), fill: .hatch(.color(lost ? lostColor : gainedColor)), opacity: opacity))
        ]
        return Layer(kind: .touchAreas, items: items)
    }

    /// Half strength: the app's own text under the stripes stays readable.
    static let opacity = 0.5

    /// The page's `--regress` and `--gain` colours (diff.css), light variants: they read on either ground.
    static let lostColor = RGBAColor(red: 0xB3, green: 0x26, blue: 0x1E)
    static let gainedColor = RGBAColor(red: 0x1A, green: 0x7F, blue: 0x37)
}
