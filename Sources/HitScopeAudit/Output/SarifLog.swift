import HitScopeCore
import HitScopeOutput

/// `hitscope audit --format sarif`: the findings as a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange
/// Format), which code-scanning services read. Each result names its rule, its level, the scene file and the line
/// that declares the view, and the view's path as a logical location; the finding itself rides along in
/// `properties`. Encode it with sorted keys (`JSONText`).
public struct SarifLog: Encodable, Sendable {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    let schema = SarifLog.schemaURI
    let version = "2.1.0"
    let runs: [Run]

    enum CodingKeys: String, CodingKey { case schema = "$schema", version, runs }

    /// The log of one audit; `toolVersion` is hitscope's version.
    public init(_ report: AuditReport, toolVersion: String) {
        let rules = AuditRule.allCases
        let driver = Driver(
            name: "hitscope", version: toolVersion,
            rules: rules.map { rule in
                Rule(
                    id: rule.rawValue, name: rule.pascalCaseName, shortDescription: Text(text: rule.summary),
                    fullDescription: Text(text: rule.explanation), defaultConfiguration: Configuration(level: rule.defaultSeverity.rawValue))
            })
        let results = report.findings.map { finding in
            Result(
                ruleId: finding.rule.rawValue, ruleIndex: rules.firstIndex(of: finding.rule) ?? 0, level: finding.severity.rawValue,
                message: Text(text: "\(finding.message). Fix: \(finding.fix)."),
                locations: [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: Self.uri(finding.scene)),
                            region: finding.line.map { Region(startLine: $0) }),
                        logicalLocations: [
                            LogicalLocation(name: finding.view, fullyQualifiedName: finding.path.joined(separator: "/"), kind: "object")
                        ])
                ],
                baselineState: report.hasBaseline ? (finding.baseline == true ? "unchanged" : "new") : nil,
                properties: finding)
        }
        runs = [Run(tool: Tool(driver: driver), results: results)]
    }

    /// A file path as a URI reference: relative paths stay relative, absolute ones become `file://` URIs; every
    /// byte outside RFC 3986's unreserved characters and `/` is percent-encoded.
    static func uri(_ path: String) -> String {
        let encoded = percentEncoded(path, keepingSlashes: true)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    struct Run: Encodable, Sendable {
        let tool: Tool
        let results: [Result]
    }

    struct Tool: Encodable, Sendable {
        let driver: Driver
    }

    struct Driver: Encodable, Sendable {
        let name: String
        let version: String
        let rules: [Rule]
    }

    struct Rule: Encodable, Sendable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let defaultConfiguration: Configuration
    }

    struct Configuration: Encodable, Sendable {
        let level: String
    }

    struct Text: Encodable, Sendable {
        let text: String
    }

    struct Result: Encodable, Sendable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
        let baselineState: String?
        let properties: AuditFinding
    }

    struct Location: Encodable, Sendable {
        let physicalLocation: PhysicalLocation
        let logicalLocations: [LogicalLocation]
    }

    struct PhysicalLocation: Encodable, Sendable {
        let artifactLocation: ArtifactLocation
        let region: Region?
    }

    struct ArtifactLocation: Encodable, Sendable {
        let uri: String
    }

    struct Region: Encodable, Sendable {
        let startLine: Int
    }

    struct LogicalLocation: Encodable, Sendable {
        let name: String
        let fullyQualifiedName: String
        let kind: String
    }
}

extension AuditRule {
    /// The rule's name as SARIF likes it: `TooSmall` for `too-small`.
    var pascalCaseName: String {
        rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
