import ArgumentParser
import HitScopeAudit

/// `--audit` and `--min-size` where a command can add the touch-target audit to what it writes (`report`, `gallery`).
struct AuditSectionOptions: ParsableArguments {
    @Flag(help: "Add the touch-target audit (as hitscope audit): findings linked to their views, effective areas; a gallery's index counts them.")
    var audit = false

    @Option(help: "With --audit: the minimum touch size, W×H or one number for both.")
    var minSize = SizeArgument(AuditOptions.humanInterfaceMinimum)

    /// The audit's options when `--audit` is given, else nil.
    var options: AuditOptions? { audit ? AuditOptions(minimumSize: minSize.size) : nil }
}
