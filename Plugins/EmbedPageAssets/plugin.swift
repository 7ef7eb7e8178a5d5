import Foundation
import PackagePlugin

/// Compiles the report page's script and style sheets into the target: every `.js` and `.css` file of
/// `Resources/Page` becomes a string constant of `enum PageAssets` in a Swift file of the plugin's work directory
/// (never committed). The files are the command's inputs, so editing one is picked up by the next `swift build`.
/// The list of files is read when SwiftPM plans the build, which it does again only when the package's targets or
/// manifest change: after adding or removing a file here, `touch Package.swift` (a removed file otherwise stops the
/// build with "missing inputs").
@main
struct EmbedPageAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Resources/Page")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { ["js", "css"].contains($0.pathExtension) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "PageAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding Resources/Page (\(files.count) files) into \(target.name)",
                executable: try context.tool(named: "PageAssetEmbedder").url,
                arguments: [output.path(percentEncoded: false)] + files.map { $0.path(percentEncoded: false) },
                inputFiles: files,
                outputFiles: [output]
            )
        ]
    }
}
