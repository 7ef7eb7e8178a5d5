/// The keys a mapping may hold, in the order a "the keys allowed here are" hint lists them. A long list (a view's
/// sixty keys) is also hashed: every key of every view is looked up in it.
struct KeyList: ExpressibleByArrayLiteral {
    let names: [String]
    private let hashed: Set<String>?

    init(_ names: [String]) {
        self.names = names
        hashed = names.count > 8 ? Set(names) : nil
    }

    init(arrayLiteral names: String...) {
        self.init(names)
    }

    func contains(_ key: String) -> Bool {
        hashed?.contains(key) ?? names.contains(key)
    }
}
