import Foundation

/// The page's Content-Security-Policy: nothing may be loaded from anywhere; the one style sheet and the one
/// script of the page run because their SHA-256 hashes, computed here, are listed; a page with a screenshot may show
/// `data:` images (the screenshot is embedded in the page, never fetched).
enum ContentSecurityPolicy {
    /// The policy for a page with this style sheet and this script (nil: no script at all), and with embedded images
    /// when `images`.
    static func policy(style: String, script: String?, images: Bool = false) -> String {
        [
            "default-src 'none'",
            "style-src '\(hash(style))'",
            "script-src " + (script.map { "'\(hash($0))'" } ?? "'none'"),
            images ? "img-src data:" : "img-src 'none'", "font-src 'none'", "connect-src 'none'", "media-src 'none'", "object-src 'none'",
            "frame-src 'none'", "worker-src 'none'", "manifest-src 'none'", "base-uri 'none'", "form-action 'none'",
        ].joined(separator: "; ")
    }

    /// `sha256-BASE64` of the UTF-8 text, as CSP writes it.
    static func hash(_ text: String) -> String {
        "sha256-" + Data(SHA256.hash(text.utf8)).base64EncodedString()
    }
}
