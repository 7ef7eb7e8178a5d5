import HitScopeCore
import HitScopeRender

/// Self-contained reports of a scene: one HTML file that needs nothing else, or the drawing alone as SVG.
public enum HTMLReport {
    /// The HTML report: the same bytes for the same scene and options.
    public static func html(scene: Scene, options: ReportOptions) -> String {
        ReportPage(model: ReportModel(scene: scene, options: options)).html
    }

    /// The page's data, which `html` embeds deflated (`ReportData.json`): for the tests that hold its JSON to
    /// `JSONText.line`'s.
    package static func data(scene: Scene, options: ReportOptions) -> ReportData {
        ReportModel(scene: scene, options: options).data
    }

    /// The drawing as a standalone SVG file, with the overlay of tap `tap` (0-based) when given.
    public static func svg(scene: Scene, options: ReportOptions, tap: Int?) -> String {
        let list = displayList(scene: scene, options: options)
        let layers: Set<LayerKind> = tap.map { [.screenshot, .scene, .tap(index: $0), .labels] } ?? [.screenshot, .scene, .labels]
        return SVGWriter(.init(layers: layers, label: "Drawing of \(terminalSafe(scene.name))")).document(list)
    }

    /// The display list of the scene and its taps (without the touch-area overlay), for dumps and other back ends.
    public static func displayList(scene: Scene, options: ReportOptions) -> DisplayList {
        let tester = HitTester(scene.hierarchy)
        let taps = options.tracedTouches(of: scene).map { tester.trace($0.first?.samples.first?.point ?? .zero) }
        return SceneDrawing(scene: scene).displayList(taps: taps)
    }
}
