import Foundation

/// Writes to standard output and standard error, flushing so that pipes see each line at once.
enum Output {
    static func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }
}

/// Bad input named on the command line (an unknown view name): exit code 2.
struct InputError: Error {
    let message: String
}
