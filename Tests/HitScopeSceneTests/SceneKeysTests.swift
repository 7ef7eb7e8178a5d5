import HitScopeCore
import HitScopeScene
import Testing

/// The third round's scene keys (docs/scene-format.md): value controls, a presented controller, the app delegate,
/// the appearance, the recognizers' touch counts and movement, multiple selection and a mask. Each reads, writes
/// back the same, and refuses a wrong value at its place.
struct SceneKeysTests {
    private static let scene = """
        appearance: dark
        appDelegate: { name: AppDelegate, touches: handle }
        windows:
          - name: window
            views:
              - name: root
                controller: Feed
                frame: [0, 0, 375, 667]
                subviews:
                  - { name: seg, class: UISegmentedControl, frame: [0, 0, 300, 32], numberOfSegments: 4, selectedSegmentIndex: 2, momentary: true }
                  - { name: step, class: UIStepper, frame: [0, 40, 94, 32], value: 5, minimumValue: 1, maximumValue: 9, stepValue: 2, continuous: false, autorepeat: false, wraps: true }
                  - { name: dots, class: UIPageControl, frame: [0, 80, 120, 26], numberOfPages: 5, currentPage: 3 }
                  - { name: slide, class: UISlider, frame: [0, 120, 200, 32], value: 0.25, continuous: false }
                  - { name: list, class: UITableView, frame: [0, 200, 375, 200], allowsMultipleSelection: true, subviews: [{ name: row, class: UITableViewCell, frame: [0, 0, 375, 44], selected: true }] }
                  - { name: avatar, class: UIImageView, frame: [0, 420, 60, 60], mask: [0, 0, 30, 30] }
                  - name: pad
                    frame: [0, 500, 375, 100]
                    gestures:
                      - { kind: tap, name: twoFingers, numberOfTouchesRequired: 2 }
                      - { kind: tap, name: double, numberOfTapsRequired: 2 }
                      - { kind: longPress, name: hold, allowableMovement: 25 }
              - name: sheetRoot
                controller: { name: Sheet, presentedBy: Feed }
                frame: [0, 100, 375, 567]
        """

    @Test("Every new key reads into the model")
    func reads() throws {
        let scene = try SceneReader.read(text: Self.scene, file: "keys.yaml")
        let h = scene.hierarchy
        let view = { (name: String) in h[h.id(named: name)!] }
        #expect(scene.appearance == .dark)
        #expect(h.appDelegate == AppDelegate(name: "AppDelegate", touches: .handle))
        let seg = view("seg").controls
        #expect(seg.numberOfSegments == 4 && seg.selectedSegmentIndex == 2 && seg.isMomentary)
        let step = view("step").controls
        #expect(step.stepperValue == 5 && step.minimumValue == 1 && step.maximumValue == 9 && step.stepValue == 2)
        #expect(!step.isContinuous && !step.autorepeat && step.wraps)
        #expect(view("dots").controls.numberOfPages == 5 && view("dots").controls.currentPage == 3)
        #expect(view("slide").sliderValue == 0.25 && !view("slide").controls.isContinuous)
        #expect(view("list").selection.allowsMultipleSelection && view("row").selection.isSelected)
        #expect(view("avatar").mask == Rect(0, 0, 30, 30))
        let gestures = view("pad").gestures
        #expect(gestures.map(\.numberOfTouches) == [2, 1, 1])
        #expect(gestures.map(\.numberOfTaps) == [1, 2, 1])
        #expect(gestures[2].allowableMovement == 25)
        #expect(view("sheetRoot").controller?.presentedBy == "Feed")
        let sheet = h.id(named: "sheetRoot")!
        #expect(h.responderChain(from: sheet) == [
            .view(sheet), .controller(rootView: sheet), .controller(rootView: h.id(named: "root")!), .view(h.id(named: "window")!),
            .application, .appDelegate,
        ])
    }

    @Test("Written back, the scene reads the same")
    func roundTrip() throws {
        let scene = try SceneReader.read(text: Self.scene, file: "keys.yaml")
        let written = SceneWriter.yaml(scene)
        let again = try SceneReader.read(text: written, file: "keys.yaml")
        #expect(again.hierarchy.views.map(\.controls) == scene.hierarchy.views.map(\.controls))
        #expect(again.hierarchy.views.map(\.selection) == scene.hierarchy.views.map(\.selection))
        #expect(again.hierarchy.views.map(\.mask) == scene.hierarchy.views.map(\.mask))
        #expect(again.hierarchy.views.map(\.gestures) == scene.hierarchy.views.map(\.gestures))
        #expect(again.hierarchy.views.map(\.controller) == scene.hierarchy.views.map(\.controller))
        #expect(again.hierarchy.appDelegate == scene.hierarchy.appDelegate)
        #expect(again.appearance == .dark)
        #expect(SceneWriter.yaml(again) == written)
    }

    @Test("A scene without the keys writes none of them")
    func defaultsWriteNothing() throws {
        let plain = "windows:\n  - name: w\n    views:\n      - { name: s, class: UIStepper, frame: [0, 0, 94, 32] }\n"
        let written = SceneWriter.yaml(try SceneReader.read(text: plain, file: "plain.yaml"))
        for key in ["appearance", "appDelegate", "minimumValue", "stepValue", "continuous", "autorepeat", "wraps", "mask"] {
            #expect(!written.contains(key), "\(key) written for a default")
        }
    }

    private static let window = "windows:\n  - name: window\n    views:\n"

    static let errors: [(String, String)] = [
        (window + "      - { name: a, frame: [0, 0, 10, 10], numberOfSegments: ⟪3 }\n",
         "numberOfSegments applies to a UISegmentedControl, and 'a' is a UIView — remove it, or give the view that class"),
        (window + "      - { name: a, class: UIStepper, frame: [0, 0, 10, 10], stepValue: ⟪0 }\n",
         "stepValue must be greater than 0, found 0 — UIStepper raises an exception for a step of 0 or less"),
        (window + "      - { name: a, class: UIPageControl, frame: [0, 0, 10, 10], currentPage: ⟪1.5 }\n",
         "currentPage must be a whole number from 0 to 10000, found 1.5"),
        (window + "      - { name: a, class: UISwitch, frame: [0, 0, 10, 10], continuous: ⟪false }\n",
         "continuous applies to a UISlider or a UIStepper, and 'a' is a UISwitch — remove it, or give the view that class"),
        (window + "      - { name: a, frame: [0, 0, 10, 10], gestures: [{ kind: pan, name: p, numberOfTouchesRequired: ⟪2 }] }\n",
         "numberOfTouchesRequired applies to tap and longPress recognizers (a pan has minimumNumberOfTouches) — the fingers that must be down on the view together: 2 for a two-finger tap"),
        (window + "      - { name: a, frame: [0, 0, 10, 10], gestures: [{ kind: tap, name: t, allowableMovement: ⟪10 }] }\n",
         "allowableMovement applies to a longPress recognizer (UILongPressGestureRecognizer) — remove it: a tap's movement limit is not published (docs/gestures.md)"),
        (window + "      - { name: a, frame: [0, 0, 10, 10], allowsMultipleSelection: ⟪true }\n",
         "allowsMultipleSelection applies to a UITableView or UICollectionView, and 'a' is a UIView — remove it, or give the view a list class"),
        (window + "      - { name: a, frame: [0, 0, 10, 10], mask: ⟪[0, 0, -1, 4] }\n",
         "mask has a negative size (-1×4) — width and height are 0 or more; move the origin instead"),
        ("appearance: ⟪sepia\n" + window + "      - { name: a, frame: [0, 0, 10, 10] }\n",
         "appearance must be light or dark, found 'sepia' — the app's userInterfaceStyle: its system colours' light or dark values are drawn"),
        (window + "      - ⟪{ name: a, frame: [0, 0, 10, 10], controller: { name: A, presentedBy: Nobody } }\n",
         "controller 'A' is presented by 'Nobody', which is not a controller of this scene — name an existing controller (a view's `controller:`) in presentedBy"),
        (window + "      - ⟪{ name: a, frame: [0, 0, 10, 10], controller: { name: A, presentedBy: B } }\n      - { name: b, frame: [0, 0, 10, 10], controller: { name: B, presentedBy: A } }\n",
         "controllers present each other in a loop: A → B → A — a presentation chain must end at a controller that was not presented"),
    ]

    @Test("A wrong value is refused at its place", arguments: errors.indices)
    func refused(_ index: Int) {
        let (source, message) = Self.errors[index]
        let marked = MarkedText(source)
        do {
            _ = try SceneReader.read(text: marked.text, file: "keys.yaml")
            Issue.record("read without an error")
        } catch {
            #expect(error.message + (error.hint.map { " — " + $0 } ?? "") == message)
            #expect(error.line == marked.line && error.column == marked.column)
        }
    }

    @Test("Every system colour reads in both appearances, with Apple's values")
    func systemColours() throws {
        let names = [
            "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemBackground",
            "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
            "tertiarySystemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText",
            "link", "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "separator",
            "opaqueSeparator", "tint", "systemRed", "systemMint", "systemCyan", "systemBrown", "darkText", "lightText",
            "groupTableViewBackground",
        ]
        for name in names {
            #expect(RGBAColor(parsing: name) != nil, "\(name)")
            #expect(RGBAColor(parsing: name + "Color", appearance: .dark) == RGBAColor(parsing: name, appearance: .dark), "\(name)Color")
        }
        #expect(RGBAColor(parsing: "systemGray2")?.description == "#aeaeb2")
        #expect(RGBAColor(parsing: "systemGray2", appearance: .dark)?.description == "#636366")
        #expect(RGBAColor(parsing: "systemGroupedBackground")?.description == "#f2f2f7")
        #expect(RGBAColor(parsing: "systemGroupedBackground", appearance: .dark)?.description == "#000000")
        #expect(RGBAColor(parsing: "secondaryLabel")?.description == "#3c3c4399")
        #expect(RGBAColor(parsing: "separator", appearance: .dark)?.description == "#54545899")
        #expect(RGBAColor(parsing: "systemGray9") == nil)
    }

    @Test("A scene keeps its colours by name, to be drawn in its appearance")
    func darkScene() throws {
        let text = "appearance: dark\n" + Self.window + "      - { name: a, frame: [0, 0, 10, 10], color: systemGray5Color }\n"
        let scene = try SceneReader.read(text: text, file: "dark.yaml")
        let name = try #require(scene.hierarchy[scene.hierarchy.id(named: "a")!].color)
        #expect(RGBAColor(parsing: name, appearance: scene.appearance)?.description == "#2c2c2e")
    }
}
