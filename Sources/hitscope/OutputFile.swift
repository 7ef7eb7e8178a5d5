import Foundation

/// Writes a command's result to a file, or to standard output for `-`.
enum OutputFile {
    static func write(_ text: String, to path: String) throws {
        guard path != "-" else {
            Output.text(text)
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw InputError(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
