import HitScopeCore

/// Each view's place in hit-test order: windows front to back, each view before its subviews, the last subview
/// first (the order UIKit's walk asks them in), and the last place inside its subtree. Once a view returns a view,
/// nothing after its subtree is asked (`AskedViews`, `Occlusion`). A view in no asked window has no place
/// (`Int32.max`): it is never asked.
struct HitTestOrder: Sendable {
    let position: [Int32]
    /// The last position within each view's subtree.
    let lastInSubtree: [Int32]

    init(tester: HitTester) {
        let hierarchy = tester.hierarchy
        var position = [Int32](repeating: .max, count: hierarchy.count)
        var last = [Int32](repeating: .max, count: hierarchy.count)
        var next: Int32 = 0
        // Pre-order with an explicit stack; a view's subtree ends when its marker comes off the stack.
        var stack: [(view: ViewID, leaving: Bool)] = []
        for window in tester.windowOrder.reversed() { stack.append((window, false)) }
        while let (view, leaving) = stack.popLast() {
            if leaving {
                last[view.index] = next - 1
                continue
            }
            position[view.index] = next
            next += 1
            stack.append((view, true))
            // The last subview is asked first: pushed last.
            for child in hierarchy.children(of: view) { stack.append((child, false)) }
        }
        self.position = position
        self.lastInSubtree = last
    }
}
