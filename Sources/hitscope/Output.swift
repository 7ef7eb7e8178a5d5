import Foundation
import HitScopeCore
import HitScopeFiles
import HitScopeOutput
import Synchronization

/// Standard output through one buffer for every command, written out when it fills and flushed at exit (`main`
/// flushes on every path, errors included) and before anything goes to standard error, so that the two keep
/// their order on a terminal. Standard error is written at once. A write to standard output that fails (a full
/// disk, a reader that closed the pipe: SIGPIPE is ignored) ends the command at once with its words and exit 2,
/// so that CI never keeps an empty SARIF file with a green status.
enum Output {
    private static let buffer = Mutex(ByteWriter())
    private static let capacity = 1 << 16

    /// `text` and a line feed.
    static func line(_ text: String) {
        buffer.withLock { writer in
            writer.text(text)
            writer.byte(0x0A)
            writeIfFull(&writer)
        }
    }

    /// `text` as it is; a large text is written straight through instead of copied into the buffer.
    static func text(_ text: String) {
        guard text.utf8.count < capacity else {
            flush()
            var text = text
            text.withUTF8 { write($0) }
            return
        }
        buffer.withLock { writer in
            writer.text(text)
            writeIfFull(&writer)
        }
    }

    /// A document as one JSON line, written into the buffer as it is encoded.
    static func jsonLine(_ document: some JSONStreamable) {
        write { writer in
            document.write(to: &writer)
            writer.byte(0x0A)
        }
    }

    /// Whatever `body` writes, straight into the buffer.
    static func write(_ body: (inout ByteWriter) -> Void) {
        buffer.withLock { writer in
            body(&writer)
            writeIfFull(&writer)
        }
    }

    /// What `other` has written; a large buffer is written straight through instead of copied into this one.
    static func append(_ other: ByteWriter) {
        guard other.bytes.count < capacity else {
            flush()
            other.bytes.withUnsafeBufferPointer { write($0) }
            return
        }
        write { $0.append(other) }
    }

    /// Writes out what the buffer holds.
    static func flush() {
        buffer.withLock { writer in
            writer.bytes.withUnsafeBufferPointer { write($0) }
            writer.removeAll()
        }
    }

    static func error(_ text: String) {
        flush()
        StandardStreams.writeError(text + "\n")
    }

    private static func writeIfFull(_ writer: inout ByteWriter) {
        guard writer.bytes.count >= capacity else { return }
        writer.bytes.withUnsafeBufferPointer { write($0) }
        writer.removeAll()
    }

    /// Writes every byte to standard output; a failed write ends the command with exit 2 (nothing more can be
    /// written there, and what was is incomplete).
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        do {
            try StandardStreams.writeOutput(UnsafeRawBufferPointer(bytes))
        } catch {
            StandardStreams.writeError("hitscope: \(error)\n")
            exit(ExitStatus.badInput)
        }
    }
}

/// Bad input named on the command line (an unknown view name): exit code 2.
struct InputError: Error {
    let message: String
}

/// `text` with every line made terminal-safe (`terminalSafe`), its line feeds kept: for messages of several lines
/// that quote what the user typed (swift-argument-parser's usage errors).
func terminalSafeLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { terminalSafe(String($0)) }.joined(separator: "\n")
}
