import HitScopeCore
import HitScopeFixtures
import HitScopeTestSupport
import Testing

/// The geometry layer: the affine algebra, the affine map of a view against its point conversion, bounding boxes
/// and convex clipping, on random inputs from a fixed seed.
struct GeometryTests {

    /// Whether two numbers agree to about nine digits of the larger magnitude at hand.
    static func close(_ x: Double, _ y: Double, scale: Double = 1000) -> Bool { abs(x - y) <= 1e-9 * max(scale, abs(x), abs(y)) }
    static func close(_ p: Point, _ q: Point, scale: Double = 1000) -> Bool { close(p.x, q.x, scale: scale) && close(p.y, q.y, scale: scale) }
    static func close(_ s: Transform2D, _ t: Transform2D) -> Bool {
        zip([s.a, s.b, s.c, s.d, s.tx, s.ty], [t.a, t.b, t.c, t.d, t.tx, t.ty]).allSatisfy { close($0, $1) }
    }

    @Test("Concatenation is associative and applies the inner transform first", arguments: [UInt64(1), 2, 3])
    func concatenation(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let (a, b, c) = (random.transform(), random.transform(), random.transform())
            #expect(Self.close(a.concatenating(b).concatenating(c), a.concatenating(b.concatenating(c))))
            let p = random.point()
            #expect(Self.close(a.concatenating(b).apply(to: p), a.apply(to: b.apply(to: p))))
            #expect(a.concatenating(.identity) == a && Transform2D.identity.concatenating(a) == a)
        }
        #expect(Transform2D.translation(3, -4).apply(to: Point(1, 1)) == Point(4, -3))
        #expect(Transform2D.translation(3, -4).keepsAxes && Transform2D(a: 2, b: 0, c: 0, d: 0.5, tx: 1, ty: 1).keepsAxes)
        #expect(!Transform2D(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0).keepsAxes && !Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0).keepsAxes)
    }

    @Test("The inverse undoes the transform on both sides; a squashing transform has none", arguments: [UInt64(4), 5])
    func inverse(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let t = random.transform()
            let inverse = try #require(t.inverted)
            let p = random.point()
            #expect(Self.close(inverse.apply(to: t.apply(to: p)), p))
            #expect(Self.close(t.apply(to: inverse.apply(to: p)), p))
            #expect(Self.close(t.concatenating(inverse), .identity) && Self.close(inverse.concatenating(t), .identity))
        }
        #expect(Transform2D(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6).inverted == nil)
        #expect(Transform2D(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0).inverted == nil)
    }

    @Test("A view's affine map to its superview is convertToSuperview, and its inverse convertFromSuperview", arguments: [UInt64(6), 7, 8])
    func viewMap(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let view = random.view()
            let map = view.toSuperview
            let inverse = try #require(map.inverted)
            for _ in 0..<5 {
                let p = random.point()
                #expect(Self.close(map.apply(to: p), view.convertToSuperview(p)), "\(view.frame) \(view.transform) at \(p)")
                #expect(Self.close(inverse.apply(to: p), view.convertFromSuperview(p)), "\(view.frame) \(view.transform) at \(p)")
            }
            #expect(zip(view.bounds.corners.map(map.apply), view.cornersInSuperview).allSatisfy { Self.close($0, $1) })
            #expect(view.boxInSuperview == Box(bounding: view.cornersInSuperview))
        }
        var plain = View(name: "plain", frame: Rect(10, 20, 30, 40))
        plain.boundsOrigin = Point(5, -5)
        #expect(plain.toSuperview == .translation(5, 25))
    }

    @Test("A view without a transform converts points as the oracle does, to the last bit, in each form the walks use", arguments: [UInt64(14), 15])
    func translation(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            var view = random.view()
            view.transform = .identity
            let translation = Translation(view)
            let placement = Placement(view)
            #expect(placement.isTranslation && placement.translation == translation)
            for _ in 0..<5 {
                let p = random.point()
                let expected = OracleGeometry.convertFromSuperview(p, into: view)
                #expect(placement.convertFromSuperview(p) == expected && translation.fromSuperview(p) == expected)
                #expect(translation.fromSuperviewX(p.x) == expected.x && translation.fromSuperviewY(p.y) == expected.y)
                #expect(Self.close(translation.toSuperview(expected), p))
            }
            #expect(view.toSuperview == .translation(translation.offset.x, translation.offset.y))
        }
        // The frame's edge lands on the bounds' edge exactly: 0.7 − (0.7 − 0.1) would give 0.09999999999999998.
        var edge = View(name: "edge", frame: Rect(0.7, 3.3, 10, 10))
        edge.boundsOrigin = Point(0.1, 0.7)
        #expect(Translation(edge).fromSuperview(Point(0.7, 3.3)) == Point(0.1, 0.7))
        #expect(edge.bounds.contains(edge.convertFromSuperview(Point(0.7, 3.3))))
    }

    @Test("A view's map composes down a hierarchy: convertToScreen through every superview")
    func composedViewMaps() {
        var random = SeededRandom(seed: 9)
        for _ in 0..<50 {
            let views = (0..<4).map { _ in random.view() }
            let toScreen = views.reduce(Transform2D.identity) { $0.concatenating($1.toSuperview) }
            let p = random.point()
            let converted = views.reversed().reduce(p) { $1.convertToSuperview($0) }
            #expect(Self.close(toScreen.apply(to: p), converted, scale: 1e5))
        }
    }

    @Test("The bounding box holds every point and touches the extremes; a mapped rect's box is its corners' box", arguments: [UInt64(10), 11])
    func boundingBoxes(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        #expect(Box(bounding: [Point]()) == nil)
        #expect(Box(bounding: [Point(3, 4)]) == Box(minX: 3, minY: 4, maxX: 3, maxY: 4))
        for _ in 0..<200 {
            let points = (0..<Int(random.next() % 8 + 1)).map { _ in random.point() }
            let box = try #require(Box(bounding: points))
            #expect(points.allSatisfy { box.minX <= $0.x && $0.x <= box.maxX && box.minY <= $0.y && $0.y <= box.maxY })
            #expect(box.minX == points.map(\.x).min() && box.maxX == points.map(\.x).max())
            #expect(box.minY == points.map(\.y).min() && box.maxY == points.map(\.y).max())
            let rect = Rect(random.double(-100...100), random.double(-100...100), random.double(0...50), random.double(0...50))
            let t = random.transform()
            #expect(Box(rect, mappedBy: t.apply) == Box(bounding: rect.corners.map(t.apply)))
            #expect(Box(rect).mapped(by: t.apply) == Box(bounding: Box(rect).corners.map(t.apply)))
        }
        // A quarter turn about the origin: the box of a 20×10 rectangle becomes 10×20.
        let turned = Box(Rect(0, 0, 20, 10), mappedBy: Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0).apply)
        #expect(turned == Box(minX: -10, minY: 0, maxX: 0, maxY: 20))
        #expect(Rect(turned) == Rect(-10, 0, 10, 20) && Rect(Box(Rect(1, 2, 3, 4))) == Rect(1, 2, 3, 4))
        #expect(Box.everywhere.mapped(by: { $0 }) == .everywhere)
    }

    @Test("What of a box lies outside another: at most four boxes, apart from each other and from it, whose area is the rest", arguments: [UInt64(16), 17])
    func subtracting(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        func box() -> Box {
            let (x, y) = (random.double(0...40).rounded(), random.double(0...40).rounded())
            return Box(minX: x, minY: y, maxX: x + random.double(0...30).rounded(), maxY: y + random.double(0...30).rounded())
        }
        func area(_ box: Box) -> Double { box.isEmpty ? 0 : box.width * box.height }
        for _ in 0..<500 {
            let (whole, cut) = (box(), box())
            let parts = whole.subtracting(cut)
            #expect(parts.count <= 4 && parts.allSatisfy { !$0.isEmpty && whole.contains($0) })
            #expect(parts.allSatisfy { area($0.intersection(cut)) == 0 })
            for (index, part) in parts.enumerated() { #expect(parts[(index + 1)...].allSatisfy { area($0.intersection(part)) == 0 }) }
            #expect(parts.map(area).reduce(0, +) == area(whole) - area(whole.intersection(cut)))
        }
        let frame = Box(minX: 0, minY: 0, maxX: 10, maxY: 10)
        #expect(frame.subtracting(Box(minX: 20, minY: 20, maxX: 30, maxY: 30)) == [frame])
        #expect(frame.subtracting(Box(minX: -1, minY: -1, maxX: 11, maxY: 11)).isEmpty)
        #expect(frame.subtracting(Box(minX: 4, minY: 4, maxX: 6, maxY: 6)).count == 4)
    }

    @Test("Clipping splits a polygon into the part inside a convex area and disjoint parts outside, losing no area", arguments: [UInt64(12), 13])
    func clipping(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<200 {
            let polygon = Rect(random.double(-50...50), random.double(-50...50), random.double(1...80), random.double(1...80)).corners
                .map(random.transform().apply)
            let area = Rect(random.double(-50...50), random.double(-50...50), random.double(1...80), random.double(1...80)).corners
                .map(random.transform().apply)
            let split = ConvexClip.split(polygon, by: area)
            let pieces = [split.inside] + split.outside
            let total = pieces.map { abs(ConvexClip.signedArea($0)) }.reduce(0, +)
            #expect(Self.close(total, abs(ConvexClip.signedArea(polygon)), scale: 100))
            let inner = split.inside.isEmpty ? nil : Point(
                split.inside.map(\.x).reduce(0, +) / Double(split.inside.count), split.inside.map(\.y).reduce(0, +) / Double(split.inside.count))
            if let inner, !ConvexClip.isEmpty(split.inside) {
                #expect(ConvexClip.contains(area, inner) && ConvexClip.contains(polygon, inner))
            }
            for piece in split.outside {
                let centre = Point(piece.map(\.x).reduce(0, +) / Double(piece.count), piece.map(\.y).reduce(0, +) / Double(piece.count))
                #expect(!ConvexClip.contains(area, centre) || ConvexClip.isEmpty(piece))
            }
        }
        let square = Rect(0, 0, 10, 10).corners
        #expect(ConvexClip.split(square, by: Rect(-5, -5, 30, 30).corners).outside.isEmpty)
        #expect(ConvexClip.split(square, by: Rect(20, 20, 5, 5).corners).inside.isEmpty)
        let left = ConvexClip.clip(square, keeping: { $0.x <= 4 }, side: { 4 - $0.x })
        #expect(left == [Point(0, 0), Point(4, 0), Point(4, 10), Point(0, 10)])
        #expect(ConvexClip.signedArea(left) == 80 && ConvexClip.contains(left, Point(4, 5)) && !ConvexClip.contains(left, Point(4.5, 5)))
    }
}

/// Random points, transforms and views for the geometry tests, from the project's one generator.
extension SeededRandom {
    mutating func point() -> Point { Point(double(-500...500), double(-500...500)) }
    /// A rotation by any angle, a scale (possibly a mirror), a shear and a translation.
    mutating func transform() -> Transform2D {
        // A direction at any angle: a random vector made a unit one.
        var (u, v) = (double(-1...1), double(-1...1))
        while u * u + v * v < 0.01 { (u, v) = (double(-1...1), double(-1...1)) }
        let length = (u * u + v * v).squareRoot()
        let (cos, sin) = (u / length, v / length)
        let sx = double(0.2...3) * (next() % 5 == 0 ? -1 : 1), sy = double(0.2...3), shear = double(-1...1)
        return Transform2D(
            a: sx * cos, b: sx * sin, c: sy * (shear * cos - sin), d: sy * (shear * sin + cos), tx: double(-200...200),
            ty: double(-200...200))
    }
    /// A view with a frame, a bounds origin (content offset) and, mostly, a transform.
    mutating func view() -> View {
        var view = View(name: "v", frame: Rect(double(-300...300), double(-300...300), double(0...400), double(0...400)))
        view.boundsOrigin = Point(double(-100...100), double(-100...100))
        if next() % 4 != 0 { view.transform = transform() }
        return view
    }
}
