/// Something in a `recursiveDescription` dump that HitScope could not use, in words: what happened and why
/// (`message`), and what to do (`hint`). Every text the dump reader prints comes from here.
///
/// A problem makes HitScope skip the record it is on, with everything nested under it (or, with `--strict`, stop).
enum DumpProblem: Error, Hashable, Sendable {
    /// A line with `|` markers but no `<Class: 0x…; …>` record on it.
    case notARecord(preview: String)
    /// The record does not start `<Class: 0x…`.
    case malformedRecord(preview: String)
    /// The line ends before the record's closing `>`.
    case cutOff(className: String)
    /// A `text = '…` that never ends.
    case unterminatedText(className: String)
    /// The record has no `frame = (x y; w h)`.
    case missingFrame(className: String)
    /// A value HitScope reads (`frame`, `alpha`, …) is not written the way UIKit writes it.
    case badValue(key: String, value: String, expected: String)
    /// A value holds nan or an infinity.
    case nonFinite(key: String, value: String)
    /// The numbers are finite but too large to place the view with.
    case tooLarge(key: String, value: String)
    /// A `transform3D` with perspective, which a 2-D model cannot hold.
    case perspective(value: String)
    /// The frame is smaller than any view under its transform could be.
    case frameDoesNotFitTransform(frame: String, transform: String)
    /// The record is more than one level deeper than the record before it.
    case depthJump(depth: Int, parentDepth: Int)
    /// The record is shallower than the first record of the dump.
    case shallowerThanFirst(depth: Int, firstDepth: Int)
    /// A top-level record that is not a window, in a dump that starts with a window.
    case rootIsNotAWindow(className: String)

    var message: String {
        switch self {
        case .notARecord(let preview):
            return "this line has `|` markers but no view record ('\(preview)')"
        case .malformedRecord(let preview):
            return "'\(preview)' is not a view record: a record starts `<Class: 0x…`"
        case .cutOff(let className):
            return "the \(className) record is cut off: its closing '>' is missing"
        case .unterminatedText(let className):
            return "the text of the \(className) record never ends: its closing quote is missing"
        case .missingFrame(let className):
            return "the \(className) record has no frame, so HitScope cannot place it"
        case .badValue(let key, let value, let expected):
            return "\(key) '\(value)' is not \(expected)"
        case .nonFinite(let key, let value):
            return "\(key) \(value) is not finite; UIKit never hits such a view and HitScope cannot compute with it"
        case .tooLarge(let key, let value):
            return "\(key) \(value) is too large to place the view with"
        case .perspective(let value):
            return "transform3D \(value) has perspective (m14 or m24 is not 0), which HitScope cannot model"
        case .frameDoesNotFitTransform(let frame, let transform):
            return "frame \(frame) cannot be the bounding box of a view transformed by \(transform)"
        case .depthJump(let depth, let parentDepth):
            return "this record is at depth \(depth) but the record before it is at depth \(parentDepth): a line is missing, so its superview is unknown"
        case .shallowerThanFirst(let depth, let firstDepth):
            return "this record is at depth \(depth), shallower than the first record (depth \(firstDepth)): its superview is not in the dump"
        case .rootIsNotAWindow(let className):
            return "this top-level \(className) is not a window, and the dump starts with a window: its frame is in a space the dump does not show"
        }
    }

    var hint: String {
        switch self {
        case .notARecord, .malformedRecord:
            return "paste the line as Xcode printed it: `   |    | <Class: 0x…; frame = (x y; w h); …>`"
        case .cutOff, .unterminatedText:
            return "paste the whole line as Xcode printed it"
        case .missingFrame:
            return "add `frame = (x y; w h)` as UIKit prints it"
        case .badValue, .nonFinite, .tooLarge, .perspective, .frameDoesNotFitTransform:
            return "fix the value, or remove the record"
        case .depthJump:
            return "paste the missing line, or the whole dump"
        case .shallowerThanFirst, .rootIsNotAWindow:
            return "paste one dump that starts at a common superview (or at the window)"
        }
    }

    /// The message of a warning: the problem and what was skipped because of it.
    func warningMessage(skippedViews: Int, isRecord: Bool) -> String {
        let inside = skippedViews - (isRecord ? 1 : 0)
        let nested = inside == 1 ? "the view nested under it" : "the \(inside) views nested under it"
        let skipped: String
        switch (isRecord, inside) {
        case (true, 0): skipped = "skipped this view"
        case (true, _): skipped = "skipped this view and \(nested)"
        case (false, 0): skipped = "ignored this line"
        case (false, _): skipped = "ignored this line and skipped \(nested)"
        }
        return "\(message); \(skipped)"
    }

    /// The hint of a `--strict` error: the fix, and what HitScope does without `--strict`.
    var strictHint: String { "\(hint) (without --strict, HitScope skips it with a warning)" }
}

/// Something HitScope had to assume about a record it kept, or a loss the dump itself marks.
enum DumpNote: Hashable, Sendable {
    /// The transform maps widths and heights alike (a 45° rotation), so only the sum of the bounds' sides is known.
    case boundsAssumedSquare(size: String)
    /// `alpha` outside 0…1 (UIKit stores what it is given).
    case alphaOutOfRange(value: String, readAs: String)
    /// A frame with a negative width or height.
    case negativeSize(frame: String, readAs: String)
    /// Text before a record that is not an annotation HitScope knows (an NSLog's own words).
    case ignoredText(preview: String, className: String)
    /// A line without markers that mentions a view after other text, with nothing nested under it: a log line.
    case logLine(preview: String, className: String)
    /// The record ends before its closing `>` but after a complete frame (`lastKey` is the last whole field).
    case cutAfterFrame(className: String, lastKey: String)
    /// An author's `...` line: records left out of the dump.
    case elided(preview: String)
    /// A line between two records that is not a record of the dump (a log line, text HitScope cannot read).
    case ignoredLine(preview: String)
    /// A record lldb printed as a property of a Swift object, not as a view of the dump.
    case swiftProperty(className: String)

    var message: String {
        switch self {
        case .boundsAssumedSquare(let size):
            return "the frame and transform fix only the sum of the bounds' sides; assumed a square \(size)"
        case .alphaOutOfRange(let value, let readAs):
            return "alpha = \(value) is outside 0…1; read as \(readAs) (hit-testing only compares it with 0.01)"
        case .negativeSize(let frame, let readAs):
            return "frame \(frame) has a negative size; read as \(readAs), as CGRect functions do"
        case .ignoredText(let preview, let className):
            return "ignored the text '\(preview)' before the \(className) record; read the record"
        case .logLine(let preview, let className):
            return "this line mentions a \(className) after other text ('\(preview)') and nothing is nested under it: read as a log line, not as part of the dump"
        case .cutAfterFrame(let className, let lastKey):
            return "the \(className) record is cut off after its \(lastKey): its closing '>' is missing; kept this view with what it printed up to \(lastKey), and UIView's defaults for what would have followed (hidden, alpha, userInteractionEnabled and transform may be lost)"
        case .elided(let preview):
            return "'\(preview)' stands for records left out of the dump: they are not in the scene, and a view there may take the touch"
        case .ignoredLine(let preview):
            return "ignored the line '\(preview)' in the middle of the dump: it is not a view record; the records after it keep their places"
        case .swiftProperty(let className):
            return "this \(className) is a property of the Swift object lldb printed above it, not a view of the dump: its frame is in a superview the output does not show; skipped it"
        }
    }

    var hint: String {
        switch self {
        case .boundsAssumedSquare: "if the view is not square, set its frame in the scene file"
        case .alphaOutOfRange, .negativeSize: "nothing to do unless the view should be hit differently"
        case .cutAfterFrame: "paste the whole line as Xcode printed it"
        case .elided: "paste the whole dump as Xcode printed it"
        case .logLine: "if it is the dump's first record, paste its subviews' lines after it as Xcode printed them"
        case .ignoredText: "nothing to do if the text is a log message's own words (docs/recursive-description.md lists the annotations HitScope reads)"
        case .ignoredLine: "if it was a record, paste it as Xcode printed it"
        case .swiftProperty: "to read the object's subviews, print its recursiveDescription: `po view.value(forKey: \"recursiveDescription\")!`"
        }
    }
}

/// Errors about the dump as a whole.
enum DumpFileProblem {
    /// The reason no view was read, with the first log line that mentions a view, if any.
    static func noRecords(file: String, logLine: (line: Int, preview: String)?) -> SceneError {
        if let logLine {
            return SceneError(
                file: file, line: logLine.line, column: 1,
                message: "no recursiveDescription records: this line has a view description after other text ('\(logLine.preview)'), which is a log line, not a dump",
                hint: "paste what `po [[UIWindow keyWindow] recursiveDescription]` (or `po view.recursiveDescription()`) prints")
        }
        return SceneError(
            file: file, line: 0, column: 0,
            message: "no recursiveDescription records: no line holds `<Class: 0x…; frame = …>`",
            hint: "paste what `po [[UIWindow keyWindow] recursiveDescription]` (or `po view.recursiveDescription()`) prints")
    }
}

/// `1 view`, `3 views`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// Shortens text quoted in a message: one line, control characters shown as `?`, at most 40 characters.
func dumpPreview(_ text: String) -> String {
    let trimmed = text.trimmingDumpSpaces()
    let safe = String(String.UnicodeScalarView(trimmed.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
    return safe.count > 40 ? String(safe.prefix(40)) + "…" : safe
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    func trimmingDumpSpaces() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
