import Foundation
import FuzzSupport
import HitScopeDiff
import HitScopeOutput

// Feeds arbitrary bytes to the diff's baseline reader (`hitscope diff --baseline`): it reads them or refuses them
// with a message, never traps. libFuzzer runs the loop (built with -sanitize=fuzzer,address by scripts/fuzz).
runFuzzer { data in
    do throws(DiffBaseline.Refusal) {
        let document = try DiffBaseline.decode(data)
        var report = DiffReport(files: [])
        report.accept(document)
    } catch {
        precondition(!error.message.isEmpty && !error.hint.isEmpty, "a refusal without words")
    }
}
