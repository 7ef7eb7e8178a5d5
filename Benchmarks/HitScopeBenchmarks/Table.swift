import Foundation

/// One line of the benchmark table: a figure, its value, its target, and whether it meets it.
struct Figure: Codable {
    let name: String
    let value: Double
    let unit: String
    /// The target as written in the issue, e.g. "≤ 30".
    let target: String?
    let pass: Bool?

    init(_ name: String, _ value: Double, _ unit: String, atMost limit: Double? = nil) {
        self.name = name
        self.value = value
        self.unit = unit
        self.target = limit.map { "≤ \(Figure.format($0))" }
        self.pass = limit.map { value <= $0 }
    }

    init(_ name: String, _ value: Double, _ unit: String, atLeast limit: Double) {
        self.name = name
        self.value = value
        self.unit = unit
        self.target = "≥ \(Figure.format(limit))"
        self.pass = value >= limit
    }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : value >= 10 ? String(format: "%.1f", value) : String(format: "%.2f", value)
    }
}

/// The table printed by scripts/bench and written as JSON for tracking.
struct Table: Codable {
    var machine: String
    var figures: [Figure] = []

    mutating func add(_ figure: Figure) {
        figures.append(figure)
        let target = figure.target.map { "\($0) \(figure.unit)" } ?? "—"
        let verdict = figure.pass.map { $0 ? "pass" : "FAIL" } ?? ""
        print(Self.row(figure.name, Figure.format(figure.value), figure.unit, target, verdict))
        fflush(nil)
    }

    /// The processor model (from /proc/cpuinfo), the cores and the memory: wall times are this machine's, and the
    /// same tree runs at other speeds elsewhere.
    static func machineDescription() -> String {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown processor"
        let process = ProcessInfo.processInfo
        return "\(model), \(process.activeProcessorCount) cores, \(process.physicalMemory >> 30) GiB"
    }

    /// The machine, then the column titles.
    func header() {
        print("machine: \(machine)")
        print(Self.row("figure", "value", "unit", "target", "result"))
    }

    private static func row(_ name: String, _ value: String, _ unit: String, _ target: String, _ verdict: String) -> String {
        func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
            let fill = String(repeating: " ", count: max(0, width - text.count))
            return right ? fill + text : text + fill
        }
        return "\(pad(name, 56)) \(pad(value, 10, right: true)) \(pad(unit, 6)) \(pad(target, 14)) \(verdict)"
    }
}
