import HitScopeRender

/// The page's one style sheet: the drawing's theme (`SVGTheme.css`) and the page around it. Light and dark follow
/// the reader's preference; print is light, without controls, and shows every tap.
enum PageStyle {
    static let css: String = SVGTheme.css + AuditColors.cssVariables + page + depthRules + "@media print{\n" + SVGTheme.rules(Palette.light)
        + AuditColors.cssVariables(.light) + print + "}\n"

    /// Indentation of steps by hitTest nesting (`d0` … `d24`; deeper steps share the last).
    private static let depthRules: String = (1...24).map { ".d\($0) .t{padding-left:\(Double($0) * 1.1)ch}\n" }.joined()

    private static let page = #"""
        :root{color-scheme:light dark;--bg:#f6f8fa;--fg:#1f2328;--muted:#59636e;--panel:#ffffff;--line:#d1d9e0;--accent:#0969da;--focus:#bf8700;--hitView:#1a7f37;--inside:#0969da;--pointInsideNo:#cf222e;--skipped:#9a6700;--notVisited:#6e7781;--onBadge:#ffffff;--mark:#fff8c5}
        @media (prefers-color-scheme: dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--panel:#151b23;--line:#3d444d;--accent:#4493f8;--focus:#e3b341;--hitView:#3fb950;--inside:#4493f8;--pointInsideNo:#f85149;--skipped:#d29922;--notVisited:#8b949e;--onBadge:#0d1117;--mark:#3b2e00}}
        *{box-sizing:border-box}
        html{background:var(--bg);color:var(--fg)}
        body{margin:0;font:15px/1.45 "DejaVu Sans","WenQuanYi Micro Hei",sans-serif}
        a{color:var(--accent)}
        :focus-visible{outline:3px solid var(--focus);outline-offset:1px}
        .skip{position:absolute;left:-999px;top:0}
        .skip:focus{left:.5rem;background:var(--panel);padding:.25rem .5rem;z-index:2}
        header{padding:1rem 1.5rem .25rem}
        header h1{font-size:1.35rem;margin:0 0 .2rem;overflow-wrap:anywhere}
        header p{margin:.1rem 0;color:var(--muted)}
        .layout{display:grid;grid-template-columns:minmax(300px,min(44vw,560px)) minmax(0,1fr);gap:1.25rem 1.75rem;padding:.75rem 1.5rem 2rem;align-items:start}
        .figure{position:sticky;top:.5rem}
        .figure svg{display:block;width:100%;height:auto;max-height:calc(100vh - 12.5rem);background:var(--panel);border:1px solid var(--line);border-radius:6px;cursor:crosshair}
        .toolbar{display:flex;flex-wrap:wrap;gap:.35rem 1rem;align-items:center;margin:0 0 .5rem;font-size:.9rem}
        .toolbar fieldset{border:0;margin:0;padding:0;display:flex;gap:.75rem;flex-wrap:wrap}
        .toolbar legend{float:left;margin-right:.5rem;color:var(--muted)}
        .legend{font-size:.82rem;color:var(--muted);margin-top:.5rem}
        .legend ul{list-style:none;margin:.3rem 0;padding:0;display:flex;flex-wrap:wrap;gap:.2rem .9rem}
        .key{display:inline-block;width:1.1em;height:.8em;vertical-align:-.05em;margin-right:.3em;border:2px solid currentColor;border-radius:2px}
        .key.hatched{border-color:var(--pointInsideNo);background:repeating-linear-gradient(45deg,var(--pointInsideNo) 0 1.5px,transparent 1.5px 5px)}
        .key.dashed{border-style:dashed;color:var(--muted)}
        .key.dotted{border-style:dotted;color:var(--fg)}
        .key.area{border-style:dashed;color:#8250df}
        .key.arrow{border:0;border-top:2px dashed #bf3989;height:0;vertical-align:.25em}
        .key.veil{background:var(--notVisited);opacity:.45;border-color:transparent}
        .taps,.answers{min-width:0}
        .audit ol.findings{list-style:none;margin:.5rem 0;padding:0}
        .audit li.finding{border-left:5px dashed var(--auditWarning);padding:.35rem .6rem;margin:0 0 .5rem;background:var(--bg);border-radius:0 4px 4px 0}
        .audit li.finding.error{border-left-style:solid;border-left-color:var(--auditError)}
        .audit li.finding:hover{background:color-mix(in srgb,var(--accent) 9%,transparent)}
        .audit li.finding p{margin:.2rem 0;overflow-wrap:anywhere}
        .audit .severity{font-weight:bold;text-transform:uppercase;font-size:.78rem;letter-spacing:.04em}
        .audit .fix{color:var(--muted)}
        .audit table.areas{border-collapse:collapse;font-size:.88rem;margin-top:.4rem}
        .audit table.areas th,.audit table.areas td{border-bottom:1px solid var(--line);padding:.15rem .6rem;text-align:left}
        .audit table.areas td{font-variant-numeric:tabular-nums}
        .tap-nav{display:flex;flex-wrap:wrap;gap:.4rem;margin:0 0 .75rem;padding:0;list-style:none}
        .tap-nav a{display:inline-block;padding:.2rem .6rem;border:1px solid var(--line);border-radius:999px;text-decoration:none;background:var(--panel)}
        .tap-nav a[aria-current="true"]{border-color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent)}
        section.tap{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.75rem 1rem 1rem;margin:0 0 1rem}
        section.tap.active{border-color:var(--accent);box-shadow:0 0 0 1px var(--accent)}
        section.tap h2{font-size:1.1rem;margin:0 0 .35rem;overflow-wrap:anywhere}
        section.tap h2 a{text-decoration:none}
        section.tap h3{font-size:.95rem;margin:1rem 0 .35rem}
        .summary{margin:.2rem 0}
        .note{color:var(--muted);font-size:.88rem;margin:.3rem 0}
        .steps{list-style:none;margin:0;padding:0;font:12.5px/1.5 "DejaVu Sans Mono","WenQuanYi Micro Hei",monospace}
        .steps li{display:flex;gap:.4rem;padding:.05rem .35rem;border-left:4px solid transparent;border-radius:3px;cursor:default}
        .steps li:hover{background:color-mix(in srgb,var(--accent) 9%,transparent)}
        .steps li.current{background:var(--mark)}
        .steps li:focus{outline:2px solid var(--focus);outline-offset:0}
        .steps .n{flex:0 0 2.6em;text-align:right;color:var(--muted);text-decoration:none}
        .steps .v{flex:0 0 2.4em;text-align:right}
        .steps .v .dot{margin:0}
        .steps .t{flex:1 1 auto;min-width:0;overflow-wrap:anywhere;white-space:pre-wrap}
        .o-hitView{border-left-color:var(--hitView)!important}
        .o-inside{border-left-color:var(--inside)!important}
        .o-pointInsideNo{border-left-color:var(--pointInsideNo)!important}
        .o-skipped{border-left-color:var(--skipped)!important}
        .o-notVisited{border-left-color:var(--notVisited)!important}
        .dot{display:inline-block;min-width:1.5em;padding:0 .3em;margin-right:.35em;border-radius:999px;text-align:center;font-weight:bold;font-size:.85em;color:var(--onBadge)}
        .dot.o-hitView{background:var(--hitView)}.dot.o-inside{background:var(--inside)}.dot.o-pointInsideNo{background:var(--pointInsideNo)}.dot.o-skipped{background:var(--skipped)}.dot.o-notVisited{background:var(--notVisited)}
        .legend .dot{min-width:1.3em}
        .chain{display:flex;flex-wrap:wrap;align-items:stretch;gap:.35rem 0;list-style:none;margin:.25rem 0;padding:0}
        .chain li{display:flex;align-items:center}
        .chain li+li::before{content:"→";padding:0 .4rem;color:var(--muted)}
        .chain .box{display:flex;flex-direction:column;padding:.2rem .55rem;border:1.5px solid var(--line);border-radius:5px;max-width:16rem;overflow-wrap:anywhere}
        .chain .received .box{border-color:var(--inside)}
        .chain .handled .box{border-color:var(--hitView);border-width:3px}
        .chain .unreached .box{opacity:.6;border-style:dashed}
        .chain .kind{font-size:.75rem;color:var(--muted)}
        .delivery{margin:.3rem 0;padding-left:1.2rem;font-size:.88rem}
        .why dt{font-weight:bold;margin-top:.4rem;overflow-wrap:anywhere}
        .why dd{margin:.1rem 0 .3rem 1rem;font-size:.9rem;overflow-wrap:anywhere}
        .panel{background:var(--panel);border:1px solid var(--line);border-radius:6px;padding:.6rem 1rem;margin:0 0 1rem}
        .panel h2{font-size:1rem;margin:0 0 .4rem}
        .panel form{display:flex;flex-wrap:wrap;gap:.4rem .75rem;align-items:center}
        .panel input[type=number]{width:6rem}
        .panel input[type=text]{width:14rem;max-width:100%}
        input,button{font:inherit}
        #why-answer:empty{display:none}
        .sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        #why-answer{margin:.5rem 0 0;overflow-wrap:anywhere}
        .mono{font-family:"DejaVu Sans Mono",monospace;font-size:.88em;overflow-wrap:anywhere}
        footer{padding:0 1.5rem 1.5rem;color:var(--muted);font-size:.85rem}
        .hs-drawing .layer-tap,.hs-drawing .layer-touch{display:none}
        .hs-drawing:not(.js) .layer-tap[data-tap="0"],.hs-drawing .layer-tap.on,.hs-drawing.show-touch .layer-touch{display:inline}
        .hs-drawing .layer-tap,.hs-drawing .layer-touch,.hs-drawing .layer-probe,.hs-drawing .layer-highlight,.hs-drawing .layer-labels,.hs-drawing .vm{pointer-events:none}
        .hs-drawing .badge{pointer-events:visiblePainted;cursor:pointer}
        .hs-drawing .badge.current circle{stroke:var(--focus);stroke-width:3}
        .hs-drawing .hl{fill:none;stroke-width:4;stroke-linejoin:round}
        .hs-drawing .hl-focus{stroke:var(--focus)}
        .hs-drawing .hl-hover{stroke:var(--accent);stroke-dasharray:6 3}
        .hs-drawing .hl-decider{stroke:var(--pointInsideNo);stroke-dasharray:2 3}
        .hs-drawing .po{fill:none;stroke-width:2}
        .hs-drawing .po.o-hitView{stroke:var(--hitView);stroke-width:3}.hs-drawing .po.o-inside{stroke:var(--inside)}.hs-drawing .po.o-pointInsideNo{stroke:var(--pointInsideNo)}.hs-drawing .po.o-skipped{stroke:var(--skipped);stroke-dasharray:4 3}
        .hs-drawing .probe-veil{fill:var(--bg);opacity:.6}
        .hs-drawing .probe-mark{fill:none;stroke:var(--fg);stroke-width:2}
        @media (max-width: 900px){.layout{grid-template-columns:minmax(0,1fr)}.figure{position:static}.figure svg{max-height:80vh}}

        """#

    private static let print = #"""
        :root{--bg:#fff;--fg:#000;--muted:#444;--panel:#fff;--line:#999}
        html,body{background:#fff;color:#000}
        .toolbar,.panel,.skip,#probe,.tap-nav{display:none!important}
        .layout{display:block;padding:0 .5cm}
        .figure{position:static;break-inside:avoid}
        .figure svg{max-height:16cm;width:auto;max-width:100%;margin:0 auto;border:0}
        section.tap{border:0;box-shadow:none!important;padding:0;break-before:page}
        .steps li{break-inside:avoid}
        .steps li.current{background:none}
        *{-webkit-print-color-adjust:exact;print-color-adjust:exact}

        """#
}
