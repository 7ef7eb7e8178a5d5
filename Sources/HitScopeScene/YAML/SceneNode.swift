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

/// A key and its value in a mapping.
struct SceneNodePair {
    let key: SceneNode
    let value: SceneNode
}

extension YAMLEventSource {
    /// Composes the node that starts with `first`, without recursion. Duplicate keys in a mapping are refused as
    /// YAML refuses them, at the first of the repeated keys.
    mutating func compose(startingWith first: YAMLEvent) throws(SceneError) -> SceneNode {
        enum Open {
            case sequence([SceneNode], SourceLocation)
            case mapping([SceneNodePair], pendingKey: SceneNode?, SourceLocation)
        }
        var open: [Open] = []
        var event = first
        while true {
            var done: SceneNode?
            switch event {
            case .scalar(let value, let plain, _, let at): done = .scalar(value, plain: plain, at: at)
            case .sequenceStart(_, let at): open.append(.sequence(Self.emptyCollection(), at))
            case .mappingStart(_, let at): open.append(.mapping(Self.emptyCollection(), pendingKey: nil, at))
            case .sequenceEnd, .mappingEnd:
                switch open.popLast() {
                case .sequence(let items, let at): done = .sequence(items, at: at)
                case .mapping(let pairs, _, let at):
                    try refuseDuplicateKeys(pairs)
                    done = .mapping(pairs, at: at)
                case nil: throw unexpected(event)
                }
            case .alias, .documentStart, .documentEnd, .streamEnd: throw unexpected(event)
            }
            if let node = done {
                guard let top = open.popLast() else { return node }
                switch top {
                case .sequence(var items, let at):
                    items.append(node)
                    open.append(.sequence(items, at))
                case .mapping(var pairs, let key?, let at):
                    pairs.append(SceneNodePair(key: key, value: node))
                    open.append(.mapping(pairs, pendingKey: nil, at))
                case .mapping(let pairs, nil, let at):
                    open.append(.mapping(pairs, pendingKey: node, at))
                }
            }
            event = try next()
        }
    }

    /// A list with room for a frame's four numbers or a small mapping's keys: grown once, not three times.
    private static func emptyCollection<Element>() -> [Element] {
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
