import Foundation
import HitScopeCore

/// The web page a browser hit-tests for the side-by-side comparison (scripts/bench-peer): every view an absolutely
/// positioned div placed from its frame (relative to its superview's bounds origin), `overflow: hidden`
/// everywhere so that points outside a parent miss its children as in UIKit, hidden or alpha ≤ 0.01 subtrees
/// `display: none`, non-interactive subtrees `pointer-events: none` on every node, pass-through views
/// `pointer-events: none` on themselves only, transforms as CSS matrices about the centre.
enum PeerPage {
    static func html(_ scene: Scene) -> String {
        let h = scene.hierarchy
        var out = "<!doctype html><html><head><meta charset=\"utf-8\"><style>html,body{margin:0;padding:0}"
        out += "div{position:absolute;overflow:hidden;box-sizing:border-box}</style></head><body>"
        // Explicit stack: (view, closing) pairs, so that deep trees need no recursion.
        var stack: [(ViewID, Bool, Bool)] = h.windowsFrontToBack.map { ($0, false, false) }  // back-most popped first
        while let (id, closing, inert) = stack.popLast() {
            if closing {
                out += "</div>"
                continue
            }
            let view = h[id]
            let parentOrigin = h.parent(of: id).map { h[$0].boundsOrigin } ?? .zero
            let interactive = view.isUserInteractionEnabled && !inert
            var style = "left:\(px(view.frame.minX - parentOrigin.x));top:\(px(view.frame.minY - parentOrigin.y));"
            style += "width:\(px(view.frame.size.width));height:\(px(view.frame.size.height));"
            if view.isHidden || !(view.alpha > 0.01) { style += "display:none;" }
            // pointer-events is inherited: every node says it explicitly, so a pass-through view's subviews stay hittable.
            style += !interactive || view.hitTestRule == .passThrough ? "pointer-events:none;" : "pointer-events:auto;"
            if !view.transform.isIdentity {
                let t = view.transform
                style += "transform:matrix(\(t.a),\(t.b),\(t.c),\(t.d),\(t.tx),\(t.ty));"
            }
            out += "<div id=\"v\(id.rawValue)\" style=\"\(style)\">"
            stack.append((id, true, inert))
            for child in h.children(of: id).reversed() { stack.append((child, false, !interactive)) }
        }
        return out + "</body></html>"
    }

    private static func px(_ value: Double) -> String { "\(value)px" }
}
