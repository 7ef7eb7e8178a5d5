import ArgumentParser
import HitScopeFiles
import HitScopeReport
import HitScopeViewer

/// `hitscope view`: the scene in an X11 window, hit-tested live under the pointer.
struct View: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Open a scene in a window: hover to hit-test, press and drag to send touches, step through traces.",
        discussion: """
            Needs an X display (DISPLAY). Press ? in the window for the keys. The scene file is watched: saving it \
            updates the window, and a broken file keeps the last good scene with the error shown. Without a display, \
            use `hitscope report`.
            """
    )

    @OptionGroup var input: SceneOptions
    @OptionGroup var screenshot: ScreenshotOption

    @Option(help: "Write one JSON line per pointer event over the drawing to this file.", completion: .file())
    var eventLog: String?

    @Flag(help: "Print each frame's time and, on exit, the median pointer-motion-to-repaint time (standard error).")
    var stats = false

    @Option(help: "The window size in pixels, WIDTHxHEIGHT (at most the screen).")
    var size: String = "1180x760"

    @Option(help: "The X display to use instead of DISPLAY.")
    var display: String?

    @Option(help: "Where e (HTML report) and p (PNG) write; default: next to the scene file (the current folder for standard input).", completion: .directory)
    var outputDir: String?

    func validate() throws {
        guard parsedSize != nil else { throw ValidationError("--size must be WIDTHxHEIGHT in pixels, like 1180x760") }
        try OutputFile.check(eventLog, inputs: input.inputs + [screenshot.screenshot].compactMap { $0 })
    }

    private var parsedSize: (Int, Int)? {
        let parts = size.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0 else { return nil }
        return (parts[0], parts[1])
    }

    func run() throws {
        let scene = try input.load(screenshot: screenshot.screenshot).scene
        let (width, height) = parsedSize ?? (1180, 760)
        let options = ViewerOptions(
            scenePath: input.scene, eventLog: eventLog, stats: stats, width: width, height: height, display: display, outputDirectory: outputDir)
        let (path, reading, controllers, png) = (input.scene, input.reading, input.controllers, screenshot.screenshot)
        // The viewer reads no file and writes no page of its own: it asks these.
        let host = ViewerHost(
            reload: { try SceneFiles.load(path: path, reading: reading, controllers: controllers, screenshot: png).scene },
            report: { scene, points, sceneFile in HTMLReport.html(scene: scene, options: ReportOptions(points: points, sceneFile: sceneFile)) })
        do {
            try ViewerApp.run(scene: scene, options: options, host: host)
        } catch let error as ViewerError {
            throw InputError(message: error.message.replacingPrefix("hitscope view: ", with: "view: "))
        }
    }
}

extension String {
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
