import HitScopeCore
import HitScopeTestSupport

/// A scene whose every name, title and controller is hostile markup or text that breaks naive writers.
enum HostileScene {
    /// Texts that must reach the page literally, never as markup or script: each tries another context (element,
    /// attribute, raw-text elements, SVG, MathML, comments, URLs, JSON and JavaScript strings, template literals).
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
        "<img src=x onerror=window.__pwned=1>",
        "<iframe srcdoc=\"<script>parent.__pwned=1</script>\"></iframe>",
        "javascript:window.__pwned=1",
        "<a href=\"javascript:window.__pwned=1\">link</a>",
        "<style>*{display:none}</style>",
        "<base href=\"http://evil.example/\">",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:window.__pwned=1\">",
        "</title><script>window.__pwned=1</script>",
        "</textarea></noscript></style><script>window.__pwned=1</script>",
        "<math><mtext><table><mglyph><style><img src=x onerror=window.__pwned=1>",
        "\"});window.__pwned=1;//",
        "'-window.__pwned=1-'",
        "${window.__pwned=1}",
        "\u{2028}window.__pwned=1\u{2029}",
        "<!--<script>window.__pwned=1</script>-->",
        "<svg><script>window.__pwned=1</script></svg>",
        "&lt;script&gt;window.__pwned=1&lt;/script&gt;",
        "<SCRIPT >window.__pwned=1</SCRIPT >",
        "<x onmouseover=window.__pwned=1>hover</x>",
        "<details open ontoggle=window.__pwned=1>",
        "\u{9B}31m\u{9D}0;title\u{7}\u{85}\u{61C}",
    ]

    /// Where the view named `names[index]` sits (`names[3]` is the root view, all the others are in a grid).
    static func frame(_ index: Int) -> Rect {
        let place = index < 3 ? index : index - 1
        return Rect(20 + Double(place % 2) * 170, 20 + Double(place / 2) * 42, 165, 38)
    }

    static func scene() -> Scene {
        var t = TreeBuilder()
        let window = t.window { $0.color = "white" }
        let root = t.add(names[3], "UIView", Rect(0, 0, 375, 667), to: window) {
            $0.controller = ViewController(name: names[0])
            $0.color = "#f2f2f7\" onload=\"window.__pwned=1"
        }
        for (index, name) in names.enumerated() where index != 3 {
            t.add(name, "UIButton", frame(index), to: root) {
                $0.title = names[(index + 1) % names.count]
                $0.color = index.isMultiple(of: 2) ? "systemBlue" : "systemOrange"
            }
        }
        return Scene(name: names[1] + " " + names[5], size: Size(375, 667), hierarchy: t.hierarchy, taps: [Point(100, 100), Point(100, 640)])
    }
}
