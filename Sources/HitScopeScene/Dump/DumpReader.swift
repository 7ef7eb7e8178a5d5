import HitScopeCore

/// Reads a `recursiveDescription` dump into a scene, line by line and without recursion, so that no depth of
/// nesting can overflow the stack.
///
/// Nesting comes from counting each record's `|` markers, never from columns. A record one level deeper than an
/// open record is its subview; the first record's depth is the top level, so a dump may start below depth 0.
/// A record or line that cannot be used is a problem: with `strict` it stops the import, else the record and all
/// the records nested under it are skipped, with one warning that says how many views went.
struct DumpReader {
    private let text: DumpText
    private let file: String
    private let strict: Bool

    /// A record still open for subviews, or a skipped subtree still swallowing deeper records.
    private enum Open {
        case view(ViewID)
        case skipped(region: Int)
    }

    private struct SkippedRegion {
        var problem: DumpProblem
        /// Where it starts: its line and byte offset.
        var line: Int, offset: Int
        var isRecord: Bool
        var views: Int
    }

    private var hierarchy = ViewHierarchy()
    private var stack: [(depth: Int, open: Open)] = []
    private var regions: [SkippedRegion] = []
    private var warnings: [SceneError] = []
    private var names = DumpNames()
    /// Class names already read: a dump repeats a few dozen classes thousands of times.
    private var classNames: [String: DumpClassName] = [:]
    private var baseDepth: Int?
    private var firstRootIsWindow = false
    private var firstClass = ""
    private var syntheticWindow: ViewID?
    private var syntheticRoots: [Rect] = []
    private var layerCount = 0
    private var viewCount = 0
    private var logLine: (line: Int, preview: String)?
    /// Lines HitScope does not read, seen since the last record placed: warned once a record follows them (they
    /// are then in the middle of the dump; console output around a dump is not).
    private var pendingNoise: [Int] = []
    /// What was left out, for the summary.
    private var losses = DumpLosses()
    /// The indentation of the first record lldb printed as a Swift value's item (`  - 0 : <…>`): deeper items are
    /// a Swift object's properties, not views of the dump.
    private var swiftItemIndent: Int?
    /// Whether lldb printed the dump as a Swift value (`Optional(<…>…)`, `- some : <…>`): a record's trailing `)`
    /// or ` #0` is then lldb's, not the view's.
    private var sawSwiftValue = false
    /// `_printHierarchy` lines pasted with the dump: they name the controllers of its views when the dump is read.
    private var controllerLines: [ControllerHierarchy.Entry] = []

    private init(text: String, file: String, strict: Bool) {
        self.text = DumpText(text)
        self.file = file
        self.strict = strict
    }

    /// Reads `text` (named `file` in messages).
    static func read(text: String, file: String, strict: Bool) throws(SceneError) -> ImportedDump {
        var reader = DumpReader(text: text, file: file, strict: strict)
        return try reader.run()
    }

    private mutating func run() throws(SceneError) -> ImportedDump {
        let scanner = DumpRecordScanner(text: text)
        var index = 0
        while index < text.lines.count {
            if let mark = text.elisionMark(index) {
                try noteElision(mark, line: index)
                index += 1
                continue
            }
            let kind = DumpLineKind(line: index, of: text)
            if case .record(_, let start, _, _) = kind, let entry = controllerLine(index, start: start) {
                controllerLines.append(entry)
                index += 1
                continue
            }
            switch kind {
            case .blank:
                index += 1
            case .noise:
                if viewCount > 0, !text.isConsoleStructure(index) { pendingNoise.append(index) }
                index += 1
            case .damaged(let depth, let offset, let problem):
                if text.looksLikeARecord(index) || !isInsideOpenPath(depth) {
                    try reportProblem(problem, depth: depth, line: index, offset: offset, isRecord: false)
                } else {
                    try ignoreLine(problem, line: index, offset: offset)
                }
                index += 1
            case .record(let depth, let start, let wrapped, let prefix):
                switch scanRecord(scanner, line: index, start: start, wrapped: wrapped, prefix: prefix) {
                case .success(let (record, annotation)):
                    if depth == 0, annotation?.ignored != nil, text.swiftItemIndent(index) != nil {
                        // `  ▿ titleLabel : <UILabel: …>`: a Swift object's property, not a view of a dump.
                        try ignoreSwiftProperty(record)
                        index = record.lastLine + 1
                        continue
                    }
                    if depth == 0, let ignored = annotation?.ignored, !text.isFollowedByASubview(record.lastLine) {
                        // `-----hitTest end Button1----- <Button1: 0x…; …>`: a log message, not a dump's first line.
                        let preview = dumpPreview(ignored.text)
                        if logLine == nil { logLine = (text.lines[index].number, preview) }
                        let note = DumpNote.logLine(preview: preview, className: record.className)
                        warnings.append(located(note.message, hint: note.hint, line: index, offset: ignored.offset))
                        index = record.lastLine + 1
                        continue
                    }
                    if let ignored = annotation?.ignored {
                        let note = DumpNote.ignoredText(preview: dumpPreview(ignored.text), className: record.className)
                        warnings.append(located(note.message, hint: note.hint, line: index, offset: ignored.offset))
                    }
                    try place(record, depth: depth, annotation: annotation)
                    index = record.lastLine + 1
                case .failure(let located):
                    if case .malformedRecord = located.problem, depth == 0, !lineHasFrame(index) {
                        index += 1  // `<__NSArrayM 0x…>(` and the like: console noise, not a dump line
                        continue
                    }
                    if depth == 0, isInsideOpenPath(0), !lineHasFrame(index) {
                        // A line without markers and without a frame in the middle of a dump (an Auto Layout log's
                        // `"<NSLayoutConstraint:0x…>"`): not one of its records; the records after it stay placed.
                        try ignoreTextLine(located.line)
                    } else {
                        try reportProblem(located.problem, depth: depth, line: located.line, offset: located.offset, isRecord: true)
                    }
                    index = located.lastLine + 1
                }
            }
        }
        closeOpen(deeperThanOrAt: Int.min)
        return try finish()
    }

    /// A `_printHierarchy` (or Chisel `pvc`) line pasted with the dump: `<Class 0x…>, state: …, view: <View 0x…>`,
    /// told from a record by the `, state: ` right after its first `>`.
    private func controllerLine(_ index: Int, start: Int) -> ControllerHierarchy.Entry? {
        let line = text.lines[index]
        var i = start
        while i < line.end, text.bytes[i] != UInt8(ascii: ">") { i += 1 }
        guard startsWith(text.bytes, i + 1, line.end, ", state: ") else { return nil }
        return ControllerHierarchy.entry(
            Substring(text.string(line.start..<line.end)), line: line.number, column: text.column(of: line.start, inLine: index))
    }

    /// Scans the record at `start`; after other text (`prefix`), a `<` that does not start a record (`<b>` in a log
    /// message) is passed over for the next one on the line. The text before the record is read as annotations.
    private func scanRecord(
        _ scanner: DumpRecordScanner, line: Int, start: Int, wrapped: Bool, prefix: Int?
    ) -> Result<(DumpRecord, DumpAnnotation?), LocatedDumpProblem> {
        var start = start, wrapped = wrapped
        var firstFailure: LocatedDumpProblem?
        while true {
            let end = text.lines[line].end
            let next = prefix == nil ? nil : nextRecordStart(text.bytes, start + 1, end)
            switch scanner.scan(line: line, start: start, wrapped: wrapped) {
            case .success(let record):
                // `<b>` in a log message's words: no frame, and another `<` follows on the line.
                guard let next, !record.isLayer, record.field("frame") == nil else {
                    return .success((record, prefix.map { DumpAnnotation(text, start: $0, end: start) }))
                }
                start = next
            case .failure(let located):
                guard let next, case .malformedRecord = located.problem else { return .failure(firstFailure ?? located) }
                firstFailure = firstFailure ?? located
                start = next
            }
            wrapped = recordStart(text.bytes, start, end) ?? false
        }
    }

    // MARK: Placing records

    private mutating func place(_ record: DumpRecord, depth: Int, annotation: DumpAnnotation?) throws(SceneError) {
        var record = record
        if annotation?.isMarkedNotVisible == true, let trailing = record.trailing, trailing.hasSuffix(")") {
            let inside = String(trailing.dropLast()).trimmingDumpSpaces()
            record.trailing = inside.isEmpty ? nil : inside
        }
        if text.startsSwiftValue(record.firstLine) { sawSwiftValue = true }
        if let trailing = record.trailing, sawSwiftValue, SwiftPrintedValue.isValueSuffix(trailing) {
            record.trailing = nil  // ` #0` after a Swift object, the `)` of the `Optional(` lldb printed it in
        }
        if depth == 0, !record.isLayer, let indent = text.swiftItemIndent(record.firstLine) {
            if let base = swiftItemIndent, indent > base {
                // `  ▿ titleLabel : Optional<UILabel>` / `    - some : <UILabel: …>`: a property of the object above.
                return try ignoreSwiftProperty(record)
            }
            swiftItemIndent = swiftItemIndent ?? indent
        }
        if depth == 0, !record.isLayer, record.field("frame") == nil, isInsideOpenPath(0) {
            // `"<NSLayoutConstraint:0x…>",` of an Auto Layout log in the middle of a dump: not one of its records.
            return try ignoreTextLine(record.firstLine)
        }
        if !record.isLayer { try warnPendingNoise() }
        closeOpen(deeperThanOrAt: depth)
        if case .skipped(let region)? = stack.last?.open {
            if !record.isLayer { regions[region].views += 1 }
            return
        }
        if record.isLayer {
            if case .view(let id)? = stack.last?.open {
                let sublayer = ExtraAttribute(
                    key: "sublayer", value: record.address.map { "<\(record.className): \($0)>" } ?? "<\(record.className)>")
                try change(id) { $0.attributes.appendUnique(sublayer) }
                layerCount += 1
            }
            return
        }
        let parent: ViewID?
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
        let className = classNames[record.className] ?? DumpClassName(record.className)
        classNames[record.className] = className
        switch DumpViewBuilder.build(record, className: className) {
        case .success(let built): draft = built
        case .failure(let located):
            return try reportProblem(located.problem, depth: depth, line: located.line, offset: located.offset, isRecord: true)
        }
        var view = draft.view
        if let annotation { view.annotate(with: annotation) }
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
        guard stack.count < SceneDepth.maximum else {
            throw SceneDepth.tooDeep(
                file: file, line: text.lines[record.firstLine].number, column: text.column(of: record.offset, inLine: record.firstLine))
        }
        var superview = parent
        if parent == nil, !view.isWindow {
            superview = try syntheticWindowID()
            syntheticRoots.append(draft.printedFrame)
        }
        let id = try add(view, base: draft.className.short, parent: superview)
        if view.sourceID == nil {
            // No address (a snapshot file): the id is made up as the name is.
            try change(id) { $0.sourceID = $0.name }
        }
        viewCount += 1
        stack.append((depth, .view(id)))
    }

    private mutating func syntheticWindowID() throws(SceneError) -> ViewID {
        if let syntheticWindow { return syntheticWindow }
        var window = View(name: "window", className: "UIWindow")
        window.hitTestRule = .passThrough
        window.attributes = [
            ExtraAttribute(
                key: "note",
                value: "synthetic: the dump starts below a window; this window's space is the space of its top-level views' frames, and it passes touches through")
        ]
        let id = try add(window, base: "window", exactly: "window", parent: nil)
        syntheticWindow = id
        return id
    }

    /// Adds a view with a unique name (`DumpNames`).
    private mutating func add(_ view: View, base: String, exactly: String? = nil, parent: ViewID?) throws(SceneError) -> ViewID {
        do {
            return try names.add(view, base: base, exactly: exactly, parent: parent, to: &hierarchy)
        } catch {
            throw bug(error)
        }
    }

    /// Changes a view already added (its name stays, so the hierarchy cannot refuse).
    private mutating func change(_ id: ViewID, _ edit: (inout View) -> Void) throws(SceneError) {
        do {
            try hierarchy.update(id, edit)
        } catch {
            throw bug(error)
        }
    }

    /// Names come from `DumpNames`, unique and non-empty: the hierarchy refusing one is a bug.
    private func bug(_ error: HierarchyError) -> SceneError {
        SceneError(file: file, line: 0, column: 0, message: "cannot build the scene: \(error)", hint: "report this as a HitScope bug")
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

    /// An elision mark: records were left out here, which is said (with `strict`, an error). With `|` markers, the
    /// records open at its depth or deeper are closed: a deeper record after it has a superview left out.
    private mutating func noteElision(_ mark: (depth: Int?, offset: Int), line: Int) throws(SceneError) {
        let note = DumpNote.elided(preview: dumpPreview(text.string(mark.offset..<text.lines[line].end)))
        if strict { throw located(note.message, hint: "\(note.hint) (without --strict, HitScope reads on with a warning)", line: line, offset: mark.offset) }
        warnings.append(located(note.message, hint: note.hint, line: line, offset: mark.offset))
        losses.elisions += 1
        if let depth = mark.depth { closeOpen(deeperThanOrAt: depth) }
    }

    /// A line that is not a record of the dump, in its middle: said at its place (with `strict`, an error); the
    /// records around it keep their places.
    private mutating func ignoreLine(_ problem: DumpProblem, line: Int, offset: Int) throws(SceneError) {
        if strict { throw located(problem.message, hint: problem.strictHint, line: line, offset: offset) }
        warnings.append(located(problem.warningMessage(skippedViews: 0, isRecord: false), hint: problem.hint, line: line, offset: offset))
        losses.ignoredLines += 1
    }

    /// Console text between two records of the dump: each line is said at its place (with `strict`, an error).
    private mutating func warnPendingNoise() throws(SceneError) {
        for index in pendingNoise { try ignoreTextLine(index) }
        pendingNoise.removeAll()
    }

    /// A line of text in the middle of the dump that is not one of its records (a log line, an Auto Layout log's
    /// `"<NSLayoutConstraint:0x…>",`): said at its place (with `strict`, an error); the records around it stay.
    private mutating func ignoreTextLine(_ index: Int) throws(SceneError) {
        let line = text.lines[index]
        var start = line.start
        while start < line.end, let width = spaceWidth(text.bytes, start, line.end) { start += width }
        let note = DumpNote.ignoredLine(preview: dumpPreview(text.string(start..<line.end)))
        if strict { throw located(note.message, hint: "\(note.hint) (without --strict, HitScope reads on with a warning)", line: index, offset: start) }
        warnings.append(located(note.message, hint: note.hint, line: index, offset: start))
        losses.ignoredLines += 1
    }

    /// A record lldb printed as a property of a Swift object (`▿ titleLabel : Optional<UILabel>` then `- some :
    /// <UILabel: …>`): its frame is in its own superview's space, which the output does not show.
    private mutating func ignoreSwiftProperty(_ record: DumpRecord) throws(SceneError) {
        let note = DumpNote.swiftProperty(className: record.className)
        if strict { throw located(note.message, hint: "\(note.hint) (without --strict, HitScope skips it with a warning)", line: record.firstLine, offset: record.offset) }
        warnings.append(located(note.message, hint: note.hint, line: record.firstLine, offset: record.offset))
        losses.skippedProperties += 1
    }

    /// Whether a line at `depth` stands inside the records open now (a record is open at that depth or deeper), so
    /// that the records after it can be placed by their markers without it.
    private func isInsideOpenPath(_ depth: Int) -> Bool {
        guard let top = stack.last, case .view = top.open else { return false }
        return depth <= top.depth
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

    private mutating func finish() throws(SceneError) -> ImportedDump {
        let skipped = regions.reduce(0) { $0 + $1.views }
        guard viewCount > 0 else {
            if let first = regions.first {
                throw located(
                    "every view record of the dump was skipped (\(plural(skipped, "view"))), the first because \(first.problem.message)",
                    hint: first.problem.hint, line: first.line, offset: first.offset)
            }
            if let controller = controllerLines.first { throw ControllerNaming.notAScene(controller, file: file) }
            throw DumpFileProblem.noRecords(file: file, logLine: logLine)
        }
        if let syntheticWindow {
            let minX = syntheticRoots.map(\.minX).min() ?? 0, minY = syntheticRoots.map(\.minY).min() ?? 0
            let maxX = syntheticRoots.map(\.maxX).max() ?? 0, maxY = syntheticRoots.map(\.maxY).max() ?? 0
            try change(syntheticWindow) { window in
                window.frame = Rect(minX, minY, maxX - minX, maxY - minY)
                window.boundsOrigin = Point(minX, minY)
            }
        }
        let firstWindow = hierarchy[hierarchy.windows[0]].frame.size
        let size = Size(max(1, firstWindow.width), max(1, firstWindow.height))
        var name = "recursiveDescription dump (\(InputName.shown(file)))"
        if syntheticWindow != nil { name += " in a synthetic window; points are in the first record's superview space" }
        var scene = Scene(name: name, size: size, hierarchy: hierarchy)
        if !controllerLines.isEmpty {
            warnings += try ControllerNaming.apply(ControllerHierarchy(entries: controllerLines), to: &scene, file: file)
        }
        let sortedWarnings = warnings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        losses.skippedViews = skipped
        return ImportedDump(
            scene: scene, warnings: sortedWarnings, viewCount: viewCount,
            skippedViewCount: skipped, layerCount: layerCount, hasSyntheticWindow: syntheticWindow != nil,
            firstClass: firstClass, ignoredLineCount: losses.ignoredLines, lossSummary: losses.summary(file: file))
    }
}
