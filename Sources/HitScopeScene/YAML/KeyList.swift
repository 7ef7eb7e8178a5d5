/// The keys a mapping may hold, in the order a "the keys allowed here are" hint lists them. A key is allowed when
/// its bytes are those of a name in the list: a look-alike (a full-width letter, a Kelvin sign for a K) is refused
/// even where Unicode would call the two strings equal.
struct KeyList: ExpressibleByArrayLiteral {
    let names: [String]
    /// For a list of more than eight: each name's place in `names`, in the slot its length and first and last
    /// bytes pick (the next free one when taken), -1 in the free ones (three in four at least). Every key of every
    /// view is looked up here, and hashing each key in full for a `Set` took 320 instructions (callgrind).
    private let slots: [Int16]

    init(_ names: [String]) {
        self.names = names
        // A short list (most nested mappings' keys, written where they are read) is searched in turn.
        guard names.count > 8 else {
            slots = []
            return
        }
        var count = 16
        while count < names.count * 4 { count *= 2 }
        var slots = [Int16](repeating: -1, count: count)
        for (index, name) in names.enumerated() {
            var slot = Self.slot(of: name, among: count)
            while slots[slot] >= 0 { slot = (slot + 1) & (count - 1) }
            slots[slot] = Int16(index)
        }
        self.slots = slots
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    func contains(_ key: String) -> Bool {
        guard !slots.isEmpty else { return names.contains { Self.sameBytes($0, key) } }
        var slot = Self.slot(of: key, among: slots.count)
        while slots[slot] >= 0 {
            if Self.sameBytes(names[Int(slots[slot])], key) { return true }
            slot = (slot + 1) & (slots.count - 1)
        }
        return false
    }

    /// Whether a name and a key hold the same bytes. Equal strings of as many bytes are: a string Unicode calls
    /// equal to an ASCII name but spelt otherwise has more bytes (each of its non-ASCII characters takes two or
    /// more, and stands for one ASCII character, as the Kelvin sign for K). `==` answers two identical short strings
    /// at once, where comparing their bytes one by one took ten times as long.
    @inline(__always)
    private static func sameBytes(_ name: String, _ key: String) -> Bool {
        name == key && name.utf8.count == key.utf8.count
    }

    /// Where a name's search starts: a mix of its length and its first and last bytes, within `count` slots (a
    /// power of two).
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
