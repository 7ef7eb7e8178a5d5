import Foundation
import HitScopeCore

/// Reads a scene from the parser's events (docs/scene-format.md), checking every key and value. Lists of views
/// are never composed: each view's own keys are, one view at a time, so memory follows the scene, not the file's
/// syntax tree.
struct SceneDecoder {
    static let sceneKeys: KeyList = [
        "formatVersion", "name", "description", "size", "windows", "taps", "touches", "screenshot", "appDelegate", "appearance",
    ]
    static let viewKeys = KeyList([
        "name", "class", "baseClass", "id", "frame", "contentOffset", "transform", "hidden", "alpha",
        "userInteractionEnabled", "clipsToBounds", "enabled", "color", "title", "pointInside", "hitTest", "touches",
        "controller", "attributes", "gestures", "animation", "mask", "maskView", "subviews",
    ] + ViewDecoder.touchKeys.sorted() + ViewDecoder.controlKeys.sorted())
    static let windowKeys = KeyList(viewKeys.names.filter { $0 != "subviews" } + ["windowLevel", "views"])
    /// The field of each key of `viewKeys` and of `windowKeys`, by the key's place in its list.
    private static let viewFields = ViewField.fields(of: viewKeys)
    private static let windowFields = ViewField.fields(of: windowKeys)

    private var events: YAMLEventSource
    private let reader: NodeReader
    private let views: ViewDecoder

    /// Every view and window so far, parents before children, and each one's superview (-1 for a window). A
    /// view's slot is taken when its mapping starts and filled when it ends, so its subviews can name it.
    private var slots: [View] = []
    private var parents: [Int32] = []
    /// Where each slot's mapping starts (for errors found once every view is read).
    private var locations: [SourceLocation] = []
    /// The windows without a `frame`: they take the scene's size, known only at the end.
    private var unsizedWindows: [Int] = []
    private var redirects: [String: SourceLocation] = [:]
    /// Emptied lists of ended views, kept for the next views to start (`recycleLists`).
    private var spareFields: [[ViewFieldValue]] = []
    private var spareSeen: [[SeenKey]] = []
    /// The slots of the views that have recognizers or name views in `touchesShouldBeginAnswersNoIn`.
    private var namingSlots: [Int] = []
    /// What did not stop reading (a class name that looks like a misspelt UIKit class), located.
    private(set) var warnings: [SceneError] = []
    /// The scene's `screenshot:`, as written: the reader reads no other file, the edge resolves it.
    private(set) var screenshot: ScreenshotReference?

    init(events: YAMLEventSource) {
        self.events = events
        self.reader = NodeReader(file: events.file)
        self.views = ViewDecoder(reader: reader)
        // Room for as many views as the file could plausibly hold, so that the lists are not copied as they grow
        // (each copy of a large list touches fresh pages): memory is reserved here, not used until a view fills it.
        let views = min(events.byteCount / Self.fewestBytesPerView, Self.viewsReservedAtMost)
        slots.reserveCapacity(views)
        parents.reserveCapacity(views)
        locations.reserveCapacity(views)
    }

    /// Fewer bytes than a typical view takes (about 130 in YAML, 95 in JSON; `{name: a, frame: [0, 0, 1, 1]}` is 30).
    private static let fewestBytesPerView = 64
    /// Reserving stops here; a larger scene's lists grow as they are filled.
    private static let viewsReservedAtMost = 1 << 20

    mutating func decode() throws(SceneError) -> Scene {
        guard case .documentStart = try events.next() else {
            throw reader.error(at: .unknown, "the file holds no document", hint: "write a scene (see docs/scene-format.md)")
        }
        let rootEvent = try events.next()
        guard case .mappingStart(_, let rootAt) = rootEvent else {
            throw reader.notAMapping(try events.compose(startingWith: rootEvent), "the scene")
        }
        var name = "Untitled scene"
        var size = Size(375, 667)
        var windowsAt: SourceLocation?
        var taps: [Point] = []
        var touches: [[Finger]] = []
        var appDelegate: AppDelegate?
        var appearance = Appearance.light
        var seen: [SeenKey] = []
        while true {
            let keyEvent = try events.next()
            if case .mappingEnd = keyEvent { break }
            let key = try self.key(keyEvent, in: "the scene", allowed: Self.sceneKeys, seen: &seen).key
            let first = try events.next()
            if key == "windows" {
                guard case .sequenceStart(_, let at) = first else {
                    throw reader.notAList(try events.compose(startingWith: first), "windows")
                }
                windowsAt = at
                try readWindows()
                continue
            }
            let value = try events.compose(startingWith: first)
            switch key {
            case "formatVersion":
                let version = try reader.number(value, "formatVersion")
                guard version == 1 else {
                    throw reader.error(value, "formatVersion \(formatNumber(version)) is not supported", hint: "this HitScope reads formatVersion 1")
                }
            case "name": name = try reader.string(value, "the scene's name")
            case "description": _ = try reader.string(value, "description")
            case "size":
                let numbers = try reader.numbers(value, "size", names: ["width", "height"])
                guard numbers[0] > 0, numbers[1] > 0 else {
                    throw reader.error(value, "size must be positive, found \(formatNumber(numbers[0]))×\(formatNumber(numbers[1]))", hint: "give the screen size in points, e.g. [375, 667]")
                }
                size = Size(numbers[0], numbers[1])
            case "touches": touches = try TouchesDecoder(reader: reader).touches(value)
            case "screenshot": screenshot = try screenshotKey(value)
            case "appDelegate": appDelegate = try views.appDelegate(value)
            case "appearance":
                let text = try reader.string(value, "appearance")
                guard let parsed = Appearance(rawValue: text) else {
                    throw reader.error(value, "appearance must be light or dark, found '\(text.prefix(40))'", hint: "the app's userInterfaceStyle: its system colours' light or dark values are drawn")
                }
                appearance = parsed
            default:
                taps = try reader.sequence(value, "taps").map { (node) throws(SceneError) in
                    let xy = try reader.numbers(node, "a tap", names: ["x", "y"])
                    return Point(xy[0], xy[1])
                }
            }
        }
        try expectEndOfDocument()
        guard !parents.isEmpty else {
            throw reader.error(at: windowsAt ?? rootAt, "the scene has no windows", hint: "add `windows:` with at least one window holding `views:`")
        }
        for slot in unsizedWindows { slots[slot].frame = Rect(origin: .zero, size: size) }
        var hierarchy: ViewHierarchy
        do {
            hierarchy = try ViewHierarchy(views: slots, parents: parents)
        } catch {
            throw hierarchyError(error)
        }
        do {
            try hierarchy.resolveRedirects()
            try hierarchy.resolvePresentations()
        } catch {
            throw hierarchyError(error)
        }
        slots = []
        hierarchy.appDelegate = appDelegate
        try checkGestureNames(in: hierarchy)
        var scene = Scene(name: name, size: size, hierarchy: hierarchy, taps: taps, touches: touches)
        scene.appearance = appearance
        return scene
    }

    /// `screenshot: {file: shot.png, scale: 3}`: the file, and the scale when given (else worked out from the
    /// picture's width).
    private func screenshotKey(_ node: SceneNode) throws(SceneError) -> ScreenshotReference {
        var file: String?
        var scale: Double?
        for (key, value) in try reader.mapping(node, "screenshot", allowed: ["file", "scale"]) {
            if key == "file" {
                file = try reader.nonEmptyString(value, "the screenshot's file")
            } else {
                let number = try reader.number(value, "the screenshot's scale")
                guard number > 0, number <= 10 else {
                    throw reader.error(value, "the screenshot's scale must be from 0 to 10 pixels a point, found \(formatNumber(number))", hint: "write the device's scale: 2 or 3 for an iPhone")
                }
                scale = number
            }
        }
        guard let file else {
            throw reader.error(node, "the screenshot names no file", hint: "write `screenshot: {file: shot.png}` (a PNG beside the scene file)")
        }
        return ScreenshotReference(file: file, scale: scale, location: node.location)
    }

    /// A syntax error or undefined alias after where decoding stopped (see `YAMLEventSource.problemAhead`).
    mutating func problemAhead() -> SceneError? {
        events.problemAhead()
    }

    /// After the scene: the end of its document, then the end of the stream (one document per file).
    private mutating func expectEndOfDocument() throws(SceneError) {
        guard case .documentEnd = try events.next() else { return }
        if case .documentStart(let at) = try events.next() {
            throw reader.error(at: at, "but found another document (expected a single document in the stream at line 1, column 1)", hint: SyntaxErrorMessage.fix)
        }
    }

    /// A key of a mapping being read, by its place in the mapping's key list, and where it starts.
    private struct SeenKey {
        let index: Int
        let at: SourceLocation
    }

    /// A mapping's key, read from its first event: a plain name among `allowed`, not repeated; with its place in
    /// `allowed`. A key refused here is reported after its value is read, so that the value's own syntax errors
    /// come first, as YAML's do.
    private mutating func key(
        _ event: YAMLEvent, in what: String, allowed: KeyList, seen: inout [SeenKey]
    ) throws(SceneError) -> (key: String, index: Int) {
        let key: (key: String, index: Int)
        if case .scalar(let text, _, _, _) = event, let index = allowed.index(of: text) {
            // An allowed key (nearly every key): found as `reader.key` finds it, without composing a node for it.
            key = (text, index)
        } else {
            let keyNode = try events.compose(startingWith: event)
            do {
                key = try reader.key(keyNode, in: what, allowed: allowed)
            } catch {
                _ = try events.compose(startingWith: try events.next())
                throw error
            }
        }
        if let first = seen.first(where: { $0.index == key.index }) {
            throw YAMLEventSource.duplicateKeys([key.key], at: first.at, file: reader.file)
        }
        seen.append(SeenKey(index: key.index, at: event.location ?? .unknown))
        return key
    }

    /// A view or window whose mapping is being read.
    private struct OpenView {
        let slot: Int
        let at: SourceLocation
        let isWindow: Bool
        var fields: [ViewFieldValue] = []
        /// Its frame when written as four plain numbers with a size of 0 or more, read without a node (it is then
        /// not among `fields`).
        var frame: Rect?
        /// The keys so far (a view has a few; a list beats hashing).
        var seen: [SeenKey] = []
        /// Inside its `subviews` (or `views`) list.
        var inSubviews = false
    }

    /// The windows' list, after its start: each window and its views, depth first on an explicit stack.
    private mutating func readWindows() throws(SceneError) {
        var open: [OpenView] = []
        while true {
            let event = try events.next()
            guard let top = open.last else {
                if case .sequenceEnd = event { return }
                open.append(try start(event, parent: -1))
                continue
            }
            if top.inSubviews {
                if case .sequenceEnd = event {
                    open[open.count - 1].inSubviews = false
                    continue
                }
                guard open.count < SceneDepth.maximum else {
                    let at = event.location ?? top.at
                    throw SceneDepth.tooDeep(file: reader.file, line: at.line, column: at.column)
                }
                open.append(try start(event, parent: Int32(top.slot)))
                continue
            }
            if case .mappingEnd = event {
                var ended = open.removeLast()
                try finish(ended)
                recycleLists(of: &ended)
                continue
            }
            let what = top.isWindow ? "a window" : "a view"
            let (key, index) = try self.key(event, in: what, allowed: top.isWindow ? Self.windowKeys : Self.viewKeys, seen: &open[open.count - 1].seen)
            let field = top.isWindow ? Self.windowFields[index] : Self.viewFields[index]
            let first = try events.next()
            if field == .subviews || field == .views {
                guard case .sequenceStart = first else {
                    throw reader.notAList(try events.compose(startingWith: first), key)
                }
                open[open.count - 1].inSubviews = true
            } else if field == .frame {
                switch try events.fourPlainDecimals(startingWith: first, accepts: { _, _, width, height in ViewDecoder.allowsSize(width: width, height: height) }) {
                case .decimals(let x, let y, let width, let height): open[open.count - 1].frame = Rect(x, y, width, height)
                case .node(let node): open[open.count - 1].fields.append(ViewFieldValue(key: key, field: field, value: node))
                }
            } else {
                open[open.count - 1].fields.append(ViewFieldValue(key: key, field: field, value: try events.compose(startingWith: first)))
            }
        }
    }

    /// Takes a slot for the view whose mapping starts with `event`.
    private mutating func start(_ event: YAMLEvent, parent: Int32) throws(SceneError) -> OpenView {
        guard case .mappingStart(_, let at) = event else {
            throw reader.notAMapping(try events.compose(startingWith: event), parent < 0 ? "a window" : "a view")
        }
        slots.append(Self.emptySlot)
        parents.append(parent)
        locations.append(at)
        var open = OpenView(slot: slots.count - 1, at: at, isWindow: parent < 0)
        // Room for a view's usual keys: grown once, not four times.
        if let fields = spareFields.popLast(), let seen = spareSeen.popLast() {
            (open.fields, open.seen) = (fields, seen)
        } else {
            open.fields.reserveCapacity(8)
            open.seen.reserveCapacity(8)
        }
        return open
    }

    /// What a slot holds until its view's mapping ends.
    private static let emptySlot = View(name: "")

    /// Keeps an ended view's two lists, emptied, for a view yet to start: each view took two new lists, and freed
    /// them, where a few lists (as many as views are open at once) now serve every view.
    private mutating func recycleLists(of view: inout OpenView) {
        var fields = view.fields, seen = view.seen
        (view.fields, view.seen) = ([], [])
        fields.removeAll(keepingCapacity: true)
        seen.removeAll(keepingCapacity: true)
        spareFields.append(fields)
        spareSeen.append(seen)
    }

    /// Decodes a view whose mapping has ended into its slot.
    private mutating func finish(_ view: OpenView) throws(SceneError) {
        let decoded: View
        if view.isWindow {
            // A window without a frame takes the scene's size, which may come later in the file: set at the end.
            var window = try views.view(view.fields, frame: view.frame, at: view.at, defaultClass: "UIWindow", defaultFrame: Rect(origin: .zero, size: Size(0, 0)), redirects: &redirects, warnings: &warnings)
            for field in view.fields where field.field == .windowLevel { window.windowLevel = try views.windowLevel(field.value) }
            window.isWindow = true
            if view.frame == nil, !view.fields.contains(where: { $0.field == .frame }) { unsizedWindows.append(view.slot) }
            decoded = window
        } else {
            decoded = try views.view(view.fields, frame: view.frame, at: view.at, defaultClass: "UIView", defaultFrame: nil, redirects: &redirects, warnings: &warnings)
        }
        if !decoded.gestures.isEmpty || !decoded.scrolling.touchesShouldBeginRefuses.isEmpty { namingSlots.append(view.slot) }
        slots[view.slot] = decoded
    }

    /// Every view a recognizer's `ignoresTouchesIn` names and every recognizer its `simultaneousWith` and
    /// `requiresFailureOf` name exist (reported at the view that holds the recognizer, the first in the file's order).
    private func checkGestureNames(in hierarchy: ViewHierarchy) throws(SceneError) {
        // Only the views that name others (`namingSlots`, a view's slot being its ID): reading every view of a large
        // scene, each copied out of the hierarchy, cost more than the check.
        let naming = namingSlots.sorted().map(ViewID.init)
        let recognizers = Set(naming.flatMap { hierarchy[$0].gestures.map(\.name) })
        for id in naming {
            let view = hierarchy[id]
            for recognizer in view.gestures {
                if let missing = recognizer.ignoresTouchesIn.first(where: { hierarchy.id(named: $0) == nil }) {
                    throw reader.error(at: locations[id.index], "gesture '\(recognizer.name)' ignores touches in '\(missing)', which is not a view of this scene", hint: "name an existing view in ignoresTouchesIn")
                }
                if let missing = (recognizer.simultaneousWith + recognizer.requiresFailureOf).first(where: { !recognizers.contains($0) }) {
                    throw reader.error(at: locations[id.index], "gesture '\(recognizer.name)' names '\(missing)', which is not a gesture recognizer of this scene", hint: "name a recognizer by its `name:` in simultaneousWith or requiresFailureOf")
                }
            }
            if let missing = view.scrolling.touchesShouldBeginRefuses.first(where: { hierarchy.id(named: $0) == nil }) {
                throw reader.error(at: locations[id.index], "'\(view.name)' answers NO in touchesShouldBegin for '\(missing)', which is not a view of this scene", hint: "name an existing view in touchesShouldBeginAnswersNoIn")
            }
        }
    }

    /// Where the view whose controller is named `name` starts.
    private func controllerLocation(_ name: String) -> SourceLocation {
        slots.indices.first { slots[$0].controller?.name == name }.map { locations[$0] } ?? .unknown
    }

    private func hierarchyError(_ error: HierarchyError) -> SceneError {
        switch error {
        case .duplicateName(let name):
            let second = slots.indices.filter { slots[$0].name == name }.dropFirst().first ?? 0
            return reader.error(at: locations[second], "the name '\(name)' is used twice", hint: "every view and window needs its own name")
        case .unknownRedirectTarget(let view, let target):
            return reader.error(at: redirects[view] ?? .unknown, "'\(view)' redirects to '\(target)', which is not a view of this scene", hint: "name an existing view in redirectTo")
        case .redirectCycle(let names):
            return reader.error(at: redirects[names[0]] ?? .unknown, "redirects form a cycle: \(names.joined(separator: " → "))", hint: "a redirect must end at a view that does not redirect")
        case .unknownPresentingController(let controller, let presenter):
            return reader.error(at: controllerLocation(controller), "controller '\(controller)' is presented by '\(presenter)', which is not a controller of this scene", hint: "name an existing controller (a view's `controller:`) in presentedBy")
        case .presentationCycle(let names):
            return reader.error(at: controllerLocation(names[0]), "controllers present each other in a loop: \(names.joined(separator: " → "))", hint: "a presentation chain must end at a controller that was not presented")
        case .emptyName, .unknownView:
            return SceneError(file: reader.file, line: 0, column: 0, message: "\(error)")
        }
    }
}
