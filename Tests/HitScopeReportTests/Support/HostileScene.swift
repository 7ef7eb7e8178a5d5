import HitScopeCore

/// A scene whose every name, title and controller is hostile markup or text that breaks naive writers.
enum HostileScene {
    /// Texts that must reach the page literally, never as markup or script.
    static let names = [
        "<script>window.__pwned=1</script>",
        "</svg><img src=x onerror=\"window.__pwned=1\">",
        "\"><svg onload=window.__pwned=1>",
        "</script><script>window.__pwned=1</script>",
        "&amp; &lt;b&gt; &#60;",
        "]]><!-- -->",
        "'single' \"double\" `back`",
        "\u{202E}reversed\u{200F} right-to-left",
        "emoji 😀👩‍💻 名字",
        "control\u{1B}[31m\u{7}\u{0}bell",
    ]

    static func scene() throws -> Scene {
        var hierarchy = ViewHierarchy()
        var window = View(name: "window", className: "UIWindow", frame: Rect(0, 0, 375, 667))
        window.color = "white"
        let windowID = try hierarchy.addWindow(window)
        var root = View(name: names[3], frame: Rect(0, 0, 375, 667))
        root.controller = ViewController(name: names[0])
        root.color = "#f2f2f7\" onload=\"window.__pwned=1"
        let rootID = try hierarchy.addSubview(root, to: windowID)
        for (index, name) in names.enumerated() where index != 3 {
            var view = View(name: name, className: "UIButton", frame: Rect(20, 20 + Double(index) * 62, 335, 54))
            view.title = names[(index + 1) % names.count]
            view.color = index.isMultiple(of: 2) ? "systemBlue" : "systemOrange"
            try hierarchy.addSubview(view, to: rootID)
        }
        return Scene(name: names[1] + " " + names[5], size: Size(375, 667), hierarchy: hierarchy, taps: [Point(100, 100), Point(100, 640)])
    }
}
