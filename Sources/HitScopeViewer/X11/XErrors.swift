import CX11
import Foundation
import HitScopeCore
import HitScopeFiles

/// What the X error handlers need to know; set once before the window opens. Xlib's handlers take no user data.
nonisolated(unsafe) var xDisplayNameForMessages = ""

/// Installs Xlib's error handlers: protocol errors (a clipboard requestor that went away) are reported and
/// survived; losing the server ends the program cleanly with a message, as Xlib requires (the handler must not
/// return).
func installXErrorHandlers() {
    XSetErrorHandler(reportXError)
    XSetIOErrorHandler(serverWentAway)
}

private func reportXError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 {
    guard let display, let event else { return 0 }
    var buffer = [CChar](repeating: 0, count: 256)
    XGetErrorText(display, Int32(event.pointee.error_code), &buffer, Int32(buffer.count))
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    StandardStreams.writeError(terminalSafe("hitscope view: X error ignored: \(text) (request \(event.pointee.request_code))") + "\n")
    return 0
}

private func serverWentAway(_ display: OpaquePointer?) -> Int32 {
    StandardStreams.writeError(terminalSafe("hitscope view: the X server \(xDisplayNameForMessages) went away; closing.") + "\n")
    exit(0)
}
