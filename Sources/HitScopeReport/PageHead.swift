import HitScopeRender

/// The start of every page HitScope writes (report, gallery index, diff): the doctype, the Content-Security-Policy,
/// the viewport and colour schemes, who wrote it, the title and the one style sheet, up to the end of `<head>`.
enum PageHead {
    /// `title` is text (escaped here); `generator` names the command (`hitscope report`).
    static func html(title: String, generator: String, policy: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(MarkupEscape.attribute(policy))">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <meta name="generator" content="\(generator)">
        <title>\(MarkupEscape.text(title))</title>
        <style>\(style)</style>
        </head>

        """
    }
}
