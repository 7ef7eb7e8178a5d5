import Foundation

/// Reads typed values out of composed nodes, turning every mismatch into a `SceneError` at the node's position.
struct NodeReader {
    let file: String

    func error(_ node: SceneNode, _ message: String, hint: String? = nil) -> SceneError {
        error(at: node.location, message, hint: hint)
    }

    func error(at: SourceLocation, _ message: String, hint: String? = nil) -> SceneError {
        SceneError(file: file, line: at.line, column: at.column, message: message, hint: hint)
    }

    /// What a node is, in words, for "expected X, found Y" messages.
    func kind(_ node: SceneNode) -> String {
        switch node {
        case .scalar(let text, let plain, _):
            if plain, text.isEmpty || text == "~" || text == "null" { return "nothing (null)" }
            return "'\(preview(text))'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        }
    }

    /// At most 40 characters of the value's first line (a message never quotes more than the line it is about),
    /// its controls as `?`.
    private func preview(_ text: String) -> String {
        let line = text.prefix { $0 != "\n" && $0 != "\r" }
        let safe = line.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined()
        let more = safe.count > 40 || line.count < text.count
        return more ? String(safe.prefix(40)) + "…" : safe
    }

    /// "X must be a mapping, found Y".
    func notAMapping(_ node: SceneNode, _ what: String) -> SceneError {
        error(node, "\(what) must be a mapping, found \(kind(node))", hint: "write it as `key: value` lines")
    }

    /// The pairs of a composed mapping (its keys are unique), with string keys; refuses keys not in `allowed`.
    func mapping(_ node: SceneNode, _ what: String, allowed: KeyList) throws(SceneError) -> [(key: String, value: SceneNode)] {
        guard case .mapping(let mapping, _) = node else { throw notAMapping(node, what) }
        var pairs: [(key: String, value: SceneNode)] = []
        pairs.reserveCapacity(mapping.count)
        for pair in mapping {
            pairs.append((try key(pair.key, in: what, allowed: allowed).key, pair.value))
        }
        return pairs
    }

    /// A mapping's key as text: a plain name among `allowed`.
    func key(_ keyNode: SceneNode, in what: String, allowed: KeyList) throws(SceneError) -> (key: String, index: Int) {
        guard case .scalar(let key, _, _) = keyNode else {
            throw error(keyNode, "a key in \(what) must be a plain name, found \(kind(keyNode))")
        }
        guard let index = allowed.index(of: key) else {
            throw error(keyNode, "unknown key '\(preview(key))' in \(what)", hint: suggestion(for: key, among: allowed.names))
        }
        return (key, index)
    }

    private func suggestion(for key: String, among allowed: [String]) -> String {
        if let best = nearestName(to: key.lowercased(), among: allowed, within: { max(2, $0.count / 3) }) {
            return "did you mean '\(best)'?"
        }
        return "the keys allowed here are: \(allowed.joined(separator: ", "))"
    }

    func string(_ node: SceneNode, _ what: String) throws(SceneError) -> String {
        guard case .scalar(let text, _, _) = node else {
            throw error(node, "\(what) must be text, found \(kind(node))")
        }
        return text
    }

    func nonEmptyString(_ node: SceneNode, _ what: String) throws(SceneError) -> String {
        let text = try string(node, what)
        guard !text.isBlank else {
            throw error(node, "\(what) is empty", hint: "give it a non-empty name")
        }
        return text
    }

    /// A finite number; `what` names it in an error, and is worked out only for one.
    func number(_ node: SceneNode, _ what: @autoclosure () -> String) throws(SceneError) -> Double {
        guard case .scalar(let text, true, _) = node else {
            throw error(node, "\(what()) must be a number, found \(kind(node))")
        }
        // YAML's `1_000` is a thousand; `DecimalNumber` reads no `_`, so a number that holds one is read without them.
        let read = DecimalNumber.parse(text) ?? (text.utf8.contains(UInt8(ascii: "_")) ? Double(text.replacingOccurrences(of: "_", with: "")) : nil)
        // YAML's special numbers all start with a dot after an optional sign, which Double(_:) refuses.
        guard let value = read ?? Self.yamlSpecials[text] else {
            throw error(node, "\(what()) must be a number, found \(kind(node))")
        }
        guard value.isFinite else {
            throw error(node, "\(what()) is \(text), not a finite number", hint: "write a finite number of points")
        }
        return value
    }

    /// A plain scalar's finite value as `DecimalNumber` reads it: what `number` returns for it, without a message
    /// to prepare; nil for anything else, which `number` reads (or refuses).
    @inline(__always)
    private static func plainDecimal(_ node: SceneNode) -> Double? {
        guard case .scalar(let text, let plain, _) = node else { return nil }
        return plainDecimal(text, plain: plain)
    }

    /// `plainDecimal` of a scalar's text, for a value read from its event before any node is made.
    @inline(__always)
    static func plainDecimal(_ text: String, plain: Bool) -> Double? {
        guard plain, let value = DecimalNumber.parse(text), value.isFinite else { return nil }
        return value
    }

    /// YAML's names for the special numbers (`number` refuses them with their own message).
    private static let yamlSpecials: [String: Double] = [".nan": .nan, ".NaN": .nan, ".NAN": .nan, ".inf": .infinity, "+.inf": .infinity, ".Inf": .infinity, "-.inf": -.infinity, "-.Inf": -.infinity]

    func nonNegative(_ node: SceneNode, _ what: String) throws(SceneError) -> Double {
        let value = try number(node, what)
        guard value >= 0 else { throw error(node, "\(what) is negative (\(formatted(value)))", hint: "sizes are 0 or more") }
        return value == 0 ? 0 : value  // no -0
    }

    func bool(_ node: SceneNode, _ what: String) throws(SceneError) -> Bool {
        if case .scalar(let text, true, _) = node {
            switch text.lowercased() {
            case "true", "yes": return true
            case "false", "no": return false
            default: break
            }
        }
        throw error(node, "\(what) must be true or false, found \(kind(node))")
    }

    func sequence(_ node: SceneNode, _ what: String) throws(SceneError) -> [SceneNode] {
        guard case .sequence(let items, _) = node else { throw notAList(node, what) }
        return items
    }

    /// "X must be a list, found Y".
    func notAList(_ node: SceneNode, _ what: String) -> SceneError {
        error(node, "\(what) must be a list, found \(kind(node))", hint: "write it as [a, b] or as `- ` lines")
    }

    /// A list of exactly `names.count` finite numbers, e.g. `[x, y, width, height]`; `what` names it in an error,
    /// and is worked out only for one.
    func numbers(_ node: SceneNode, _ what: @autoclosure () -> String, names: [String]) throws(SceneError) -> [Double] {
        guard case .sequence(let sequence, _) = node, sequence.count == names.count else {
            throw notNumbers(node, what(), names: names)
        }
        var values: [Double] = []
        values.reserveCapacity(names.count)
        for (item, name) in zip(sequence, names) {
            values.append(try number(item, "\(name) of \(what())"))
        }
        return values
    }

    /// `numbers` for a list of four (a frame, a rectangle), without making a list of them: read for every view.
    func fourNumbers(
        _ node: SceneNode, _ what: @autoclosure () -> String, names: (String, String, String, String)
    ) throws(SceneError) -> (Double, Double, Double, Double) {
        guard case .sequence(let items, _) = node, items.count == 4 else {
            throw notNumbers(node, what(), names: [names.0, names.1, names.2, names.3])
        }
        // Four plain decimals (a frame, as nearly every file writes it) are read straight: `number`'s own first reading.
        if let a = Self.plainDecimal(items[0]), let b = Self.plainDecimal(items[1]), let c = Self.plainDecimal(items[2]),
            let d = Self.plainDecimal(items[3])
        {
            return (a, b, c, d)
        }
        return (
            try number(items[0], "\(names.0) of \(what())"), try number(items[1], "\(names.1) of \(what())"),
            try number(items[2], "\(names.2) of \(what())"), try number(items[3], "\(names.3) of \(what())")
        )
    }

    /// "X must be a list [a, b]" or "X must have 2 numbers [a, b]": a node that is not a list of `names.count`.
    private func notNumbers(_ node: SceneNode, _ what: String, names: [String]) -> SceneError {
        let shape = "[\(names.joined(separator: ", "))]"
        guard case .sequence(let sequence, _) = node else {
            return error(node, "\(what) must be a list \(shape), found \(kind(node))")
        }
        return error(node, "\(what) must have \(names.count) numbers \(shape), found \(sequence.count)")
    }

    func formatted(_ value: Double) -> String { String(value) }
}

/// The name among `names` nearest to `text` (compared in lower case; the first of equal distance) if its distance is
/// at most `within(name)`: every "did you mean" hint (keys, colours, classes, the CLI's subcommands). Names whose
/// length alone puts them further are not compared, so that a huge text costs
/// no more than its length.
public func nearestName(to text: String, among names: [String], within: (String) -> Int) -> String? {
    let length = text.count
    var best: (name: String, distance: Int)?
    for name in names {
        let limit = within(name)
        guard abs(name.count - length) <= limit else { continue }
        let distance = editDistance(text.lowercased(), name.lowercased())
        if distance <= limit, distance < best?.distance ?? Int.max { best = (name, distance) }
    }
    return best?.name
}

/// Levenshtein distance, for "did you mean" hints.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
