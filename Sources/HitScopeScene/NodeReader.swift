import Foundation
import Yams

/// Reads typed values out of Yams nodes, turning every mismatch into a `SceneError` at the node's position.
struct NodeReader {
    let file: String

    func location(_ node: Node) -> SourceLocation {
        guard let mark = node.mark else { return .unknown }
        return SourceLocation(line: mark.line, column: mark.column)
    }

    func error(_ node: Node, _ message: String, hint: String? = nil) -> SceneError {
        let at = location(node)
        return SceneError(file: file, line: at.line, column: at.column, message: message, hint: hint)
    }

    /// What a node is, in words, for "expected X, found Y" messages.
    func kind(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .plain, scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" {
                return "nothing (null)"
            }
            return "'\(preview(scalar.string))'"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    private func preview(_ text: String) -> String {
        let safe = text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined()
        return safe.count > 40 ? String(safe.prefix(40)) + "…" : safe
    }

    /// The pairs of a mapping, with string keys; refuses duplicate keys and keys not in `allowed`.
    func mapping(_ node: Node, _ what: String, allowed: [String]) throws(SceneError) -> [(key: String, node: Node, value: Node)] {
        guard case .mapping(let mapping) = node else {
            throw error(node, "\(what) must be a mapping, found \(kind(node))", hint: "write it as `key: value` lines")
        }
        var seen: [String: Node] = [:]
        var pairs: [(key: String, node: Node, value: Node)] = []
        pairs.reserveCapacity(mapping.count)
        for (keyNode, value) in mapping {
            guard case .scalar(let scalar) = keyNode else {
                throw error(keyNode, "a key in \(what) must be a plain name, found \(kind(keyNode))")
            }
            let key = scalar.string
            if seen[key] != nil {
                let first = location(seen[key]!)
                throw error(keyNode, "duplicate key '\(preview(key))' in \(what)", hint: "it is already set at line \(first.line); keep one")
            }
            guard allowed.contains(key) else {
                throw error(keyNode, "unknown key '\(preview(key))' in \(what)", hint: suggestion(for: key, among: allowed))
            }
            seen[key] = keyNode
            pairs.append((key, keyNode, value))
        }
        return pairs
    }

    private func suggestion(for key: String, among allowed: [String]) -> String {
        let lowered = key.lowercased()
        let ranked = allowed.map { ($0, editDistance(lowered, $0.lowercased())) }.min { $0.1 < $1.1 }
        if let (best, distance) = ranked, distance <= max(2, best.count / 3) {
            return "did you mean '\(best)'?"
        }
        return "the keys allowed here are: \(allowed.joined(separator: ", "))"
    }

    func string(_ node: Node, _ what: String) throws(SceneError) -> String {
        guard case .scalar(let scalar) = node else {
            throw error(node, "\(what) must be text, found \(kind(node))")
        }
        return scalar.string
    }

    func nonEmptyString(_ node: Node, _ what: String) throws(SceneError) -> String {
        let text = try string(node, what)
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw error(node, "\(what) is empty", hint: "give it a non-empty name")
        }
        return text
    }

    func number(_ node: Node, _ what: String) throws(SceneError) -> Double {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else {
            throw error(node, "\(what) must be a number, found \(kind(node))")
        }
        let yamlSpecials: [String: Double] = [".nan": .nan, ".NaN": .nan, ".NAN": .nan, ".inf": .infinity, "+.inf": .infinity, ".Inf": .infinity, "-.inf": -.infinity, "-.Inf": -.infinity]
        guard let value = yamlSpecials[scalar.string] ?? Double(scalar.string.replacingOccurrences(of: "_", with: "")) else {
            throw error(node, "\(what) must be a number, found \(kind(node))")
        }
        guard value.isFinite else {
            throw error(node, "\(what) is \(scalar.string), not a finite number", hint: "write a finite number of points")
        }
        return value
    }

    func nonNegative(_ node: Node, _ what: String) throws(SceneError) -> Double {
        let value = try number(node, what)
        guard value >= 0 else { throw error(node, "\(what) is negative (\(formatted(value)))", hint: "sizes are 0 or more") }
        return value == 0 ? 0 : value  // no -0
    }

    func bool(_ node: Node, _ what: String) throws(SceneError) -> Bool {
        if case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any {
            switch scalar.string.lowercased() {
            case "true", "yes": return true
            case "false", "no": return false
            default: break
            }
        }
        throw error(node, "\(what) must be true or false, found \(kind(node))")
    }

    func sequence(_ node: Node, _ what: String) throws(SceneError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw error(node, "\(what) must be a list, found \(kind(node))", hint: "write it as [a, b] or as `- ` lines")
        }
        return Array(sequence)
    }

    /// A list of exactly `names.count` finite numbers, e.g. `[x, y, width, height]`.
    func numbers(_ node: Node, _ what: String, names: [String]) throws(SceneError) -> [Double] {
        let shape = "[\(names.joined(separator: ", "))]"
        guard case .sequence(let sequence) = node else {
            throw error(node, "\(what) must be a list \(shape), found \(kind(node))")
        }
        guard sequence.count == names.count else {
            throw error(node, "\(what) must have \(names.count) numbers \(shape), found \(sequence.count)")
        }
        var values: [Double] = []
        for (item, name) in zip(sequence, names) {
            values.append(try number(item, "\(name) of \(what)"))
        }
        return values
    }

    func formatted(_ value: Double) -> String { String(value) }
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
