import HitScopeCore

/// What the structure of an accessibility snapshot's elements says, read in the page's order: which elements become
/// views, and where the synthetic window of a fragment lies (a snapshot that starts below a window: an element query
/// such as `po app.tabBars.element`, a window whose line was elided, a tvOS page source's elements right under the
/// application).
enum AccessibilityFragment {
    /// The synthetic window's note, kept as its attribute (the scene file and the inspector show it).
    static let note =
        "synthetic: the snapshot's top-level elements are not windows; this window covers them (or the application's frame) in screen points and passes touches through"

    /// The indexes of the elements that become views, in page order: not the application, and not an element
    /// without a frame or anything nested under one.
    static func viewIndexes(_ elements: [AccessibilityElement]) -> [Int] {
        var indexes: [Int] = []
        var open: [(depth: Int, skips: Bool)] = []
        for (index, element) in elements.enumerated() {
            while let last = open.last, last.depth >= element.depth { open.removeLast() }
            if open.last?.skips == true {
                open.append((element.depth, true))
                continue
            }
            let becomesView = element.type != "Application" && element.screenFrame != nil
            if becomesView { indexes.append(index) }
            open.append((element.depth, element.type != "Application" && element.screenFrame == nil))
        }
        return indexes
    }

    /// The frame of the synthetic window, in screen points: the application's, when the snapshot gives one, else
    /// the box around the top-level elements that are not windows.
    static func windowFrame(_ elements: [AccessibilityElement]) -> Rect {
        if let application = elements.first(where: { $0.type == "Application" })?.screenFrame, application.size.width > 0,
            application.size.height > 0
        {
            return application
        }
        var box: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        var open: [(depth: Int, isApplication: Bool)] = []
        for element in elements {
            while let last = open.last, last.depth >= element.depth { open.removeLast() }
            let topLevel = open.allSatisfy(\.isApplication)
            open.append((element.depth, element.type == "Application"))
            guard topLevel, element.type != "Window", element.type != "Application", let frame = element.screenFrame else { continue }
            box = box.map { (min($0.minX, frame.minX), min($0.minY, frame.minY), max($0.maxX, frame.maxX), max($0.maxY, frame.maxY)) }
                ?? (frame.minX, frame.minY, frame.maxX, frame.maxY)
        }
        guard let box else { return .zero }
        return Rect(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY)
    }
}
