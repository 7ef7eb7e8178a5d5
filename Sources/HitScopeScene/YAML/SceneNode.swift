/// A composed YAML/JSON value with its place in the file: the reader composes one view's keys at a time (never
/// a list of views), so a node is always small.
enum SceneNode {
    /// `plain`: written without quotes or block markers.
    case scalar(String, plain: Bool, at: SourceLocation)
    case sequence([SceneNode], at: SourceLocation)
    case mapping([SceneNodePair], at: SourceLocation)

    var location: SourceLocation {
        switch self {
        case .scalar(_, _, let at), .sequence(_, let at), .mapping(_, let at): return at
        }
    }
}

/// What `YAMLEventSource.fourPlainDecimals` read: four numbers, or a node.
enum FourDecimalsOrNode {
    case decimals(Double, Double, Double, Double)
    case node(SceneNode)
}

/// A key and its value in a mapping.
struct SceneNodePair {
    let key: SceneNode
    let value: SceneNode
}

extension YAMLEventSource {
    /// Composes the node that starts with `first`, without recursion. Duplicate keys in a mapping are refused as
    /// YAML refuses them, at the first of the repeated keys.
    mutating func compose(startingWith first: YAMLEvent) throws(SceneError) -> SceneNode {
        switch first {
        case .scalar(let value, let plain, _, let at):
            return .scalar(value, plain: plain, at: at)
        case .sequenceStart(_, let at):
            // A list of scalars (a frame, a point: most lists) is read straight, without the stack below.
            var items: [SceneNode] = Self.emptyCollection()
            while true {
                let event = try next()
                switch event {
                case .scalar(let value, let plain, _, let itemAt): items.append(.scalar(value, plain: plain, at: itemAt))
                case .sequenceEnd: return .sequence(items, at: at)
                default: return try compose(event, within: [OpenCollection(at: at, items: items)])
                }
            }
        default:
            return try compose(first, within: [])
        }
    }

    /// The node that starts with `first` when it is a list of four plain finite decimals that `accepts`: the four
    /// numbers, read straight from the events (a view's frame: no list, no node, no text kept). Anything else is
    /// composed exactly as `compose(startingWith:)` composes it, and is returned as a node to be read (and refused)
    /// as any other value is.
    mutating func fourPlainDecimals(
        startingWith first: YAMLEvent, accepts: (Double, Double, Double, Double) -> Bool
    ) throws(SceneError) -> FourDecimalsOrNode {
        guard case .sequenceStart(_, let at) = first else { return .node(try compose(startingWith: first)) }
        var values = (0.0, 0.0, 0.0, 0.0)
        var texts = ("", "", "", "")
        var places = (SourceLocation.unknown, SourceLocation.unknown, SourceLocation.unknown, SourceLocation.unknown)
        var count = 0
        var stop: YAMLEvent
        while true {
            let event = try next()
            guard count < 4, case .scalar(let text, let plain, _, let itemAt) = event, let value = NodeReader.plainDecimal(text, plain: plain) else {
                stop = event
                break
            }
            switch count {
            case 0: (values.0, texts.0, places.0) = (value, text, itemAt)
            case 1: (values.1, texts.1, places.1) = (value, text, itemAt)
            case 2: (values.2, texts.2, places.2) = (value, text, itemAt)
            default: (values.3, texts.3, places.3) = (value, text, itemAt)
            }
            count += 1
        }
        if count == 4, case .sequenceEnd = stop, accepts(values.0, values.1, values.2, values.3) {
            return .decimals(values.0, values.1, values.2, values.3)
        }
        // The plain scalars read so far, as `compose(startingWith:)` would have kept them; then its loop, from `stop`.
        var items: [SceneNode] = Self.emptyCollection()
        let read = [(texts.0, places.0), (texts.1, places.1), (texts.2, places.2), (texts.3, places.3)].prefix(count)
        for (text, place) in read { items.append(.scalar(text, plain: true, at: place)) }
        var event = stop
        while true {
            switch event {
            case .scalar(let value, let plain, _, let itemAt): items.append(.scalar(value, plain: plain, at: itemAt))
            case .sequenceEnd: return .node(.sequence(items, at: at))
            default: return .node(try compose(event, within: [OpenCollection(at: at, items: items)]))
            }
            event = try next()
        }
    }

    /// A list or mapping being composed: its items or pairs so far, changed in place.
    private struct OpenCollection {
        let at: SourceLocation
        let isMapping: Bool
        var items: [SceneNode]
        var pairs: [SceneNodePair] = []
        var pendingKey: SceneNode?

        init(at: SourceLocation, items: [SceneNode]) {
            (self.at, isMapping, self.items) = (at, false, items)
        }

        init(mappingAt at: SourceLocation) {
            (self.at, isMapping, items, pairs) = (at, true, [], YAMLEventSource.emptyCollection())
        }
    }

    /// Composes the rest of the node whose open collections are `open`, from `event` on.
    private mutating func compose(_ event: YAMLEvent, within open: [OpenCollection]) throws(SceneError) -> SceneNode {
        var open = open
        var event = event
        while true {
            var done: SceneNode?
            switch event {
            case .scalar(let value, let plain, _, let at): done = .scalar(value, plain: plain, at: at)
            case .sequenceStart(_, let at): open.append(OpenCollection(at: at, items: Self.emptyCollection()))
            case .mappingStart(_, let at): open.append(OpenCollection(mappingAt: at))
            case .sequenceEnd, .mappingEnd:
                guard let closed = open.popLast() else { throw unexpected(event) }
                if closed.isMapping {
                    try refuseDuplicateKeys(closed.pairs)
                    done = .mapping(closed.pairs, at: closed.at)
                } else {
                    done = .sequence(closed.items, at: closed.at)
                }
            case .alias, .documentStart, .documentEnd, .streamEnd: throw unexpected(event)
            }
            if let node = done {
                guard !open.isEmpty else { return node }
                let top = open.count - 1
                if !open[top].isMapping {
                    open[top].items.append(node)
                } else if let key = open[top].pendingKey {
                    open[top].pairs.append(SceneNodePair(key: key, value: node))
                    open[top].pendingKey = nil
                } else {
                    open[top].pendingKey = node
                }
            }
            event = try next()
        }
    }

    /// A list with room for a frame's four numbers or a small mapping's keys: grown once, not three times.
    fileprivate static func emptyCollection<Element>() -> [Element] {
        var items: [Element] = []
        items.reserveCapacity(4)
        return items
    }

    private func refuseDuplicateKeys(_ pairs: [SceneNodePair]) throws(SceneError) {
        // A view's mapping holds a few keys: comparing each with those before it beats hashing them all.
        if pairs.count <= 12, !hasRepeatedScalarKey(pairs) { return }
        let keys = pairs.map(\.key)
        var first: [String: SourceLocation] = [:]
        var repeated: Set<String> = []
        for case .scalar(let text, _, let at) in keys {
            if first[text] == nil { first[text] = at } else { repeated.insert(text) }
        }
        guard let smallest = repeated.min(), let at = first[smallest] else { return }
        throw Self.duplicateKeys(repeated.sorted(), at: at, file: file)
    }

    private func hasRepeatedScalarKey(_ pairs: [SceneNodePair]) -> Bool {
        for index in pairs.indices.dropFirst() {
            guard case .scalar(let key, _, _) = pairs[index].key else { continue }
            for earlier in pairs[..<index] {
                if case .scalar(key, _, _) = earlier.key { return true }
            }
        }
        return false
    }

    /// The words for repeated keys, at the first place the first of them is set.
    static func duplicateKeys(_ keys: [String], at: SourceLocation, file: String) -> SceneError {
        SceneError(file: file, line: at.line, column: at.column, message: "duplicate key \(keys.map { "'\($0)'" }.joined(separator: ", ")) set here and again later in the same mapping", hint: "keep one of them")
    }

    /// libyaml never sends these inside a node; a parser that did would be reported here, not trusted.
    private func unexpected(_ event: YAMLEvent) -> SceneError {
        SceneError(file: file, line: event.location?.line ?? 0, column: event.location?.column ?? 0, message: "unexpected YAML event \(event)", hint: SyntaxErrorMessage.fix)
    }
}
