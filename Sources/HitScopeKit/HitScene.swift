import HitScopeCore
import HitScopeFiles
import HitScopeScene

/// A view hierarchy to ask where touches go: a scene file (YAML or JSON) or a `recursiveDescription` dump.
///
/// Load it once, then ask it as UIKit would: ``hitTest(at:)`` for the hit-test view, ``trace(at:)`` for every step
/// and the responder chain, ``why(_:at:)`` for the first rule that kept a view from a touch, ``audit(minimumSize:)``
/// for the touch-target findings and ``report(points:auditMinimumSize:)`` for the HTML report. Every answer comes from the
/// same engine as the `hitscope` command, so a test and the command never disagree.
///
/// ```swift
/// let scene = try HitScene.load(file: "Snapshots/checkout.yaml")
/// let pay = try scene.view(named: "payButton")
/// #expect(scene.hitTest(at: pay.center) == pay)
/// ```
public struct HitScene: Sendable {
    /// The file the scene was read from, as given to ``load(file:format:strict:)``.
    public let file: String
    /// Problems that did not stop reading (dump lines that were skipped), each as `file:line:column: what is wrong`,
    /// then what was lost in all (`file: lost 3 views …`), if anything was.
    public let warnings: [String]
    let scene: Scene
    let tester: HitTester
    /// What the file was read as: a scene file's view names are its author's (`touchDiff(from:)` matches by them).
    let format: InputFormat

    init(_ loaded: LoadedScene, file: String) {
        self.file = file
        self.warnings = (loaded.warnings + [loaded.lossSummary].compactMap { $0 }).map(\.description)
        self.scene = loaded.scene
        self.format = loaded.format
        self.tester = HitTester(loaded.scene.hierarchy)
    }

    /// Reads a scene file or a `recursiveDescription` dump (`-` reads standard input), by the command's path rules
    /// (docs/security.md): what the scene names (its screenshot) and a symbolic link may lead only inside its project
    /// (its git work tree, else its folder).
    ///
    /// - Parameters:
    ///   - file: the path of a scene file (`.yaml`, `.yml`, `.json`) or of a dump; `-` for standard input.
    ///   - format: how to read the file; `.auto` decides from its content.
    ///   - strict: refuse dumps and accessibility snapshots with lines that cannot be read instead of skipping them
    ///     with a warning.
    /// - Throws: ``HitScopeError`` saying `file:line:column: what is wrong — what to do`.
    public static func load(file: String, format: InputFormat = .auto, strict: Bool = false) throws(HitScopeError) -> HitScene {
        do {
            return HitScene(try SceneFiles.load(path: file, reading: SceneReading(format: format, strict: strict)), file: file)
        } catch {
            throw HitScopeError(error)
        }
    }

    /// The scene's name (a dump's is its file name).
    public var name: String { scene.name }

    /// The screen size the scene is drawn at.
    public var size: Size { scene.size }

    /// The taps the scene file lists (`taps:`), in screen points.
    public var taps: [Point] { scene.taps }

    /// Every view of the scene, in the order the scene file or dump lists them.
    public var views: [SceneView] { scene.hierarchy.views.indices.map { SceneView(ViewID($0), in: scene.hierarchy) } }

    /// The view called `name`; a dump names its views by class and counter (`UIButton1`).
    /// - Throws: ``HitScopeError`` naming the closest name the scene has.
    public func view(named name: String) throws(HitScopeError) -> SceneView {
        guard let id = scene.hierarchy.id(named: name) else {
            throw HitScopeError(file: file, message: ViewLookup.unknownViewMessage(name, in: scene.hierarchy, scene: file))
        }
        return SceneView(id, in: scene.hierarchy)
    }

    /// The hit-test view for a tap at `point` (screen points), or `nil` when every window returns nil.
    public func hitTest(at point: Point) -> SceneView? {
        tester.hitTest(point).map { SceneView($0, in: scene.hierarchy) }
    }
}
