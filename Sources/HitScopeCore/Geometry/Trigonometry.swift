/// Sine without Foundation: reduced to [-π/2, π/2], then a Taylor series (error below 1e-11; for drawing arcs).
public func sine(_ x: Double) -> Double {
    let twoPi = 2 * Double.pi
    var r = x - twoPi * (x / twoPi).rounded()  // [-π, π]
    if r > Double.pi / 2 { r = Double.pi - r } else if r < -Double.pi / 2 { r = -Double.pi - r }
    let r2 = r * r
    var term = r, sum = r
    for n in stride(from: 2, through: 16, by: 2) {
        term *= -r2 / Double(n * (n + 1))
        sum += term
    }
    return sum
}

/// Cosine without Foundation.
public func cosine(_ x: Double) -> Double { sine(x + Double.pi / 2) }

/// Points on an elliptic arc starting at `from` turns (0 = +x, clockwise on screen), `turn` turns long.
public func arcPoints(center: Point, rx: Double, ry: Double, from: Double, turn: Double = 1, segments: Int) -> [Point] {
    let count = turn >= 1 ? segments : segments + 1
    return (0..<count).map { index in
        let angle = 2 * Double.pi * (from + turn * Double(index) / Double(segments))
        return Point(center.x + rx * cosine(angle), center.y + ry * sine(angle))
    }
}
