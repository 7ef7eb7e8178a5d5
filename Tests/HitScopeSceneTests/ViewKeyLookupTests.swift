import HitScopeScene
import Testing

/// A view's keys are looked up by their bytes in a table of the names the reader allows: every name it lists is
/// read as itself, and a key one letter, or one look-alike character, away from a name is refused by name.
struct ViewKeyLookupTests {
    private static let window = "size: [375, 667]\nwindows:\n  - name: window\n    views:\n"

    /// The reader's message for a view holding `key: 1`, nil when it reads the scene.
    private static func message(forKey key: String) -> String? {
        let text = window + "      - name: a\n        frame: [0, 0, 10, 10]\n        \(key): 1\n"
        do throws(SceneError) {
            _ = try SceneReader.read(text: text, file: "keys.yaml")
            return nil
        } catch {
            return error.message + " — " + (error.hint ?? "")
        }
    }

    @Test("Every key a view allows is found, and every key a letter or a look-alike away from one is refused")
    func everyKeyAndItsNeighbours() throws {
        // A key far from every name: the hint lists them all.
        let listing = try #require(Self.message(forKey: String(repeating: "q", count: 24)))
        let prefix = "the keys allowed here are: "
        let names = try #require(listing.range(of: prefix)).upperBound
        let allowed = listing[names...].components(separatedBy: ", ")
        #expect(allowed.count > 40, "\(listing)")
        for key in allowed {
            let message = Self.message(forKey: key) ?? "read"
            #expect(!message.hasPrefix("unknown key"), "\(key): \(message)")
            // The first letter in full width (`ｆrame`): Unicode's compatibility forms, never the same bytes.
            let fullWidthFirst = key.unicodeScalars.first.flatMap { Unicode.Scalar($0.value + 0xFEE0) }.map { String($0) + key.dropFirst() }
            let neighbours: [String] = [key + "s", String(key.dropLast()), "x" + key.dropFirst(), key.uppercased()] + (fullWidthFirst.map { [$0] } ?? [])
            for neighbour in neighbours where !allowed.contains(neighbour) {
                let refused = Self.message(forKey: neighbour) ?? "read"
                #expect(refused.hasPrefix("unknown key '\(neighbour)' in a view"), "\(neighbour): \(refused)")
            }
        }
    }
}
