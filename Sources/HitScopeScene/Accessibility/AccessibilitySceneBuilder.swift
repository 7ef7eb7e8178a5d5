import HitScopeCore

/// Turns the elements of an accessibility snapshot into a scene (docs/accessibility-scenes.md):
///
/// - the `Application` element is not a view: its children are the windows (a snapshot that starts below it puts
///   its top-level elements in windows of their own); every frame is in screen points, so a view's frame is its
///   element's frame less its parent element's origin;
/// - the element type is the class (`XCUIElementTypeButton`), with the UIKit class whose defaults fit it as base
///   class; the identifier, else the label, names the view; the label is its title;
/// - `Disabled` / `enabled="false"` is a view that is not enabled; WebDriverAgent's `visible="false"` is hidden;
/// - siblings are listed in reading order, not drawing order: larger siblings are put behind smaller ones (a stable
///   sort by area), the usual bar over a full-screen table;
/// - accessibility containers do not clip: an element is reached wherever its own frame holds the point, whatever
///   its container's frame says, so every element's `hitTest` is `ignoresBounds`; a window is not an element a tap
///   reaches, so a point no element of a window holds goes on to the window behind it (`passThrough`; the keyboard's
///   window covers the screen); later windows are in front;
/// - nothing else is known: userInteractionEnabled (taken as YES), transforms, overrides, views that are not
///   elements. The scene's name and a warning say so.
enum AccessibilitySceneBuilder {
    /// The UIKit classes whose defaults fit an element type; other types behave as `UIView`.
    private static let baseClasses = [
        "Window": "UIWindow", "Button": "UIButton", "Switch": "UISwitch", "Toggle": "UISwitch", "Slider": "UISlider",
        "SegmentedControl": "UISegmentedControl", "TextField": "UITextField", "SecureTextField": "UITextField",
        "SearchField": "UITextField", "Stepper": "UIStepper", "ScrollView": "UIScrollView", "Table": "UITableView",
        "CollectionView": "UICollectionView", "TextView": "UITextView", "NavigationBar": "UINavigationBar",
        "TabBar": "UITabBar", "Toolbar": "UIToolbar", "StaticText": "UILabel", "Image": "UIImageView",
    ]

    private enum Open {
        case view(ViewID, origin: Point)
        /// The application: its children are top-level.
        case transparent
        /// An element that could not be placed, swallowing what is nested under it.
        case skipped(warning: Int)
    }

    /// The scene of `elements`; `warnings` are the reader's, said after what such a scene cannot know.
    static func build(
        _ elements: [AccessibilityElement], source: AccessibilitySource, file: String, warnings readerWarnings: [SceneError] = []
    ) throws(SceneError) -> LoadedScene {
        var hierarchy = ViewHierarchy()
        var stack: [(depth: Int, open: Open)] = []
        let limits = AccessibilityProblem.limits(source)
        var warnings = [SceneError(file: file, line: 0, column: 0, message: limits.message, hint: limits.hint)] + readerWarnings
        var skipped: [(element: AccessibilityElement, nested: Int)] = []
        let names = AccessibilityNames(elements)
        var fragmentWindow: ViewID?
        for index in subviewOrder(elements) {
            let element = elements[index]
            while let top = stack.last, top.depth >= element.depth { stack.removeLast() }
            if case .skipped(let index)? = stack.last?.open {
                skipped[index].nested += 1
                continue
            }
            if element.type == "Application" {
                stack.append((element.depth, .transparent))
                continue
            }
            guard let screenFrame = element.screenFrame else {
                skipped.append((element, 0))
                stack.append((element.depth, .skipped(warning: skipped.count - 1)))
                continue
            }
            var parent: (id: ViewID, origin: Point)?
            if case .view(let id, let origin)? = stack.last?.open { parent = (id, origin) }
            if parent == nil, element.type != "Window" {
                // A fragment (`po app.tabBars.element`, a window's line elided, a tvOS page source's elements
                // right under the application): its top-level elements are views of one synthetic window.
                if fragmentWindow == nil {
                    fragmentWindow = try addFragmentWindow(names.fragmentWindowName, elements, to: &hierarchy, file: file)
                }
                parent = fragmentWindow.map { ($0, .zero) }
            }
            // The application at the bottom of the stack is no view; a fragment's synthetic window is one.
            var levels = stack.count - (stack.first.map { if case .transparent = $0.open { 1 } else { 0 } } ?? 0)
            if let fragmentWindow, let root = stack.lazy.compactMap({ if case .view(let id, _) = $0.open { id } else { nil } }).first ?? parent?.id,
                root == fragmentWindow || hierarchy.parent(of: root) == fragmentWindow
            {
                levels += 1
            }
            guard levels < SceneDepth.maximum else { throw SceneDepth.tooDeep(file: file, line: element.line, column: element.column) }
            let view = makeView(element, screenFrame: screenFrame, parentOrigin: parent?.origin, isWindow: parent == nil)
            guard view.frame.minX.isFinite, view.frame.minY.isFinite, view.frame.maxX.isFinite, view.frame.maxY.isFinite else {
                throw SceneError(
                    file: file, line: element.line, column: element.column, message: AccessibilityProblem.tooFar(element.type),
                    hint: AccessibilityProblem.fixHint)
            }
            var named = view
            named.name = names.name(of: index)
            named.sourceID = named.sourceID ?? named.name
            let id: ViewID
            do {
                if let parent { id = try hierarchy.addSubview(named, to: parent.id) } else { id = try hierarchy.addWindow(named) }
            } catch {
                throw SceneError(file: file, line: element.line, column: element.column, message: "cannot build the scene: \(error)", hint: "report this as a HitScope bug")
            }
            stack.append((element.depth, .view(id, origin: screenFrame.origin)))
        }
        for (element, nested) in skipped {
            warnings.append(
                SceneError(
                    file: file, line: element.line, column: element.column,
                    message: AccessibilityProblem.noFrame(element.type, skipped: nested), hint: AccessibilityProblem.fixHint))
        }
        guard !hierarchy.windows.isEmpty else {
            throw SceneError(file: file, line: 0, column: 0, message: AccessibilityProblem.noElements, hint: AccessibilityProblem.noElementsHint)
        }
        let first = hierarchy[hierarchy.windows[0]].frame.size
        let input = InputName.shown(file)
        let scene = Scene(
            name: "accessibility scene (\(source.rawValue) from \(input)): which element a tap reaches, not which UIView",
            size: Size(max(1, first.width), max(1, first.height)), hierarchy: hierarchy)
        return LoadedScene(scene: scene, warnings: warnings)
    }

    /// The synthetic window of a fragment's top-level elements: it covers the application's frame when the snapshot
    /// gives one (a page source), else the fragment's elements; its space is the screen's, and it passes touches
    /// through, as a window is not an element a tap reaches.
    private static func addFragmentWindow(
        _ name: String, _ elements: [AccessibilityElement], to hierarchy: inout ViewHierarchy, file: String
    ) throws(SceneError) -> ViewID {
        let frame = AccessibilityFragment.windowFrame(elements)
        var window = View(name: name, className: "UIWindow")
        window.isWindow = true
        window.frame = frame
        window.boundsOrigin = frame.origin
        window.hitTestRule = .passThrough
        window.sourceID = name
        window.attributes = [ExtraAttribute(key: "note", value: AccessibilityFragment.note)]
        do {
            return try hierarchy.addWindow(window)
        } catch {
            throw SceneError(file: file, line: 0, column: 0, message: "cannot build the scene: \(error)", hint: "report this as a HitScope bug")
        }
    }

    /// The order the views are added in: each element's children sorted larger first (stable), as the snapshot
    /// lists siblings in reading order, not in the order they are drawn, and a smaller sibling over a larger one (a
    /// bar over a full-screen table) is the usual case. Windows (the top level, and the application's children)
    /// keep their order. Without recursion. Names are the page's order's (`AccessibilityNames`), not this one's.
    private static func subviewOrder(_ elements: [AccessibilityElement]) -> [Int] {
        var children = [[Int]](repeating: [], count: elements.count)
        var roots: [Int] = []
        var open: [Int] = []
        for (index, element) in elements.enumerated() {
            while let last = open.last, elements[last].depth >= element.depth { open.removeLast() }
            if let parent = open.last { children[parent].append(index) } else { roots.append(index) }
            open.append(index)
        }
        func area(_ index: Int) -> Double {
            guard let frame = elements[index].screenFrame else { return .infinity }
            return frame.size.width * frame.size.height
        }
        var ordered: [Int] = []
        ordered.reserveCapacity(elements.count)
        var pending = roots.reversed().map { $0 }
        while let index = pending.popLast() {
            ordered.append(index)
            let keepsOrder = elements[index].type == "Application"
            let sorted = keepsOrder ? children[index] : children[index].enumerated().sorted { a, b in
                let (areaA, areaB) = (area(a.element), area(b.element))
                return areaA != areaB ? areaA > areaB : a.offset < b.offset
            }.map(\.element)
            pending.append(contentsOf: sorted.reversed())
        }
        return ordered
    }

    private static func makeView(_ element: AccessibilityElement, screenFrame: Rect, parentOrigin: Point?, isWindow: Bool) -> View {
        let className = "XCUIElementType" + element.type
        var view = View(name: "-", className: className, baseClass: isWindow ? "UIWindow" : baseClasses[element.type])
        view.isWindow = isWindow
        let origin = parentOrigin ?? Point(0, 0)
        view.frame = Rect(screenFrame.minX - origin.x, screenFrame.minY - origin.y, screenFrame.size.width, screenFrame.size.height)
        view.isUserInteractionEnabled = true
        view.isEnabled = element.isEnabled
        view.isHidden = !element.isVisible
        view.hitTestRule = isWindow ? .passThrough : .ignoresBounds
        view.title = element.label
        view.sourceID = element.attributes.first { $0.key == "address" }?.value
        var attributes: [ExtraAttribute] = []
        if let identifier = element.identifier { attributes.appendUnique(ExtraAttribute(key: "identifier", value: identifier)) }
        if !element.isEnabled { attributes.appendUnique(ExtraAttribute(key: "enabled", value: "NO")) }
        if !element.isVisible { attributes.appendUnique(ExtraAttribute(key: "visible", value: "NO")) }
        for attribute in element.attributes where attribute.key != "address" { attributes.appendUnique(attribute) }
        view.attributes = attributes
        return view
    }
}
