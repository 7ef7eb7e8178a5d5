import HitScopeCore

/// Makes random but realistic scenes of any size, the same for the same seed (for tests and benchmarks).
///
/// One window with a controller's root view; containers (plain views, stack views, scroll views with an offset,
/// cells) are filled breadth first with 2 to 8 subviews laid out in a grid, so the tree stays as shallow and as
/// wide as real screens are. Labels and image views (non-interactive by default, sometimes with a button on top),
/// buttons (some with an enlarged hit area), hidden and transparent views, pass-through overlays and small
/// rotations appear at realistic rates.
public struct SceneGenerator: Sendable {
    public var viewCount: Int
    public var seed: UInt64
    public var size: Size
    /// Leaves out the `pointInside` overrides (enlarged hit areas), which a web page cannot express: for the
    /// side-by-side comparison with a browser's hit test.
    public var withoutPointInsideOverrides: Bool

    public init(viewCount: Int, seed: UInt64, size: Size = Size(375, 667), withoutPointInsideOverrides: Bool = false) {
        self.viewCount = max(1, viewCount)
        self.seed = seed
        self.size = size
        self.withoutPointInsideOverrides = withoutPointInsideOverrides
    }

    public func generate() -> Scene {
        var random = SeededRandom(seed: seed)
        var hierarchy = ViewHierarchy()
        var window = View(name: "window", className: "UIWindow", frame: Rect(origin: .zero, size: size))
        window.color = "white"
        window.isWindow = true
        let windowID = hierarchy.appendUnchecked(window, parent: nil)
        var root = View(name: "root", frame: Rect(origin: .zero, size: size))
        root.controller = ViewController(name: "RootViewController")
        root.color = "systemGray6"
        let rootID = hierarchy.appendUnchecked(root, parent: windowID)
        var containers: [ViewID] = [rootID]
        var next = 0
        var serial = 0
        while hierarchy.count < viewCount + 1 {
            let parentID: ViewID
            if next < containers.count {
                parentID = containers[next]
                next += 1
            } else {
                parentID = rootID  // every container is full: keep adding to the root
            }
            let bounds = hierarchy[parentID].bounds
            let childCount = Int(random.next(in: 2...8))
            let columns = childCount <= 3 ? 1 : 2
            let rows = (childCount + columns - 1) / columns
            let cellWidth = bounds.size.width / Double(columns), cellHeight = bounds.size.height / Double(rows)
            for index in 0..<childCount where hierarchy.count < viewCount + 1 {
                serial += 1
                let x = bounds.minX + Double(index % columns) * cellWidth
                let y = bounds.minY + Double(index / columns) * cellHeight
                let inset = min(cellWidth, cellHeight) * random.unit() * 0.2
                let frame = Rect(
                    (x + inset).rounded(), (y + inset).rounded(),
                    max(1, (cellWidth - 2 * inset).rounded()), max(1, (cellHeight - 2 * inset).rounded()))
                let view = randomView(serial: serial, frame: frame, random: &random)
                let id = hierarchy.appendUnchecked(view, parent: parentID)  // names are unique by construction
                if Self.containerClasses.contains(view.className), frame.size.width >= 8, frame.size.height >= 8 {
                    containers.append(id)
                }
            }
        }
        let taps = (0..<5).map { _ in Point((random.unit() * size.width).rounded(), (random.unit() * size.height).rounded()) }
        return Scene(name: "Generated scene (\(viewCount) views, seed \(seed))", size: size, hierarchy: hierarchy, taps: taps)
    }

    private static let containerClasses: Set<String> = [
        "UIView", "UIStackView", "UIScrollView", "UITableViewCell", "UICollectionViewCell", "UIImageView",
    ]

    private static let palette = ["systemBlue", "systemGreen", "systemOrange", "systemPink", "systemTeal", "systemIndigo", "systemYellow", "lightGray"]

    private func randomView(serial: Int, frame: Rect, random: inout SeededRandom) -> View {
        let roll = random.unit()
        let className: String
        switch roll {
        case ..<0.30: className = "UIView"
        case ..<0.45: className = "UILabel"
        case ..<0.55: className = "UIImageView"
        case ..<0.72: className = "UIButton"
        case ..<0.78: className = "UIStackView"
        case ..<0.83: className = "UIScrollView"
        case ..<0.90: className = "UITableViewCell"
        case ..<0.94: className = "UICollectionViewCell"
        case ..<0.97: className = "UISwitch"
        default: className = "UIControl"
        }
        var view = View(name: "\(className.dropFirst(2).lowercased())\(serial)", className: className, frame: frame)
        view.color = Self.palette[Int(random.next(in: 0...UInt64(Self.palette.count - 1)))]
        if className == "UIButton" || className == "UILabel" { view.title = "\(className.dropFirst(2)) \(serial)" }
        if className == "UIScrollView" { view.boundsOrigin = Point(0, (random.unit() * frame.size.height / 2).rounded()) }
        let quirk = random.unit()
        switch quirk {
        case ..<0.03: view.isHidden = true
        case ..<0.05: view.alpha = 0
        case ..<0.08: view.isUserInteractionEnabled.toggle()
        case ..<0.11 where className == "UIButton" && !withoutPointInsideOverrides: view.pointInsideRule = .minimumSize(Size(44, 44))
        case ..<0.12: view.hitTestRule = .passThrough
        case ..<0.13: view.clipsToBounds = true
        case ..<0.14:
            let angle = (random.unit() - 0.5) * 0.2
            view.transform = Transform2D(a: cosine(angle), b: sine(angle), c: -sine(angle), d: cosine(angle), tx: 0, ty: 0)
        case ..<0.15 where view.isControl: view.isEnabled = false
        default: break
        }
        return view
    }
}

/// Sine and cosine by Taylor series for the small angles the generator uses (Core does not import Foundation);
/// exact to double precision for |x| ≤ 0.1.
private func sine(_ x: Double) -> Double {
    let x2 = x * x
    return x * (1 - x2 / 6 * (1 - x2 / 20 * (1 - x2 / 42 * (1 - x2 / 72))))
}

private func cosine(_ x: Double) -> Double {
    let x2 = x * x
    return 1 - x2 / 2 * (1 - x2 / 12 * (1 - x2 / 30 * (1 - x2 / 56)))
}
