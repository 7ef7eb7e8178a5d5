/// The cell of a bucket grid that a coordinate falls in: `value / cell` rounded down, or nil when that lies beyond
/// ±2⁴⁰ cells or is not a number (a huge but finite frame from a scene file, which `Int(_:)` would trap on past
/// Int's range). Callers put such boxes in a bucket of their own.
func gridCell(_ value: Double, _ cell: Double) -> Int? {
    let scaled = (value / cell).rounded(.down)
    guard scaled.magnitude < 0x1p40 else { return nil }
    return Int(scaled)
}
