/// `text` as one word for a POSIX shell, to paste safely: in single quotes, inside which nothing is special (no `$`,
/// no backquote, no `\`), each `'` of the text written as `'\''`. `pay$(touch x)` becomes `'pay$(touch x)'`. The
/// apostrophes are found among the Unicode scalars, as the shell reads bytes: one followed by a combining mark
/// (`'` U+0301, one Swift `Character` that is not `"'"`) still ends the shell's quotes, so it is escaped too.
public func shellQuoted(_ text: String) -> String {
    // Without an apostrophe byte (0x27 is never part of another scalar's UTF-8) the text is quoted whole: the
    // scalar-by-scalar copy below cost most of a page's why-commands.
    guard text.utf8.contains(UInt8(ascii: "'")) else { return "'" + text + "'" }
    var quoted = "'"
    for scalar in text.unicodeScalars {
        if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
    }
    return quoted + "'"
}

/// The command that asks HitScope why `view` is not the hit-test view at `point` of the scene file `file`, every
/// value quoted for a POSIX shell: `hitscope why 'scene.yaml' --at 187,277 --view 'playButton'`. Without a point,
/// `--at X,Y` is left for the reader to fill in. Every suggested `why` command is built here, for text, JSON,
/// SARIF, JUnit, the page and the viewer alike.
public func whyCommand(file: String, at point: Point?, view: String) -> String {
    let at = point.map { "\(formatNumber($0.x)),\(formatNumber($0.y))" } ?? "X,Y"
    return "hitscope why \(shellQuoted(file)) --at \(at) --view \(shellQuoted(view))"
}
