import Foundation
import HitScopeCore
import HitScopeScene

/// The dump corpus (Fixtures/Dumps): text files that look like what Xcode's console printed.
enum DumpFixtures {
    static func text(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: Fixtures.url("Dumps/\(name)")), as: UTF8.self)
    }

    static func read(_ name: String, strict: Bool = false) throws -> ImportedDump {
        try DumpImporter.read(text: try text(name), file: name, strict: strict)
    }
}

extension Scene {
    /// The name of the hit-test view at a point, or nil.
    func hitName(_ point: Point) -> String? {
        HitTester(hierarchy).hitTest(point).map { hierarchy[$0].name }
    }

    /// Points every `step` points over the first window's frame and a margin around it, on and between edges.
    func probePoints(step: Double = 7) -> [Point] {
        let frame = hierarchy[hierarchy.windows[0]].frame
        var points: [Point] = []
        for y in stride(from: frame.minY - 20, through: frame.maxY + 20, by: step) {
            for x in stride(from: frame.minX - 20, through: frame.maxX + 20, by: step) {
                points.append(Point(x, y))
                points.append(Point(x + 0.5, y + 0.25))
            }
        }
        return points
    }
}

