/// Something the interaction logic asks of the program around it: writing, copying, quitting.
public enum ViewerCommand: Hashable, Sendable {
    /// Append a line to the event log.
    case log(EventRecord)
    /// Put text on the clipboard.
    case copy(String)
    /// Write the edited scene as `NAME.edited.yaml` next to the original.
    case writeEdited
    /// Write the HTML report of what is shown.
    case exportHTML
    /// Write the window's picture as PNG.
    case exportPNG
    case quit
}
