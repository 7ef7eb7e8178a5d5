import HitScopeCore

/// Writes a scene the way UIKit's `recursiveDescription` prints it (the inverse of the importer, for tests and the
/// speed figure): `   | ` per level, UIKit's key order, only values that differ from UIView's defaults, a
/// transformed view's frame as its bounding box, and numbers printed exactly. Addresses are `0x7f00` plus the
/// view's index, so a hit in the imported scene maps back to the view it came from.
public enum DumpWriter {
    /// The address printed for a view: unique, stable, hexadecimal.
    public static func address(_ id: ViewID) -> String { "0x7f00\(String(id.index, radix: 16))" }

    /// The dump of every window and view, depth-first, with `   | ` markers.
    public static func dump(_ scene: Scene) -> String {
        let h = scene.hierarchy
        var lines: [String] = []
        var stack: [(ViewID, Int)] = h.windows.reversed().map { ($0, 0) }
        while let (id, depth) = stack.popLast() {
            lines.append(String(repeating: "   | ", count: depth) + record(h[id], id: id))
            stack.append(contentsOf: h.children(of: id).reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func record(_ view: View, id: ViewID) -> String {
        var fields = ["<\(view.className): \(address(id))"]
        if view.uikitClass != ViewClass(name: view.className), view.uikitClass.uikitClass != "UIView" {
            fields.append("baseClass = \(view.uikitClass.uikitClass)")
        }
        let box = view.transform.isIdentity ? view.frame : Rect(view.boxInSuperview)
        fields.append("frame = (\(number(box.minX)) \(number(box.minY)); \(number(box.size.width)) \(number(box.size.height)))")
        if let title = view.title { fields.append("text = '\(title)'") }
        if !view.transform.isIdentity {
            let t = view.transform
            fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: ", "))]")
        }
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if view.alpha != 1 { fields.append("alpha = \(number(view.alpha))") }
        if view.isHidden { fields.append("hidden = YES") }
        if view.isControl { fields.append("opaque = NO") }
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        fields.append("layer = <CALayer: 0x6000\(String(id.index, radix: 16))>")
        if view.uikitClass.uikitClass == "UIScrollView" || view.boundsOrigin != .zero {
            fields.append("contentOffset: {\(number(view.boundsOrigin.x)), \(number(view.boundsOrigin.y))}")
        }
        if let size = view.scrolling.contentSize {
            fields.append("contentSize: {\(number(size.width)), \(number(size.height))}")
        }
        return fields.joined(separator: "; ") + ">"
    }

    /// `125`, `12.5`, `0.1`, exactly (UIKit prints `%g`; the tests want no rounding of their own).
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
