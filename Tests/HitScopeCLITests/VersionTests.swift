import HitScopeCore
import HitScopeOutput
import Testing
import HitScopeTestSupport

/// `hitscope --version` and the completion scripts scripts/install writes.
struct VersionTests {
    @Test func versionIsTheOnePlaceItIsWritten() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == HitScopeVersion.current + "\n")
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameEverySubcommand(shell: String) throws {
        let result = try CLI.run(["--generate-completion-script", shell])
        #expect(result.status == 0)
        for subcommand in ["trace", "why", "generate", "import", "audit", "report", "gallery", "view"] {
            #expect(result.stdout.contains(subcommand), "\(shell) completions without \(subcommand)")
        }
    }
}
