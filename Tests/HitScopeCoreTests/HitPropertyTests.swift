import HitScopeCore
import Testing

/// Every part of `View` is either a property that decides where a touch goes (`HitProperty`, from which a diff
/// takes its causes) or drawing and naming only: a property added to `View` and to neither fails here.
struct HitPropertyTests {
    @Test("Every stored property of View is a HitProperty's or drawing only")
    func storedProperties() {
        let stored = Set(Mirror(reflecting: View(name: "v")).children.compactMap(\.label))
        let hit = Set(HitProperty.allCases.flatMap(\.storedProperties))
        let classified = hit.union(View.drawingOnlyProperties).union(["flags"])
        #expect(stored.subtracting(classified).isEmpty, "not classified: \(stored.subtracting(classified).sorted())")
        #expect(classified.subtracting(stored).isEmpty, "no such property: \(classified.subtracting(stored).sorted())")
        #expect(hit.isDisjoint(with: View.drawingOnlyProperties))
    }

    @Test("The out-of-line attributes (RareValues) are the transform's, the scrolling's, the value controls', the selection's, the controller's, the window level's, the slider value's, and the mask (drawing only)")
    func rareAttributes() {
        var view = View(name: "v")
        view.transform = Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        let rare = Mirror(reflecting: view).children.first { $0.label == "rare" }?.value
        let box = rare.flatMap { Mirror(reflecting: $0).children.first?.value }
        let boxLabels = box.map { Mirror(reflecting: $0).children.compactMap(\.label) } ?? []
        #expect(boxLabels == ["values"])
        let values = box.flatMap { Mirror(reflecting: $0).children.first?.value }
        let labels = Set(values.map { Mirror(reflecting: $0).children.compactMap(\.label) } ?? [])
        // Each part of RareValues and who stands for it: a new part must be added here and to a HitProperty.
        #expect(labels == ["transform", "scrolling", "controls", "selection", "mask", "controller", "sliderValue", "windowLevel"])
        for property in [HitProperty.transform, .scrolling, .controlSettings, .selection, .controller, .windowLevel, .controlValue] {
            #expect(property.storedProperties == ["rare"], "\(property)")
        }
        var masked = View(name: "m")
        masked.mask = Rect(0, 0, 1, 1)
        #expect(HitProperty.allCases.allSatisfy { !$0.differs(View(name: "m"), masked) }, "a mask is drawing only")
    }

    @Test("Every flag (all 16 bits of ViewFlags) is a HitProperty's or drawing only, and only one's")
    func flags() {
        var covered = ViewFlags.drawingOnly
        for property in HitProperty.allCases {
            #expect(covered.intersection(property.flags).isEmpty, "\(property) shares a flag")
            covered.formUnion(property.flags)
        }
        #expect(covered == ViewFlags(rawValue: .max))
    }

    @Test("Each property, changed, differs; an alpha on one side of 0.01 and isEnabled on a plain view do not")
    func differs() {
        let button = View(name: "b", className: "UIButton", frame: Rect(0, 0, 44, 44))
        for property in HitProperty.allCases {
            var changed = button
            HitPropertyChanges.change(property, &changed)
            #expect(property.differs(button, changed), "\(property)")
            #expect(!property.differs(button, button), "\(property)")
        }
        var faint = button
        faint.alpha = 0.5
        #expect(!HitProperty.alpha.differs(button, faint))
        let plain = View(name: "p")
        var disabled = plain
        disabled.isEnabled = false
        #expect(!HitProperty.enabled.differs(plain, disabled))
    }
}

/// One change of each `HitProperty` to a button: the table is exhaustive, so a new property must say how it changes.
enum HitPropertyChanges {
    static func change(_ property: HitProperty, _ view: inout View) {
        switch property {
        case .frame: view.frame = Rect(10, 0, 44, 44)
        case .boundsOrigin: view.boundsOrigin = Point(0, 5)
        case .transform: view.transform = Transform2D(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        case .userInteractionEnabled: view.isUserInteractionEnabled.toggle()
        case .hidden: view.isHidden.toggle()
        case .alpha: view.alpha = 0
        case .enabled: view.isEnabled.toggle()
        case .hitArea: view.pointInsideRule = .minimumSize(Size(60, 60))
        case .hitTest: view.hitTestRule = .passThrough
        case .touches: view.touches = view.effectiveTouches == .handle ? .forward : .handle
        case .animation: view.animation = ViewAnimation(drawnFrame: Rect(0, 300, 44, 44))
        case .controller: view.controller = ViewController(name: "c")
        case .viewClass: view.uikitClass = ViewClass(name: "UILabel", baseClass: nil)
        case .recognizers: view.gestures = [GestureRecognizer(kind: .tap, name: "tap")]
        case .windowLevel: view.windowLevel = 1
        case .window: view.isWindow.toggle()
        case .exclusiveTouch: view.isExclusiveTouch.toggle()
        case .multipleTouchEnabled: view.isMultipleTouchEnabled.toggle()
        case .scrolling: view.scrolling.isScrollEnabled.toggle()
        case .delaysContentTouches: view.delaysContentTouches.toggle()
        case .canCancelContentTouches: view.canCancelContentTouches.toggle()
        case .decelerating: view.isDecelerating.toggle()
        case .selection: view.allowsSelection.toggle()
        case .controlValue: view.sliderValue = 0.5
        case .controlSettings: view.controls.isContinuous.toggle()
        }
    }
}
