/// Names found by their bytes, each by its place in the list: the names UIKit and the scene format spell in ASCII
/// (a view's keys, UIKit's class and colour names), asked for every view of a scene. A short list is searched in
/// turn; a longer one keeps each name in the slot its length and first and last bytes pick, or the next free one,
/// in a table three quarters free at least: a few byte reads and one comparison, where hashing a name for a
/// `Dictionary` took 320 instructions (callgrind, docs/performance.md). A name is found when its bytes are those of
/// a name in the table: a look-alike is not, even where Unicode calls the two strings equal (a Kelvin sign for a K).
package struct NameTable: Sendable {
    /// The names, in the order given.
    package let names: [String]
    /// For more than eight names: each name's place in `names`, in its slot; -1 in the free ones.
    private let slots: [Int16]

    /// The names; a name given twice is found at its first place.
    package init(_ names: [String]) {
        self.names = names
        guard names.count > 8 else {
            slots = []
            return
        }
        var count = 16
        while count < names.count * 4 { count *= 2 }
        var slots = [Int16](repeating: -1, count: count)
        for index in names.indices {
            var slot = Self.slot(of: names[index], among: count)
            while slots[slot] >= 0 {
                if Self.sameBytes(names[Int(slots[slot])], names[index]) { break }
                slot = (slot + 1) & (count - 1)
            }
            if slots[slot] < 0 { slots[slot] = Int16(index) }
        }
        self.slots = slots
    }

    /// Whether a name's bytes are `name`'s.
    package func contains(_ name: String) -> Bool {
        index(of: name) != nil
    }

    /// The place in `names` of the name whose bytes are `name`'s, if any.
    package func index(of name: String) -> Int? {
        guard !slots.isEmpty else { return names.firstIndex { Self.sameBytes($0, name) } }
        var slot = Self.slot(of: name, among: slots.count)
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if Self.sameBytes(names[index], name) { return index }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Whether two strings hold the same bytes. Equal strings of as many bytes do: a string Unicode calls equal to
    /// an ASCII one but spelt otherwise has more bytes (each of its other characters takes two or more and stands
    /// for one ASCII character). `==` answers two identical short strings at once, where comparing them byte by byte
    /// took ten times as long.
    @inline(__always)
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
        a == b && a.utf8.count == b.utf8.count
    }

    /// Where a name's search starts: a mix of its length and its first and last bytes, within `count` slots (a power
    /// of two).
    private static func slot(of name: String, among count: Int) -> Int {
        let mixed =
            name.utf8.withContiguousStorageIfAvailable { mix(count: $0.count, first: $0.first, last: $0.last) }
            ?? mix(count: name.utf8.count, first: name.utf8.first, last: name.utf8.last)
        return mixed & (count - 1)
    }

    @inline(__always)
    private static func mix(count: Int, first: UInt8?, last: UInt8?) -> Int {
        count &* 31 &+ Int(first ?? 0) &* 7 &+ Int(last ?? 0) &* 131
    }
}
