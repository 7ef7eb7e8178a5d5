/// The parts of a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format) that HitScope writes, shared
/// by `hitscope audit --format sarif` and `hitscope diff --format sarif`. Encode with sorted keys (`JSONText`).
package enum Sarif {
    package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The log: one run of one tool. `Properties` is what rides along with each result.
    package struct Log<Properties: Encodable & Sendable>: Encodable, Sendable {
        let schema = Sarif.schemaURI
        let version = "2.1.0"
        let runs: [Run<Properties>]

        enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }

        package init(driver: Driver, results: [Result<Properties>]) {
            runs = [Run(tool: Tool(driver: driver), results: results)]
        }
    }

    package struct Run<Properties: Encodable & Sendable>: Encodable, Sendable {
        let tool: Tool
        let results: [Result<Properties>]
    }

    package struct Tool: Encodable, Sendable {
        let driver: Driver
    }

    package struct Driver: Encodable, Sendable {
        let name: String
        let version: String
        let rules: [Rule]

        package init(name: String, version: String, rules: [Rule]) {
            self.name = name
            self.version = version
            self.rules = rules
        }
    }

    package struct Rule: Encodable, Sendable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let defaultConfiguration: Configuration

        package init(id: String, name: String, summary: String, explanation: String, level: String) {
            self.id = id
            self.name = name
            shortDescription = Text(text: summary)
            fullDescription = Text(text: explanation)
            defaultConfiguration = Configuration(level: level)
        }
    }

    package struct Configuration: Encodable, Sendable {
        let level: String
    }

    package struct Text: Encodable, Sendable {
        let text: String
    }

    package struct Result<Properties: Encodable & Sendable>: Encodable, Sendable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
        let baselineState: String?
        let properties: Properties

        /// A result about the view `view` (path `path`) declared at `line` of `file`.
        package init(
            ruleId: String, ruleIndex: Int, level: String, message: String, file: String, line: Int?, view: String, path: [String],
            baselineState: String?, properties: Properties
        ) {
            self.ruleId = ruleId
            self.ruleIndex = ruleIndex
            self.level = level
            self.message = Text(text: message)
            locations = [
                Location(
                    physicalLocation: PhysicalLocation(artifactLocation: ArtifactLocation(uri: Sarif.uri(file)), region: line.map { Region(startLine: $0) }),
                    logicalLocations: [LogicalLocation(name: view, fullyQualifiedName: path.joined(separator: "/"), kind: "object")])
            ]
            self.baselineState = baselineState
            self.properties = properties
        }
    }

    package struct Location: Encodable, Sendable {
        let physicalLocation: PhysicalLocation
        let logicalLocations: [LogicalLocation]
    }

    package struct PhysicalLocation: Encodable, Sendable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    package struct ArtifactLocation: Encodable, Sendable {
        let uri: String
    }

    package struct Region: Encodable, Sendable {
        let startLine: Int
    }

    package struct LogicalLocation: Encodable, Sendable {
        let name: String
        let fullyQualifiedName: String
        let kind: String
    }

    /// A file path as a URI reference: relative paths stay relative, absolute ones become `file://` URIs; every
    /// byte outside RFC 3986's unreserved characters and `/` is percent-encoded.
    package static func uri(_ path: String) -> String {
        let encoded = percentEncoded(path, keepingSlashes: true)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// A rule's name as SARIF likes it: `TooSmall` for `too-small`.
    package static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
