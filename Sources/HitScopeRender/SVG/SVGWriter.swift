import HitScopeCore

/// Writes a display list as SVG: the report's drawing. Theme roles become classes (coloured by `SVGTheme.css`),
/// scene colours become attributes, subjects become `id` and `data-` attributes that the report's page script
/// uses. Every text goes through `MarkupEscape`.
public struct SVGWriter: Sendable {
    public struct Options: Sendable {
        /// Prepended to every id, so that several drawings can share a page.
        public var idPrefix: String
        /// Which layers to write; nil: all.
        public var layers: Set<LayerKind>?
        /// What assistive technology reads for the whole drawing. Written as given (markup-escaped): pass names in it
        /// through `terminalSafe` first, as the drawing's own labels are.
        public var label: String
        /// Whether shapes carry their tooltips (`<title>`); large drawings leave them out to stay small.
        public var tooltips: Bool

        public init(idPrefix: String = "hs-", layers: Set<LayerKind>? = nil, label: String, tooltips: Bool = true) {
            self.idPrefix = idPrefix
            self.layers = layers
            self.label = label
            self.tooltips = tooltips
        }
    }

    public let options: Options

    public init(_ options: Options) { self.options = options }

    /// A standalone `.svg` file: the drawing with its own style sheet.
    public func document(_ list: DisplayList) -> String {
        let style = Markup.el("style", [], [.text(SVGTheme.css)])
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + MarkupWriter.render(svg(list, extra: [style], standalone: true), html: false) + "\n"
    }

    /// The `<svg>` element for a page whose style sheet includes `SVGTheme.css`.
    public func element(_ list: DisplayList) -> Markup { svg(list, extra: [], standalone: false) }

    private func svg(_ list: DisplayList, extra: [Markup], standalone: Bool) -> Markup {
        let canvas = list.canvas
        var children = extra
        children.append(.el("title", [], [.text(options.label)]))
        children.append(.el("rect", [
            ("x", n(canvas.x)), ("y", n(canvas.y)), ("width", n(canvas.width)), ("height", n(canvas.height)), ("class", "f-canvas"),
        ]))
        var patterns = PatternSet(prefix: options.idPrefix)
        var clipCount = 0
        var layers: [Markup] = []
        for layer in list.layers where options.layers?.contains(layer.kind) ?? true {
            layers.append(write(layer, patterns: &patterns, clipCount: &clipCount))
        }
        if !patterns.defs.isEmpty { children.append(.el("defs", [], patterns.defs)) }
        children += layers
        return .el("svg", [
            ("xmlns", standalone ? "http://www.w3.org/2000/svg" : nil),
            ("viewBox", "\(n(canvas.x)) \(n(canvas.y)) \(n(canvas.width)) \(n(canvas.height))"),
            ("width", n(canvas.width)), ("height", n(canvas.height)),
            ("class", "hs-drawing"), ("role", "img"), ("aria-label", options.label),
        ], children)
    }

    private func write(_ layer: Layer, patterns: inout PatternSet, clipCount: inout Int) -> Markup {
        // Clip groups nest: each beginClip opens a group that the matching endClip closes.
        var stack: [(attributes: [(String, String?)], children: [Markup])] = [(layerAttributes(layer.kind), [])]
        for item in layer.items {
            switch item {
            case .beginClip(let path):
                clipCount += 1
                let id = "\(options.idPrefix)c\(clipCount)"
                stack[stack.count - 1].children.append(.el("clipPath", [("id", id)], [.el("path", [("d", d(path))])]))
                stack.append(([("clip-path", "url(#\(id))")], []))
            case .endClip:
                guard stack.count > 1 else { continue }
                let group = stack.removeLast()
                stack[stack.count - 1].children.append(.el("g", group.attributes, group.children))
            default:
                stack[stack.count - 1].children.append(write(item, patterns: &patterns))
            }
        }
        while stack.count > 1 {
            let group = stack.removeLast()
            stack[stack.count - 1].children.append(.el("g", group.attributes, group.children))
        }
        return .el("g", stack[0].attributes, stack[0].children)
    }

    private func layerAttributes(_ kind: LayerKind) -> [(String, String?)] {
        switch kind {
        case .screenshot: [("class", "layer layer-screenshot")]
        case .scene: [("class", "layer layer-scene")]
        case .touchAreas: [("class", "layer layer-touch")]
        case .tap(let index): [("class", "layer layer-tap"), ("data-tap", "\(index)")]
        case .labels: [("class", "layer layer-labels")]
        }
    }

    private func write(_ item: DisplayItem, patterns: inout PatternSet) -> Markup {
        switch item {
        case .shape(let shape):
            var attributes: [(String, String?)] = [("d", d(shape.path))]
            var classes = subjectClasses(shape.subject)
            switch shape.fill {
            case nil: attributes.append(("fill", "none"))
            case .solid(let paint)?: paintAttributes(paint, property: "fill", classes: &classes, attributes: &attributes)
            case .hatch(let paint)?: attributes.append(("fill", "url(#\(patterns.id(for: paint)))"))
            }
            if let stroke = shape.stroke { strokeAttributes(stroke, classes: &classes, attributes: &attributes) }
            if shape.opacity < 1 { attributes.append(("opacity", n(shape.opacity))) }
            attributes += subjectAttributes(shape.subject)
            if !classes.isEmpty { attributes.append(("class", classes.joined(separator: " "))) }
            let tooltip = options.tooltips ? shape.tooltip.map { [Markup.el("title", [], [.text($0)])] } : nil
            return .el("path", attributes, tooltip ?? [])
        case .text(let run):
            var classes = subjectClasses(run.subject)
            var attributes: [(String, String?)] = [("x", n(run.origin.x)), ("y", n(run.origin.y))]
            if let style = SVGTheme.textClass(size: run.size, weight: run.weight, anchor: run.anchor) {
                classes.append(style)
            } else {
                attributes += [
                    ("font-size", n(run.size)), ("font-weight", run.weight == .bold ? "bold" : nil),
                    ("text-anchor", run.anchor == .start ? nil : run.anchor.rawValue),
                ]
            }
            paintAttributes(run.paint, property: "fill", classes: &classes, attributes: &attributes)
            attributes += subjectAttributes(run.subject)
            if !classes.isEmpty { attributes.append(("class", classes.joined(separator: " "))) }
            return .el("text", attributes, [.text(run.text)])
        case .badge(let badge):
            let c = badge.center
            return .el("g", [("class", "badge o-\(badge.outcome.rawValue)")] + subjectAttributes(badge.subject), [
                .el("circle", [("cx", n(c.x)), ("cy", n(c.y)), ("r", n(badge.radius)), ("class", "f-\(badge.outcome.role.rawValue)")]),
                // Its size, weight and centring are the theme's (`SVGTheme.css`), the same on every badge.
                .el("text", [("x", n(c.x)), ("y", n(c.y + Badge.labelBaseline)), ("class", "f-badgeInk")], [.text(badge.label)]),
            ])
        case .arrow(let arrow):
            var classes = ["arrow"]
            var line: [(String, String?)] = [("d", "M\(n(arrow.from.x)) \(n(arrow.from.y))L\(n(arrow.to.x)) \(n(arrow.to.y))"), ("fill", "none")]
            strokeAttributes(arrow.stroke, classes: &classes, attributes: &line)
            var headClasses: [String] = []
            var head: [(String, String?)] = [("d", d(Path(polygon: arrow.head)))]
            paintAttributes(arrow.stroke.paint, property: "fill", classes: &headClasses, attributes: &head)
            head.append(("class", headClasses.joined(separator: " ")))
            return .el("g", [("class", (classes + subjectClasses(arrow.subject)).joined(separator: " "))] + subjectAttributes(arrow.subject), [
                .el("path", line), .el("path", head),
            ])
        case .tapMarker(let marker):
            let p = marker.point
            let cross = "M\(n(p.x - 14)) \(n(p.y))H\(n(p.x - 4))M\(n(p.x + 4)) \(n(p.y))H\(n(p.x + 14))"
                + "M\(n(p.x)) \(n(p.y - 14))V\(n(p.y - 4))M\(n(p.x)) \(n(p.y + 4))V\(n(p.y + 14))"
            return .el("g", [("class", "tap-marker")] + subjectAttributes(marker.subject), [
                .el("circle", [("cx", n(p.x)), ("cy", n(p.y)), ("r", "7"), ("fill", "none"), ("stroke-width", "5"), ("class", "s-screen")]),
                .el("path", [("d", cross), ("fill", "none"), ("stroke-width", "5"), ("class", "s-screen")]),
                .el("circle", [("cx", n(p.x)), ("cy", n(p.y)), ("r", "7"), ("fill", "none"), ("stroke-width", "2"), ("class", "s-tapMarker")]),
                .el("path", [("d", cross), ("fill", "none"), ("stroke-width", "2"), ("class", "s-tapMarker")]),
                .el("text", [
                    ("x", n(marker.labelOrigin.x)), ("y", n(marker.labelOrigin.y)), ("font-size", n(TapMarker.labelSize)), ("font-weight", "bold"),
                    ("stroke-width", "3"), ("paint-order", "stroke"), ("class", "f-tapMarker s-screen"),
                ], [.text(marker.label)]),
            ])
        case .picture(let picture):
            let r = picture.rect
            return .el("image", [
                ("x", n(r.x)), ("y", n(r.y)), ("width", n(r.width)), ("height", n(r.height)), ("preserveAspectRatio", "none"),
                ("opacity", picture.opacity < 1 ? n(picture.opacity) : nil), ("href", "data:image/png;base64," + Base64.encode(picture.png)),
            ])
        case .beginClip, .endClip:
            return .fragment([])  // handled by the layer writer
        }
    }

    private func paintAttributes(_ paint: Paint, property: String, classes: inout [String], attributes: inout [(String, String?)]) {
        switch paint {
        case .theme(let role):
            classes.append("\(property == "fill" ? "f" : "s")-\(role.rawValue)")
        case .color(let color):
            attributes.append((property, hex(color)))
            if color.alpha < 255 { attributes.append(("\(property)-opacity", n((Double(color.alpha) / 255 * 1000).rounded() / 1000))) }
        }
    }

    private func strokeAttributes(_ stroke: Stroke, classes: inout [String], attributes: inout [(String, String?)]) {
        paintAttributes(stroke.paint, property: "stroke", classes: &classes, attributes: &attributes)
        if stroke.width != 1 { attributes.append(("stroke-width", n(stroke.width))) }
        let dashes = stroke.dash.pattern(width: stroke.width)
        if !dashes.isEmpty { attributes.append(("stroke-dasharray", dashes.map(n).joined(separator: " "))) }
    }

    private func subjectClasses(_ subject: Subject?) -> [String] {
        switch subject {
        case .view?: ["vb"]
        case .viewMark?: ["vm"]
        case .touchArea?: ["ta"]
        case .visit?: ["visit"]
        case .tap?, nil: []
        }
    }

    private func subjectAttributes(_ subject: Subject?) -> [(String, String?)] {
        switch subject {
        case .view(let index)?: [("id", "\(options.idPrefix)v\(index)"), ("data-view", "\(index)")]
        case .viewMark(let index)?: [("data-view", "\(index)")]
        case .touchArea(let index)?: [("data-view", index.map { "\($0)" } ?? "none")]
        case .visit(_, let step, let view)?: [("data-step", "\(step)"), ("data-view", "\(view)")]
        case .tap(let index)?: [("data-tap", "\(index)")]
        case nil: []
        }
    }

    /// Path data with absolute commands; straight runs use the short H and V forms.
    private func d(_ path: Path) -> String {
        var text = ""
        var current = Point.zero
        for command in path.commands {
            switch command {
            case .move(let p):
                text += "M\(n(p.x)) \(n(p.y))"
                current = p
            case .line(let p):
                if p.y == current.y {
                    text += "H\(n(p.x))"
                } else if p.x == current.x {
                    text += "V\(n(p.y))"
                } else {
                    text += "L\(n(p.x)) \(n(p.y))"
                }
                current = p
            case .curve(let c1, let c2, let p):
                text += "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
                current = p
            case .close:
                text += "Z"
            }
        }
        return text
    }

    private func hex(_ color: RGBAColor) -> String {
        RGBAColor(red: color.red, green: color.green, blue: color.blue).description
    }
}

/// A number as SVG writes it: at most 3 decimals, no trailing zeros, never `-0`.
func n(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
    return formatNumber(rounded)
}

/// The hatch patterns a drawing uses, one per paint, in order of first use.
struct PatternSet {
    let prefix: String
    private(set) var defs: [Markup] = []
    private var ids: [Paint: String] = [:]

    init(prefix: String) { self.prefix = prefix }

    mutating func id(for paint: Paint) -> String {
        if let id = ids[paint] { return id }
        let id = "\(prefix)hatch\(ids.count + 1)"
        ids[paint] = id
        // Each stripe is the paint beside a pale line, so that hatching shows on any colour.
        let spacing = Fill.hatchSpacing, width = Fill.hatchWidth
        let pale: [(String, String?)] = [("d", "M\(n(width / 2)) 0V\(n(spacing))"), ("stroke-width", n(width)), ("class", "s-screen")]
        var line: [(String, String?)] = [("d", "M\(n(width * 1.5)) 0V\(n(spacing))"), ("stroke-width", n(width))]
        switch paint {
        case .theme(let role): line.append(("class", "s-\(role.rawValue)"))
        case .color(let color): line.append(("stroke", RGBAColor(red: color.red, green: color.green, blue: color.blue).description))
        }
        defs.append(.el("pattern", [
            ("id", id), ("patternUnits", "userSpaceOnUse"), ("width", n(spacing)), ("height", n(spacing)),
            ("patternTransform", "rotate(45)"),
        ], [.el("path", pale), .el("path", line)]))
        return id
    }
}
