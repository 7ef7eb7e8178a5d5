import Foundation

/// The parser's events with aliases expanded, as composing the document would: an anchored node's events are
/// kept once the node ends, and an alias replays them with their original places. Syntax errors become
/// `SceneError`s here.
struct YAMLEventSource {
    /// How many events aliases may replay in all: a few aliases of aliases would otherwise expand without end.
    static let replayLimit = 1_000_000

    /// Files from this size up are parsed on a thread of their own (`YAMLEventPipe`); below it, starting a
    /// thread costs more than it saves.
    static let pipedFrom = 64 * 1024

    let file: String
    /// Where the events come from: read as they are asked for (`inline`), or ahead on another thread (`pipe`).
    private var inline: SyntaxEvents?
    private var pipe: YAMLEventPipe?
    private let bytes: UnsafeRawBufferPointer
    private var anchors: [String: [YAMLEvent]] = [:]
    /// Anchored nodes being read: their events so far, and how many of their collections are still open.
    private var recordings: [(anchor: String, events: [YAMLEvent], open: Int)] = []
    private var replays: [(events: [YAMLEvent], next: Int)] = []
    private var replayed = 0
    /// Set once the parser has stopped at a syntax error or an undefined alias.
    private var stopped = false

    /// `bytes` are `utf8`'s, and must stay valid and unchanged while the source is used.
    init(utf8: Data, bytes: UnsafeRawBufferPointer, file: String, parsing: SceneParsing) {
        (self.file, self.bytes) = (file, bytes)
        if parsing.piped ?? (bytes.count >= Self.pipedFrom) {
            pipe = YAMLEventPipe(utf8: utf8, scans: parsing.scans)
        }
        if pipe == nil {
            inline = SyntaxEvents(bytes: bytes, scans: parsing.scans)
        }
    }

    /// The parser's next event.
    private mutating func parse() throws(YAMLSyntaxError) -> YAMLEvent {
        if let event = try pipe?.next() { return event }
        return try inline?.next() ?? .streamEnd
    }

    /// The size of the text being read.
    var byteCount: Int { bytes.count }

    mutating func next() throws(SceneError) -> YAMLEvent {
        if !replays.isEmpty, var replay = replays.popLast() {
            let event = replay.events[replay.next]
            replay.next += 1
            if replay.next < replay.events.count { replays.append(replay) }
            record(event)
            return event
        }
        let event: YAMLEvent
        do {
            event = try parse()
        } catch {
            stopped = true
            throw SyntaxErrorMessage.sceneError(error, bytes: bytes, file: file)
        }
        if case .alias(let name, let at) = event {
            guard let events = anchors[name] else {
                stopped = true
                throw undefinedAlias(at)
            }
            replayed += events.count
            guard replayed <= Self.replayLimit else {
                throw SceneError(file: file, line: at.line, column: at.column, message: "aliases expand to more than \(Self.replayLimit) values", hint: "write the repeated parts out instead of repeating anchors")
            }
            replays.append((events, 0))
            return try next()
        }
        if let anchor = event.anchor { recordings.append((anchor, [], 0)) }
        // Most files anchor nothing: the event is not handed on (copied) to be recorded nowhere.
        if !recordings.isEmpty { record(event) }
        return event
    }

    /// Reads the rest of the file for a syntax error or an undefined alias, without replaying aliases: YAML
    /// reports those before anything a value means, so a problem the decoder found gives way to one of them.
    mutating func problemAhead() -> SceneError? {
        guard !stopped else { return nil }
        replays = []
        while true {
            let event: YAMLEvent
            do {
                event = try parse()
            } catch {
                return SyntaxErrorMessage.sceneError(error, bytes: bytes, file: file)
            }
            switch event {
            case .streamEnd: return nil
            case .alias(let name, let at) where anchors[name] == nil: return undefinedAlias(at)
            default:
                if let anchor = event.anchor { recordings.append((anchor, [], 0)) }
                record(event)
            }
        }
    }

    private func undefinedAlias(_ at: SourceLocation) -> SceneError {
        SceneError(file: file, line: at.line, column: at.column, message: "found undefined alias", hint: SyntaxErrorMessage.fix)
    }

    /// Adds an event to every anchored node being read, and keeps the nodes it completes.
    private mutating func record(_ event: YAMLEvent) {
        guard !recordings.isEmpty else { return }
        let change: Int
        switch event {
        case .sequenceStart, .mappingStart: change = 1
        case .sequenceEnd, .mappingEnd: change = -1
        default: change = 0
        }
        for index in recordings.indices {
            recordings[index].events.append(event)
            recordings[index].open += change
        }
        while let last = recordings.last, last.open == 0 {
            anchors[last.anchor] = last.events
            recordings.removeLast()
        }
    }
}

extension YAMLEvent {
    /// The anchor a node event sets (`&name`), if any.
    var anchor: String? {
        switch self {
        case .scalar(_, _, let anchor, _), .sequenceStart(let anchor, _), .mappingStart(let anchor, _): return anchor
        default: return nil
        }
    }
}
