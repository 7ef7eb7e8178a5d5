import HitScopeCore

/// The keys a mapping may hold, in the order a "the keys allowed here are" hint lists them. A key is allowed when
/// its bytes are those of a name in the list (`NameTable`: every key of every view is looked up here): a look-alike
/// (a full-width letter, a Kelvin sign for a K) is refused even where Unicode would call the two strings equal.
struct KeyList: ExpressibleByArrayLiteral {
    private let table: NameTable

    init(_ names: [String]) {
        table = NameTable(names)
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    var names: [String] { table.names }

    /// The key's place in `names`, or nil when it is not allowed.
    func index(of key: String) -> Int? {
        table.index(of: key)
    }
}
