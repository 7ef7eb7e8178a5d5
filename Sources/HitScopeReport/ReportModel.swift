import HitScopeAudit
import HitScopeCore
import HitScopeOutput
import HitScopeRender

/// Everything a report shows, computed by the engine before a line of the page is written: the taps' traces, the
/// region map with one trace per region, the why-not answers and the display list.
package struct ReportModel {
    let scene: Scene
    let options: ReportOptions
    let taps: [TracedPoint]
    let regionMap: TraceRegionMap
    let regions: [TracedPoint]
    let drawing: SceneDrawing
    let displayList: DisplayList
    /// For each tap, the views drawn under it, front to back.
    let drawnAtTaps: [[ViewID]]
    let whyNot: ReportData.WhyNot
    /// The views drawn at each cell of the drawing's canvas (nil past `ReportLimit.drawnMapNumbers`): the page's
    /// lookup, and the views each region's answers prove fixes for.
    let drawnLookup: DrawnViewMap?
    /// Each view's touch area in 1-point cells, most first (`nil`: where no view takes a touch): the key of the
    /// touch-area colours.
    let touchAreas: [(view: ViewID?, cells: Int)]

    package init(scene: Scene, options: ReportOptions) {
        self.scene = scene
        self.options = options
        let hierarchy = scene.hierarchy
        let tester = HitTester(hierarchy)
        let formatter = TraceTextFormatter(hierarchy)
        let passes = max(1, min(2, options.passes))
        let drawing = SceneDrawing(scene: scene)
        self.drawing = drawing
        // The verdicts name the view drawn under each touch that missed it, and the why-not answers each view, with
        // the fixes proven on the whole scene as `why` gives them: each change compared with the scene once, the taps
        // and their answers first, within the page's budget (`BudgetedFixes`).
        let drawn = DrawnViewIndex(hierarchy, screen: drawing.screen)
        var fixes = BudgetedFixes(scene: scene, tester: tester, formatter: formatter, sceneFile: options.sceneFile)
        let taps = options.tracedTouches(of: scene).map {
            TracedPoint(fingers: $0, tester: tester, formatter: formatter, passes: passes, drawn: drawn, fixes: &fixes)
        }
        self.taps = taps
        let regionMap = TraceRegionMap(tester: tester, size: scene.size)
        self.regionMap = regionMap
        let grid = TouchGrid(TouchAreaMap(regions: regionMap, tester: tester))
        self.touchAreas = grid.areas
        self.displayList = drawing.displayList(taps: taps.map(\.trace), touchAreas: grid)
        let drawnAtTaps = taps.map { drawing.viewsDrawn(at: $0.point) }
        self.drawnAtTaps = drawnAtTaps

        var answers = WhyNotAnswers(tester: tester)
        let everyView = (0..<hierarchy.count).map(ViewID.init)
        // An answer (and the fix proven for it) costs about as much as the scene is large: the answers are bounded
        // by their count and by their count times the views, so that a chain of thousands of views, each visited
        // by every tap, costs a bounded number of answers per tap, not the square of its depth.
        let work = options.whyNotBudget * Self.viewsPerAnswer
        let answerCount = hierarchy.count * (taps.count + regionMap.representatives.count)
        let complete = answerCount <= options.whyNotBudget && answerCount * hierarchy.count <= work
        let perTap = max(Self.answersAlwaysGiven, work / max(1, hierarchy.count * taps.count))
        // Every view has an answer, but only the views drawn where the answer is asked prove their fixes (a tap's
        // point, any cell of a region; the touch targets when the page has no drawn-view map): those are the views
        // a click lands on; the others' answers give their reason and the `hitscope why` command, which keeps the
        // page small and its making fast.
        let tapAnswers = taps.enumerated().map { index, tap in
            let views = complete ? everyView : Array(Self.union(drawnAtTaps[index], tap.summary.visits.map(\.view)).prefix(perTap))
            let drawnHere = Set(drawnAtTaps[index])
            return answers.answers(
                at: tap.point, for: views, provingFixes: { drawnHere.contains($0) }, pageAsksForFixes: false, fixes: &fixes)
        }
        let regions = regionMap.representatives.map {
            TracedPoint(point: $0, tester: tester, formatter: formatter, passes: nil, drawn: drawn, fixes: &fixes)
        }
        self.regions = regions
        let drawnLookup = DrawnLookup.map(hierarchy, screen: drawing.screen, canvas: displayList.canvas)
        self.drawnLookup = drawnLookup
        let drawnInRegions = complete ? drawnLookup.map { regionMap.viewsDrawn(in: $0) } : nil
        let targets = complete && drawnInRegions == nil ? Auditor.auditedViews(in: hierarchy) : []
        let regionAnswers = regions.indices.map { region in
            guard complete else { return [Int]() }
            // Asked by index: complete answers hold at most `whyNotBudget` views × regions.
            let drawnHere = drawnInRegions.map { Self.flags($0[region], count: hierarchy.count) }
            let first = answers.messages.count
            let entries = answers.answers(
                at: regions[region].point, for: everyView,
                provingFixes: { drawnHere?[$0.index] ?? targets[$0.index] }, pageAsksForFixes: true, fixes: &fixes)
            return ReportData.WhyNot.compact(entries, firstNew: first)
        }
        self.whyNot = ReportData.WhyNot(complete: complete, messages: answers.messages, taps: tapAnswers, regions: regionAnswers)
    }

    /// The why-not answer embedded for a view at a tap, if any: the deciding view and the engine's words.
    func answer(tap: Int, view: ViewID) -> (deciding: Int, message: String)? {
        guard let entry = whyNot.taps[tap].first(where: { $0[0] == view.index }) else { return nil }
        return (entry[1], whyNot.messages[entry[2]])
    }

    /// The page's data.
    var data: ReportData {
        let hierarchy = scene.hierarchy
        return ReportData(
            scene: .init(name: scene.name, file: options.sceneFile, size: [scene.size.width, scene.size.height]),
            outcomes: Outcome.allCases.map(\.rawValue),
            views: hierarchy.views.map(\.name),
            labels: Dictionary(
                uniqueKeysWithValues: hierarchy.views.enumerated().compactMap { index, view in
                    let label = terminalSafe(view.name)
                    return label == view.name ? nil : ("\(index)", label)
                }),
            taps: taps.compactMap { $0.document.map(ReportData.Tap.init(trace:)) },
            regions: RegionLookup.data(regionMap, traces: regions, hierarchy: hierarchy),
            whyNot: whyNot,
            inspector: hierarchy.count <= ReportLimit.inspectorViews ? ReportData.Inspector(hierarchy, screen: drawing.screen) : nil,
            drawn: drawnLookup.map(DrawnLookup.data))
    }

    /// The views a why-not answer costs, on average, that the budget allows for (`ReportOptions.whyNotBudget`
    /// answers of scenes of up to this many views are all embedded).
    static let viewsPerAnswer = 100
    /// The answers a tap gets whatever its cost: the views drawn under it first.
    static let answersAlwaysGiven = 8

    /// Whether each of `count` views is one of `views`: a set asked by index.
    private static func flags(_ views: [ViewID], count: Int) -> [Bool] {
        var flags = [Bool](repeating: false, count: count)
        for view in views { flags[view.index] = true }
        return flags
    }

    private static func union(_ first: [ViewID], _ second: [ViewID]) -> [ViewID] {
        var seen = Set<ViewID>()
        return (first + second).filter { seen.insert($0).inserted }
    }
}
