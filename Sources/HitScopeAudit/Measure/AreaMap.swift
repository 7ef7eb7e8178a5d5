import HitScopeCore

/// Areas summed by key. Neighbouring cells mostly share a key, so the last one is remembered; others are found
/// through a dictionary.
struct AreaMap<Key: Hashable> {
    private var keys: [Key] = []
    private var areas: [Double] = []
    private var index: [Key: Int] = [:]
    private var last = -1

    mutating func add(_ area: Double, to key: Key) {
        if last >= 0, keys[last] == key {
            areas[last] += area
            return
        }
        if let found = index[key] {
            last = found
            areas[found] += area
            return
        }
        last = keys.count
        index[key] = last
        keys.append(key)
        areas.append(area)
    }

    var dictionary: [Key: Double] {
        Dictionary(uniqueKeysWithValues: zip(keys, areas))
    }
}
