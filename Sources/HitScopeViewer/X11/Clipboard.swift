import CX11

/// Owns the CLIPBOARD and PRIMARY selections while the viewer has copied text, and serves it to other programs
/// (as UTF8_STRING, STRING or TEXT, and the list of TARGETS).
final class Clipboard {
    private let boundary: XEventBoundary
    private var text: String?

    init(boundary: XEventBoundary) { self.boundary = boundary }

    private var window: XWindow { boundary.window }
    private var atoms: Atoms { window.atoms }

    /// Takes both selections with `text` as their content.
    func copy(_ text: String) {
        self.text = text
        for selection in [atoms.clipboard, atoms.primary] {
            XSetSelectionOwner(window.connection.display, selection, window.id, Time(CurrentTime))
        }
    }

    func lost(_ selection: Atom) {
        if selection == atoms.clipboard { text = nil }
    }

    /// Answers a request: the text in the requested form, the list of forms, or a refusal.
    func serve(_ request: ClipboardRequest) {
        let display = window.connection.display
        // Obsolete clients leave the property out: ICCCM says to use the target as the property then.
        let property = request.property == Atom(None) ? request.target : request.property
        guard let text else {
            boundary.notify(request, property: Atom(None))
            return
        }
        if request.target == atoms.targets {
            // Format 32 properties are passed as C longs, one per atom.
            let targets = [atoms.targets, atoms.utf8String, atoms.string, atoms.text]
            _ = targets.withUnsafeBytes { bytes in
                XChangeProperty(display, request.requestor, property, Atom(XA_ATOM), 32, PropModeReplace,
                                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), Int32(bytes.count / MemoryLayout<Atom>.size))
            }
        } else if [atoms.utf8String, atoms.text, atoms.string].contains(request.target) {
            // STRING is Latin-1: characters beyond it become `?`.
            let bytes: [UInt8] = request.target == atoms.string ? text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3f } : Array(text.utf8)
            let type = request.target == atoms.string ? atoms.string : atoms.utf8String
            XChangeProperty(display, request.requestor, property, type, 8, PropModeReplace, bytes, Int32(bytes.count))
        } else {
            boundary.notify(request, property: Atom(None))
            return
        }
        boundary.notify(request, property: property)
    }
}
