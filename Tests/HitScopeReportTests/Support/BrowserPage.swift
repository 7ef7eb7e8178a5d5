import Foundation

/// One tab of a `Chromium`: load a file, run script, click, take a screenshot; and what the page did meanwhile.
struct BrowserPage {
    let browser: Chromium
    let session: String
    let target: String

    /// What a load did besides showing the page.
    struct Load {
        /// Every request the page tried after the document itself, including ones the CSP blocked.
        var requests: [String]
        /// Exceptions, console errors and error log entries (CSP violations arrive as these).
        var errors: [String]
        /// From navigation to the load event, seen from the test.
        var seconds: Double
    }

    /// Loads a file and waits for its load event, then for a report's script to have read its data (a page without
    /// data, or one whose script never gets ready, after 10 s at most: its test then sees `hitscopeReady` unset).
    func open(_ file: URL, fragment: String? = nil) throws -> Load {
        _ = browser.takeEvents(session: session)
        let url = file.absoluteString + (fragment.map { "#" + $0 } ?? "")
        let start = Date()
        try browser.send("Page.navigate", ["url": url], session: session)
        _ = try browser.event("Page.loadEventFired", session: session)
        let seconds = Date().timeIntervalSince(start)
        // Lets the events of the load arrive.
        _ = try evaluate("""
            new Promise(done => { const start = Date.now(); (function wait() {
              if (window.hitscopeReady || !document.getElementById('hs-data') || Date.now() - start > 10000) done(1); else setTimeout(wait, 5);
            })(); })
            """)
        let events = browser.takeEvents(session: session)
        return Load(requests: Self.requests(in: events, except: url), errors: Self.errors(in: events), seconds: seconds)
    }

    /// The value at `path` (`views`, `regions.traces[0]`) of the page's data, as the browser decodes its block (the
    /// page's own way: base64, then `DecompressionStream`).
    func data(_ path: String) throws -> Any? {
        try evaluate("""
            (async () => {
              const text = atob(document.getElementById('hs-data').textContent);
              const bytes = Uint8Array.from(text, c => c.charCodeAt(0));
              const json = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate'))).text();
              return JSON.parse(json).\(path);
            })()
            """)
    }

    /// Requests and errors since the last look.
    func activity() -> (requests: [String], errors: [String]) {
        let events = browser.takeEvents(session: session)
        return (Self.requests(in: events, except: nil), Self.errors(in: events))
    }

    private static func requests(in events: [[String: Any]], except document: String?) -> [String] {
        events.compactMap { event -> String? in
            guard event["method"] as? String == "Network.requestWillBeSent",
                let params = event["params"] as? [String: Any], let request = params["request"] as? [String: Any],
                let url = request["url"] as? String
            else { return nil }
            if let document, url == document || url == document.components(separatedBy: "#")[0] { return nil }
            // A `data:` URL is the page's own bytes (a screenshot embedded in it), not a load from anywhere.
            return url.hasPrefix("data:") ? nil : url
        }
    }

    private static func errors(in events: [[String: Any]]) -> [String] {
        events.compactMap { event -> String? in
            let params = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.exceptionThrown":
                return "exception: \(params["exceptionDetails"] ?? "")"
            case "Runtime.consoleAPICalled" where params["type"] as? String == "error":
                return "console.error: \(params["args"] ?? "")"
            case "Log.entryAdded":
                let entry = params["entry"] as? [String: Any] ?? [:]
                return entry["level"] as? String == "error" ? "log: \(entry["text"] ?? "")" : nil
            default:
                return nil
            }
        }
    }

    /// Runs JavaScript in the page and returns its value (JSON-like).
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let result = try browser.send(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true], session: session)
        if let exception = result["exceptionDetails"] { throw Chromium.Failure(description: "script failed: \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// A left click at a point of the viewport, in CSS pixels.
    func click(x: Double, y: Double, alt: Bool = false) throws {
        for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
            try browser.send(
                "Input.dispatchMouseEvent",
                ["type": type, "x": x, "y": y, "button": "left", "buttons": type == "mousePressed" ? 1 : 0, "clickCount": 1, "modifiers": alt ? 1 : 0],
                session: session)
        }
    }

    /// A key press (`ArrowRight`, `ArrowLeft`, …) sent to the focused element.
    func press(_ key: String, code: Int) throws {
        for type in ["rawKeyDown", "keyUp"] {
            try browser.send(
                "Input.dispatchKeyEvent", ["type": type, "key": key, "code": key, "windowsVirtualKeyCode": code], session: session)
        }
    }

    /// A PNG of the viewport.
    func screenshot() throws -> Data {
        let result = try browser.send("Page.captureScreenshot", ["format": "png"], session: session)
        return Data(base64Encoded: result["data"] as? String ?? "") ?? Data()
    }

    func close() {
        _ = try? browser.send("Target.closeTarget", ["targetId": target])
    }
}
