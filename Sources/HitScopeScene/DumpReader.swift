import HitScopeCore

/// Reads a `recursiveDescription` dump into a scene, line by line, without recursion (a dump may nest views
/// 100,000 deep).
///
/// Nesting comes from counting each record's `|` markers, never from columns. A record one level deeper than an
/// open record is its subview; the first record's depth is the top level, so a dump may start below depth 0.
/// A record or line that cannot be used is a problem: with `strict` it stops the import, else the record and all
/// the records nested under it are skipped, with one warning that says how many views went.
struct DumpReader {
    private let text: DumpText
    private let file: String
    private let strict: Bool

    /// A read view, its superview (an index into `nodes`) and, when it is a window, so.
    private struct Node {
        var view: View
        var parent: Int?
    }

    /// A record still open for subviews, or a skipped subtree still swallowing deeper records.
    private enum Open {
        case view(node: Int)
        case skipped(region: Int)
    }

    private struct SkippedRegion {
        var problem: DumpProblem
        var line: Int
        var offset: Int
        var isRecord: Bool
        var views: Int
    }

    private var nodes: [Node] = []
    private var stack: [(depth: Int, open: Open)] = []
    private var regions: [SkippedRegion] = []
    private var warnings: [SceneError] = []
    private var names = DumpNames()
    private var baseDepth: Int?
    private var firstRootIsWindow = false
    private var firstClass = ""
    private var syntheticWindow: Int?
    private var syntheticRoots: [Rect] = []
    private var layerCount = 0
    private var logLine: (line: Int, preview: String)?

    private init(text: String, file: String, strict: Bool) {
        self.text = DumpText(text)
        self.file = file
        self.strict = strict
    }

    /// Reads `text` (named `file` in messages).
    static func read(text: String, file: String, strict: Bool) throws(SceneError) -> DumpImport {
        var reader = DumpReader(text: text, file: file, strict: strict)
        return try reader.run()
    }

    private mutating func run() throws(SceneError) -> DumpImport {
        let scanner = DumpRecordScanner(text: text)
        var index = 0
        while index < text.lines.count {
            let kind = DumpLineKind(line: index, of: text)
            switch kind {
            case .blank:
                index += 1
            case .noise(let logged):
                if let logged, logLine == nil {
                    let line = text.lines[index]
                    logLine = (line.number, dumpPreview(text.string(line.start..<logged)))
                }
                index += 1
            case .damaged(let depth, let offset, let problem):
                try reportProblem(problem, depth: depth, line: index, offset: offset, isRecord: false)
                index += 1
            case .record(let depth, let start, let wrapped):
                switch scanner.scan(line: index, start: start, wrapped: wrapped) {
                case .success(let record):
                    try place(record, depth: depth)
                    index = record.lastLine + 1
                case .failure(let located):
                    if case .malformedRecord = located.problem, depth == 0, !lineHasFrame(index) {
                        index += 1  // `<__NSArrayM 0x…>(` and the like: console noise, not a dump line
                        continue
                    }
                    try reportProblem(located.problem, depth: depth, line: located.line, offset: located.offset, isRecord: true)
                    index = located.lastLine + 1
                }
            }
        }
        closeOpen(deeperThanOrAt: Int.min)
        return try finish()
    }

    // MARK: Placing records

    private mutating func place(_ record: DumpRecord, depth: Int) throws(SceneError) {
        closeOpen(deeperThanOrAt: depth)
        if case .skipped(let region)? = stack.last?.open {
            if !record.isLayer { regions[region].views += 1 }
            return
        }
        if record.isLayer {
            if case .view(let node)? = stack.last?.open {
                nodes[node].view.attributes.append(ExtraAttribute(key: "sublayer", value: "<\(record.className): \(record.address)>"))
                layerCount += 1
            }
            return
        }
        let parent: Int?
        if let top = stack.last, case .view(let node) = top.open {
            guard depth == top.depth + 1 else {
                return try reportProblem(
                    .depthJump(depth: depth, parentDepth: top.depth), depth: depth, line: record.firstLine,
                    offset: record.offset, isRecord: true)
            }
            parent = node
        } else if let baseDepth, depth < baseDepth {
            return try reportProblem(
                .shallowerThanFirst(depth: depth, firstDepth: baseDepth), depth: depth, line: record.firstLine,
                offset: record.offset, isRecord: true)
        } else {
            parent = nil
        }

        let draft: DumpViewDraft
        switch DumpViewBuilder.build(record) {
        case .success(let built): draft = built
        case .failure(let located):
            return try reportProblem(located.problem, depth: depth, line: located.line, offset: located.offset, isRecord: true)
        }
        var view = draft.view
        if parent == nil {
            if baseDepth == nil {
                baseDepth = depth
                firstRootIsWindow = draft.isWindow
                firstClass = draft.className.display
            }
            if draft.isWindow {
                view.isWindow = true
            } else if firstRootIsWindow {
                return try reportProblem(
                    .rootIsNotAWindow(className: draft.className.display), depth: depth, line: record.firstLine,
                    offset: record.offset, isRecord: true)
            }
        }
        for (note, field) in draft.notes {
            warnings.append(located(note.message, hint: note.hint, line: field.line, offset: field.offset))
        }
        view.name = names.next(for: draft.className.short)
        var parentNode = parent
        if parent == nil, !view.isWindow {
            parentNode = syntheticWindowNode()
            syntheticRoots.append(draft.printedFrame)
        }
        nodes.append(Node(view: view, parent: parentNode))
        stack.append((depth, .view(node: nodes.count - 1)))
    }

    private mutating func syntheticWindowNode() -> Int {
        if let syntheticWindow { return syntheticWindow }
        var window = View(name: names.claim("window"), className: "UIWindow")
        window.isWindow = true
        window.hitTest = .passThrough
        window.attributes = [
            ExtraAttribute(
                key: "note",
                value: "synthetic: the dump starts below a window; this window's space is the space of its top-level views' frames, and it passes touches through")
        ]
        nodes.append(Node(view: window, parent: nil))
        syntheticWindow = nodes.count - 1
        return nodes.count - 1
    }

    // MARK: Problems

    /// Stops (with `strict`) or opens a skipped region at `depth` that swallows the records nested under it.
    private mutating func reportProblem(
        _ problem: DumpProblem, depth: Int, line: Int, offset: Int, isRecord: Bool
    ) throws(SceneError) {
        if strict { throw located(problem.message, hint: problem.strictHint, line: line, offset: offset) }
        closeOpen(deeperThanOrAt: depth)
        if case .skipped(let region)? = stack.last?.open {
            if isRecord { regions[region].views += 1 }
            return
        }
        regions.append(SkippedRegion(problem: problem, line: line, offset: offset, isRecord: isRecord, views: isRecord ? 1 : 0))
        stack.append((depth, .skipped(region: regions.count - 1)))
    }

    /// Closes the open records at `depth` or deeper; a closed skipped region becomes its warning.
    private mutating func closeOpen(deeperThanOrAt depth: Int) {
        while let top = stack.last, top.depth >= depth {
            stack.removeLast()
            if case .skipped(let index) = top.open {
                let region = regions[index]
                warnings.append(
                    located(
                        region.problem.warningMessage(skippedViews: region.views, isRecord: region.isRecord),
                        hint: region.problem.hint, line: region.line, offset: region.offset))
            }
        }
    }

    private func located(_ message: String, hint: String, line: Int, offset: Int) -> SceneError {
        SceneError(
            file: file, line: text.lines[line].number, column: text.column(of: offset, inLine: line), message: message,
            hint: hint)
    }

    private func lineHasFrame(_ index: Int) -> Bool {
        let line = text.lines[index]
        var i = line.start
        while i < line.end {
            if startsWith(text.bytes, i, line.end, "frame = (") { return true }
            i += 1
        }
        return false
    }

    // MARK: The scene

    private mutating func finish() throws(SceneError) -> DumpImport {
        let skipped = regions.reduce(0) { $0 + $1.views }
        let sortedWarnings = warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        guard !nodes.isEmpty else {
            if let first = sortedWarnings.first {
                throw SceneError(
                    file: first.file, line: first.line, column: first.column,
                    message: "every view record of the dump was skipped (\(plural(skipped, "view"))); the first problem: \(first.message)",
                    hint: first.hint)
            }
            throw DumpFileProblem.noRecords(file: file, logLine: logLine)
        }
        if let syntheticWindow {
            let minX = syntheticRoots.map(\.minX).min() ?? 0, minY = syntheticRoots.map(\.minY).min() ?? 0
            let maxX = syntheticRoots.map(\.maxX).max() ?? 0, maxY = syntheticRoots.map(\.maxY).max() ?? 0
            nodes[syntheticWindow].view.frame = Rect(minX, minY, maxX - minX, maxY - minY)
            nodes[syntheticWindow].view.boundsOrigin = Point(minX, minY)
        }
        var hierarchy = ViewHierarchy()
        var ids: [ViewID] = []
        ids.reserveCapacity(nodes.count)
        do {
            for node in nodes {
                if let parent = node.parent {
                    ids.append(try hierarchy.addSubview(node.view, to: ids[parent]))
                } else {
                    ids.append(try hierarchy.addWindow(node.view))
                }
            }
        } catch {
            // Names come from `DumpNames`, unique and non-empty by construction.
            throw SceneError(file: file, line: 0, column: 0, message: "cannot build the scene: \(error)", hint: "report this as a HitScope bug")
        }
        let firstWindow = hierarchy[hierarchy.windows[0]].frame.size
        let size = Size(max(1, firstWindow.width), max(1, firstWindow.height))
        let source = file == "-" ? "standard input" : file
        var name = "recursiveDescription dump (\(source))"
        if syntheticWindow != nil { name += ", wrapped in a synthetic window: points are in the first record's superview space" }
        let scene = Scene(name: name, size: size, hierarchy: hierarchy)
        return DumpImport(
            scene: scene, warnings: sortedWarnings, viewCount: nodes.count - (syntheticWindow == nil ? 0 : 1),
            skippedViewCount: skipped, layerCount: layerCount, hasSyntheticWindow: syntheticWindow != nil,
            firstClass: firstClass)
    }
}
