import ArgumentParser
import Foundation
import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeFiles
import HitScopeOutput
import HitScopeReport
import HitScopeScene

/// `hitscope report`: one self-contained HTML file (or the drawing as SVG) that shows where each tap goes.
struct Report: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write a self-contained HTML report of a scene: the drawing, each tap step by step, the responder chain.",
        discussion: """
            Without --at, --drag or --finger, the scene's own taps and touches are shown; --hold keeps each --at \
            finger down that long. The report needs nothing else: no network, no other file. \
            Click any point of its drawing to see that point's hit-test, or ask why a view did not get a tap. \
            Given a folder, -o names a folder: one report per input of the folder at any depth, named as the \
            gallery names its pages (login.yaml: login.yaml.html), with no index (hitscope gallery writes one).
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case html, svg }

    @OptionGroup var input: SceneOptions
    @OptionGroup var screenshot: ScreenshotOption

    @Option(
        name: .customLong("at"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("A point X,Y to show (repeatable); default: the scene's taps and touches.", valueName: PointArgument.valueName),
        transform: PointArgument.init(parsing:))
    var points: [PointArgument] = []

    @OptionGroup var touchOptions: TouchOptions

    @Option(help: "Hit-testing passes to embed: UIKit runs 2 for every touch (same answer).")
    var passes: Int = 1

    @Option(help: "html (the report) or svg (the drawing alone).")
    var format: Format = .html

    @Option(help: "With --format svg: the tap (1-based) whose hit-test to draw over the scene.")
    var tap: Int?

    @Option(name: .shortAndLong, help: "The file to write; - for standard output. For a folder of scenes: the folder to write the reports into.", completion: .file(extensions: ["html", "svg"]))
    var output: String

    @OptionGroup var auditSection: AuditSectionOptions

    @Flag(help: .hidden)
    var debugDumpDisplayList = false

    func validate() throws {
        guard (1...2).contains(passes) else { throw ValidationError("--passes must be 1 or 2") }
        if let tap {
            guard format == .svg else { throw ValidationError("--tap only applies to --format svg") }
            guard tap >= 1 else { throw ValidationError("--tap counts from 1") }
        }
        guard touchOptions.touch == nil || points.isEmpty else { throw ValidationError("--drag and --finger show one touch: leave out --at") }
        guard !auditSection.audit || format == .html else { throw ValidationError("--audit adds a section to the HTML report: leave it out with --format svg") }
        if DiffInputs.isFolder(input.scene) {
            try validateFolder()
        } else {
            try OutputFile.check(output, inputs: input.inputs + [screenshot.screenshot].compactMap { $0 })
        }
    }

    /// A folder of scenes: reports into a folder, as HTML; the options that name one scene's file are refused.
    private func validateFolder() throws {
        guard format == .html, !debugDumpDisplayList else { throw ValidationError("a folder of scenes gets HTML reports: leave out --format svg") }
        guard screenshot.screenshot == nil else {
            throw ValidationError("--screenshot is one scene's picture: for a folder, use hitscope gallery with --screenshots FOLDER")
        }
        guard input.controllers == nil else { throw ValidationError("--controllers names one dump's controllers: report that dump on its own") }
        guard output != "-" else { throw ValidationError("-o - is standard output, which holds one report: name a folder for the reports of \(input.scene)") }
        if let folder = SameFile.input(output, among: [input.scene]) {
            throw ValidationError("-o \(output) is the folder \(folder) the reports are made of: write them into another folder")
        }
    }

    func run() async throws {
        let touches: [[Finger]]? = touchOptions.touch.map { [$0] } ?? (points.isEmpty ? nil : points.map { touchOptions.press(at: $0.point) })
        if DiffInputs.isFolder(input.scene) {
            var pages = try GalleryBuild(folder: input.scene, screenshots: nil, audit: auditSection.options, reading: input.reading)
            let count = try await pages.write(to: output, pages: .reports(touches: touches, passes: passes))
            for skipped in pages.skipped { Output.error("hitscope report: skipped \(terminalSafe(skipped.path)): \(skipped.reason.words)") }
            Output.error("hitscope report: wrote \(count) report\(count == 1 ? "" : "s") into \(terminalSafe(output))")
            return
        }
        let scene = try input.load(screenshot: screenshot.screenshot).scene
        try ReportInputs.checkSize(scene, file: input.scene)
        let tapCount = touches?.count ?? (scene.taps.count + scene.touches.count)
        if let tap, tap > tapCount {
            throw ValidationError("--tap \(tap): the report has \(tapCount) tap\(tapCount == 1 ? "" : "s")")
        }
        let sceneFile = input.scene == "-" ? "-" : URL(fileURLWithPath: input.scene).lastPathComponent
        var audited: AuditSceneResult?
        if let options = auditSection.options { audited = await Auditor(options: options).auditProvingFixes(scene, file: sceneFile) }
        let options = ReportOptions(touches: touches, passes: passes, sceneFile: sceneFile, audit: audited)
        let text: String
        if debugDumpDisplayList {
            text = JSONText.pretty(HTMLReport.displayList(scene: scene, options: options)) + "\n"
        } else {
            switch format {
            case .html: text = HTMLReport.html(scene: scene, options: options)
            case .svg: text = HTMLReport.svg(scene: scene, options: options, tap: tap.map { $0 - 1 })
            }
        }
        try OutputFile.write(text, to: output)
        // Standard output stays the document's (with -o -); what was written is said on standard error.
        if output != "-" {
            let what = format == .svg ? "the drawing" : "a report of \(tapCount) touch\(tapCount == 1 ? "" : "es")" + (audited == nil ? "" : " and its audit")
            Output.error("hitscope report: wrote \(terminalSafe(output)): \(what)")
        }
    }
}
