import ArgumentParser
import HitScopeCore
import HitScopeFixtures
import HitScopeScene

/// `hitscope generate`: a random but realistic scene, the same for the same seed.
struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write a random but realistic scene (for tests and benchmarks)."
    )

    @Option(help: "How many views (besides the window).")
    var views: Int

    @Option(help: "The random seed: the same seed gives the same scene.")
    var seed: UInt64 = 1

    @Option(name: .shortAndLong, help: "Where to write the scene (default: standard output).", completion: .file(extensions: ["yaml", "yml"]))
    var output: String?

    func validate() throws {
        guard (1...10_000_000).contains(views) else { throw ValidationError("--views must be between 1 and 10000000") }
        try OutputFile.check(output, inputs: [])
    }

    func run() throws {
        try OutputFile.write(SceneWriter.yaml(SceneGenerator(viewCount: views, seed: seed).generate()), to: output ?? "-")
    }
}
