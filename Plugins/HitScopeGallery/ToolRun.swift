import Foundation

/// One run of a tool: its arguments, where its standard output goes, and how it ended.
struct ToolRun {
    let process = Process()

    /// Standard output goes to `standardOutput` when given, else to the plugin's; `directory` is the working one.
    init(_ tool: URL, _ arguments: [String], standardOutput: URL? = nil, directory: URL? = nil) throws {
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let standardOutput {
            guard FileManager.default.createFile(atPath: standardOutput.path(percentEncoded: false), contents: nil) else {
                throw GalleryPluginError("cannot write \(standardOutput.path(percentEncoded: false)) — check that the folder can be written")
            }
            process.standardOutput = try FileHandle(forWritingTo: standardOutput)
        }
    }

    /// Runs the tool to the end and gives its exit status.
    func status() throws -> Int32 {
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs the tool to the end; anything but exit 0 is an error.
    func check() throws {
        let status = try status()
        guard status == 0 else {
            throw GalleryPluginError("\(process.executableURL?.lastPathComponent ?? "the tool") \(process.arguments?.first ?? "") exited with \(status) (its message is above)")
        }
    }
}
