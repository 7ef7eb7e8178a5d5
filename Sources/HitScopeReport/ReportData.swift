import HitScopeCore
import HitScopeOutput
import HitScopeRender

/// The data a report page embeds as JSON: the engine's trace documents, and the lookups that let the page answer
/// a click on any point or any view without hit-testing anything itself.
package struct ReportData: Encodable {
    /// The version of this format; bumped on any incompatible change (3: the page holds it deflated,
    /// `PageDataBlock`; 4: a why-not answer may be a reason the page completes with `askForFixes`, and a region's
    /// answers are compact). Each trace inside carries its own `TraceDocument.formatVersion`.
    static let currentFormatVersion = 4

    struct SceneInfo: Encodable {
        let name: String
        let file: String
        let size: [Double]
    }

    /// A tap: the engine's trace document (the page holds its steps and chain as markup).
    struct Tap: Encodable {
        let trace: TraceDocument
    }

    /// The touch lookup, compact: the screen's 1-point cells, row by row, run-length encoded as
    /// `[count, region, …]`; for each region, its representative point's trace as the page shows it.
    struct Regions: Encodable {
        let width: Int
        let height: Int
        let rows: [[Int]]
        /// Every distinct line of the engine's words that the region traces use, each stored once.
        let lines: [String]
        let traces: [RegionTrace]
    }

    /// The trace of a region's representative point.
    struct RegionTrace: Encodable {
        /// The representative point: the region's first cell's centre.
        let point: Point
        /// The hit-test view's index, or -1.
        let hit: Int
        /// The hit-test view's class as people read it.
        let hitClass: String?
        /// The listed steps, five numbers each: line (in `lines`), view, depth, outcome (in `outcomes`), and the
        /// badge number of a `hitTest` step (else 0).
        let steps: [Int]
        let chain: [ChainLink]
        /// Lines (in `lines`) telling who received and handled each phase of a tap here.
        let delivery: [Int]
        /// The verdict of a tap here, three lines (in `lines`): `Taken by: …`, the summary, the rule with its source.
        let verdict: [Int]
    }

    /// The views drawn at each point of the drawing, as the engine's `DrawnViewMap` holds them: the canvas's 1-point
    /// cells from `(x, y)`, each row as `[count, stack, …]`; `stacks` holds two numbers per stack, the frontmost view's
    /// index (-1 for stack 0, which holds no view) and the stack of the views behind it. Left out (nil) when it would
    /// hold more than `ReportLimit.drawnMapNumbers` numbers.
    struct Drawn: Encodable {
        let x: Int
        let y: Int
        let width: Int
        let height: Int
        let rows: [[Int32]]
        let stacks: [Int32]
    }

    /// Why-not answers. At each tap, `[view, decidingView, message]`: `decidingView` is -1 when the answer names none,
    /// `message` indexes `messages` (the engine's words, each stored once). At each region, every view's answer in
    /// view order, compactly (`compact(_:firstNew:)`), where a marked answer is a reason whose fixes were not proven:
    /// the page adds `askForFixes` around the `hitscope why` command for the view at the region's representative.
    struct WhyNot: Encodable {
        /// Whether every view has an answer at every point (else the regions hold none).
        let complete: Bool
        let messages: [String]
        let taps: [[[Int]]]
        /// Per region, `compact(_:firstNew:)` of its answers.
        let regions: [[Int]]
        /// `TraceTextFormatter.askForFixes`: the words before and after the command.
        let askForFixes = [TraceTextFormatter.askForFixes.before, TraceTextFormatter.askForFixes.after]

        /// A region's answers, `[view, decidingView, message]` and a fourth number, 1, for a marked reason, one per
        /// view in view order, as `[firstNew, decidingView, code, decidingView, code, …]`: the view is the pair's
        /// position; `code` is twice `m`, plus 1 when marked, where `m` is 0 for the next message first stored by this
        /// region (`firstNew`, then `firstNew + 1`, …: most of a region's messages are its own) and else the message's
        /// index plus 1. Deflated, this is a tenth of the triples.
        static func compact(_ entries: [[Int]], firstNew: Int) -> [Int] {
            var next = firstNew
            var compact = [firstNew]
            compact.reserveCapacity(1 + 2 * entries.count)
            for entry in entries {
                let message = entry[2]
                let m = message == next ? 0 : message + 1
                if message == next { next += 1 }
                compact.append(entry[1])
                compact.append(2 * m + (entry.count > 3 ? 1 : 0))
            }
            return compact
        }
    }

    /// What the inspector shows of each view (`ViewFacts`): the labels once, then for each view (by index) its facts
    /// as `[label, value]` pairs, `label` an index into `labels`. Left out (nil) for scenes over
    /// `ReportLimit.inspectorViews`.
    struct Inspector: Encodable {
        let labels: [String]
        let views: [[Fact]]

        /// One fact: `[label index, value]`.
        struct Fact: Encodable {
            let label: Int
            let value: String

            func encode(to encoder: Encoder) throws {
                var container = encoder.unkeyedContainer()
                try container.encode(label)
                try container.encode(value)
            }
        }

        /// `screen`: the hierarchy's map to the screen.
        init(_ hierarchy: ViewHierarchy, screen: ScreenMap) {
            var labels: [String] = []
            var index: [String: Int] = [:]
            views = ViewFacts.everyView(in: hierarchy, screen: screen).map { facts in
                facts.facts.map { fact in
                    let label = index[fact.label] ?? {
                        labels.append(fact.label)
                        index[fact.label] = labels.count - 1
                        return labels.count - 1
                    }()
                    return Fact(label: label, value: fact.value)
                }
            }
            self.labels = labels
        }
    }

    let formatVersion = currentFormatVersion
    let scene: SceneInfo
    /// The names of `Outcome`, in the order step outcomes index them.
    let outcomes: [String]
    /// View names by index (the drawing's `data-view` numbers).
    let views: [String]
    /// The names that read differently on the page (`terminalSafe` shows their control and bidirectional
    /// characters), by index.
    let labels: [String: String]
    let taps: [Tap]
    let regions: Regions
    let whyNot: WhyNot
    let inspector: Inspector?
    let drawn: Drawn?
}
