import Foundation
import FuzzSupport
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeScene

// Two inputs (split at the first line "----"), each read as `hitscope diff` reads a file (any format); whatever
// reads is diffed: matching, exact areas in both versions, causes, touches, every output. The areas must add up:
// before − lost + gained = after. libFuzzer runs the loop (built with -sanitize=fuzzer,address by scripts/fuzz).
let separator = Data("\n----\n".utf8)

runFuzzer { data in
    let parts = data.range(of: separator).map { (data[..<$0.lowerBound], data[$0.upperBound...]) } ?? (data, data)
    guard let old = try? SceneInput.load(data: Data(parts.0), file: "old"), let new = try? SceneInput.load(data: Data(parts.1), file: "new"),
        old.scene.hierarchy.count < 400, new.scene.hierarchy.count < 400
    else { return }
    // Detached: the loop runs on the main thread, which waits here.
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var report: DiffReport?
    Task.detached {
        let file = await SceneDiffer(minimumChange: 0).diff(
            old: old.scene, new: new.scene, oldFile: "old", newFile: "new", namesAreAuthored: old.format == .scene && new.format == .scene)
        report = DiffReport(files: [file])
        done.signal()
    }
    done.wait()
    guard let report else { return }
    for view in report.files.flatMap(\.views) {
        let lost = view.lostTo.reduce(0) { $0 + $1.area }
        let gained = view.gainedFrom.reduce(0) { $0 + $1.area }
        precondition(abs(view.areaBefore - lost + gained - view.areaAfter) < 0.01 * max(1, view.areaBefore), "areas do not add up: \(view)")
    }
    _ = DiffTextWriter().text(report)
    let json = JSONText.pretty(DiffDocument(report))
    precondition((try? DiffBaseline.decode(Data(json.utf8))) != nil, "a diff's JSON does not read back as a baseline")
    _ = JSONText.pretty(DiffSarifLog(report, toolVersion: "fuzz"))
}
