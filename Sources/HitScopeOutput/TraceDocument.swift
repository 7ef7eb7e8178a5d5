import HitScopeCore
import HitScopeDiff

/// The trace of one point as plain, versioned data: what `hitscope trace --format json` prints and what reports
/// embed. Views are named; numbers are points.
public struct TraceDocument: Codable, Hashable, Sendable {
    /// The version of this format; bumped on any incompatible change.
    public static let currentFormatVersion = 3

    public struct ViewRef: Codable, Hashable, Sendable {
        public var name: String
        public var `class`: String
    }

    /// One step, with the fields its `kind` uses (see docs/trace-format.md).
    public struct Step: Codable, Hashable, Sendable {
        public var kind: String
        public var pass: Int
        public var depth: Int
        public var view: String
        public var point: Point?
        public var from: String?
        public var before: Point?
        public var after: Point?
        public var reason: String?
        public var inside: Bool?
        public var rule: String?
        public var effect: String?
        public var original: String?
        public var target: String?
        public var note: String?
        public var subview: String?
        /// For `result`: the returned view's name, or nil for nil.
        public var returned: String?

        enum CodingKeys: String, CodingKey {
            case kind, pass, depth, view, point, from, before, after, reason, inside, rule, effect, original, target
            case note, subview, returned
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(kind, forKey: .kind)
            try c.encode(pass, forKey: .pass)
            try c.encode(depth, forKey: .depth)
            try c.encode(view, forKey: .view)
            try c.encodeIfPresent(point, forKey: .point)
            if kind == "convert" { try c.encode(from, forKey: .from) }  // null: from screen space
            try c.encodeIfPresent(before, forKey: .before)
            try c.encodeIfPresent(after, forKey: .after)
            try c.encodeIfPresent(reason, forKey: .reason)
            try c.encodeIfPresent(inside, forKey: .inside)
            try c.encodeIfPresent(rule, forKey: .rule)
            try c.encodeIfPresent(effect, forKey: .effect)
            try c.encodeIfPresent(original, forKey: .original)
            try c.encodeIfPresent(target, forKey: .target)
            try c.encodeIfPresent(note, forKey: .note)
            try c.encodeIfPresent(subview, forKey: .subview)
            if kind == "result" { try c.encode(returned, forKey: .returned) }  // null: returned nil
        }
    }

    public struct Phase: Codable, Hashable, Sendable {
        /// Seconds from the sequence's first sample.
        public var time: Double
        /// The finger's index in the sequence.
        public var finger: Int
        public var phase: TouchPhase
        public var point: Point
        public var receivers: [String]
        @NullWhenNil public var handledBy: String? = nil
        /// The control events sent, in order (empty unless an enabled control tracks the finger).
        public var sends: [ControlEvent]
        /// The tracking control's `isHighlighted` after the phase; absent when no control tracks the finger.
        public var highlighted: Bool?
        /// A dragged slider's new `value`, or a tapped switch's new `isOn` (1 or 0); absent otherwise.
        public var value: Double?

    }

    /// One finger of the sequence: its hit-test view and, when the views hear nothing of it, why.
    public struct FingerRecord: Codable, Hashable, Sendable {
        @NullWhenNil public var hitView: String? = nil
        /// `exclusiveTouch`, `multipleTouchDisabled`, `stoppedDeceleration`, `touchesShouldBegin` (the scroll view's
        /// override answers NO for the touched view), or null when the views hear of it.
        @NullWhenNil public var withheld: String? = nil
        /// The view whose rule withheld it (the exclusive view, the view already touched, the scroll view).
        @NullWhenNil public var withheldBy: String? = nil
    }

    /// A recognizer that saw the touch.
    public struct Gesture: Codable, Hashable, Sendable {
        public var name: String
        public var kind: GestureKind
        /// The view it is attached to.
        public var view: String
        /// `recognized`, `failed`, `preventedByControl`, `keptByContent`, `cannotScroll`, `didNotReceive`,
        /// `tapCounted`, `touchCounted`, `blockedByRequiredFailure`, `otherRecognized` or `disabled`.
        public var outcome: String
        /// For `preventedByControl`: the control that keeps its own action.
        public var control: String?
        /// For `keptByContent`: the content view that keeps the touch.
        public var content: String?
        /// For `didNotReceive`: the view in whose subtree its delegate refuses touches.
        public var subtree: String?
        /// For `tapCounted`: the finger whose lift completed the taps; for `touchCounted`: the finger on which the
        /// recognizer that needs several fingers recognized.
        public var completedBy: Int?
        /// For `blockedByRequiredFailure`: the recognizer that had to fail and recognized.
        public var required: String?
        /// For `cannotScroll`: the way the drag went (`horizontally`, `vertically`, `in both directions`), a way
        /// its scroll view cannot scroll.
        public var direction: String?
        /// The finger it saw.
        public var finger: Int
        /// For `recognized`: when, in seconds from the sequence's first sample.
        public var time: Double?
    }

    /// A table or collection view's delegate call.
    public struct SelectionRecord: Codable, Hashable, Sendable {
        public var list: String
        public var cell: String
        public var index: Int
        public var delegateMethod: String
    }

    /// A cell the touch ended in that its list did not select.
    public struct BlockedSelectionRecord: Codable, Hashable, Sendable {
        public var list: String
        public var cell: String
        public var index: Int
        /// `allowsSelection`, `editing`, `shouldHighlight` or `willSelect` (docs/gestures.md).
        public var blockedBy: String
    }

    public var formatVersion: Int
    public var point: Point
    @NullWhenNil public var hitView: ViewRef? = nil
    public var passes: Int
    public var steps: [Step]
    public var responderChain: [String]
    @NullWhenNil public var handledBy: String? = nil
    public var delivery: [Phase]
    public var gestures: [Gesture]
    @NullWhenNil public var recognizedBy: String? = nil
    @NullWhenNil public var selection: SelectionRecord? = nil
    /// The scroll views that scrolled, by name, in the order they began.
    public var scrolled: [String]
    @NullWhenNil public var selectionBlocked: BlockedSelectionRecord? = nil
    public var fingers: [FingerRecord]
    /// Who took the touch and the rule that decided it: the answer, before the steps.
    public var verdict: VerdictRecord
}

extension TraceDocument {
    /// Builds the document for a tap at `point`: the trace (repeated when `passes` is 2, as UIKit runs hit-testing
    /// twice for each touch), the responder chain and the delivery of a tap.
    public init(tester: HitTester, point: Point, passes: Int = 1) {
        self.init(tester: tester, path: [point], duration: Finger.quickTapDuration, passes: passes)
    }

    /// Builds the document for a touch along `path` (screen points) held `duration` seconds: the trace of its
    /// first point, then its delivery, gestures and selection.
    public init(tester: HitTester, path: [Point], duration: Double, passes: Int = 1) {
        self.init(tester: tester, fingers: [Finger(path: path.isEmpty ? [.zero] : path, duration: duration)], passes: passes)
    }

    /// Builds the document for a sequence of fingers: the trace of the first finger's first point, then the
    /// delivery of every finger, the gestures, the selection and what scrolled.
    /// With `drawnHere`, the verdict also names a view drawn under the finger that missed the touch, and its best
    /// fix proven on the whole scene when it is free (`DrawnHere`).
    public init(tester: HitTester, fingers: [Finger], passes: Int = 1, drawnHere: DrawnHere? = nil) {
        let answer = tester.answer(fingers, drawn: drawnHere?.drawn)
        self.init(tester: tester, fingers: fingers, passes: passes, answer: answer)
        verdict.fix = drawnHere?.missed(answer, fingers: fingers, tester: tester)?.checked.flatMap { Self.freeFix($0, hierarchy: tester.hierarchy) }
    }

    /// The document of `fingers` whose delivery, verdict and missed view are already `answer`.
    public init(tester: HitTester, fingers: [Finger], passes: Int, answer: TouchAnswer) {
        let h = tester.hierarchy
        let point = fingers.first?.samples.first?.point ?? .zero
        let trace = tester.trace(point)
        self.init(answer: answer, hierarchy: h)
        self.point = point
        self.hitView = trace.hitView.map { ViewRef(name: h[$0].name, class: h[$0].className) }
        self.passes = passes
        let conversions = trace.conversions
        self.steps = (1...max(1, passes)).flatMap { pass in
            zip(trace.steps, conversions).flatMap { step, conversion in
                let documented = Step(step, pass: pass, hierarchy: h)
                guard let conversion, case .hitTest(let view, let after, _) = step else { return [documented] }
                return [Step(conversion, to: view, after: after, depth: step.depth, pass: pass, hierarchy: h), documented]
            }
        }
    }

    /// The document of `fingers` (`answer` made without a drawn-view index) whose verdict names the view the touch
    /// missed, with the best fix proven on the whole scene when it is free (`fix`, as `why --format json` gives it).
    public init(tester: HitTester, fingers: [Finger], passes: Int, answer: TouchAnswer, checked missed: CheckedMissedTouch?) {
        self.init(tester: tester, fingers: fingers, passes: passes, answer: answer)
        let h = tester.hierarchy
        verdict.missed = missed.map { h[$0.view].name }
        verdict.fix = missed.flatMap { Self.freeFix($0, hierarchy: h) }
    }

    /// The best fix proven on the whole scene for the view a touch missed, when it is free: the verdict's `fix`.
    static func freeFix(_ missed: CheckedMissedTouch, hierarchy: ViewHierarchy) -> FixRecord? {
        missed.ranked.freeFix.map { FixRecord($0, hierarchy: hierarchy) }
    }

    /// A time as the document gives it: seconds, rounded to the microsecond (0.35, not 0.35000000000000003).
    static func seconds(_ time: Double) -> Double { (time * 1_000_000).rounded() / 1_000_000 }

    /// The document's delivery part (verdict, responder chain, phases, gestures, selection) with no point and no
    /// steps.
    init(answer: TouchAnswer, hierarchy h: ViewHierarchy) {
        let name = { (id: ViewID) in h[id].name }
        let (delivery, verdict) = (answer.delivery, answer.verdict)
        self.formatVersion = Self.currentFormatVersion
        self.point = .zero
        self.hitView = nil
        self.passes = 1
        self.steps = []
        self.verdict = VerdictRecord(verdict, delivery: delivery, hierarchy: h, missed: answer.missed?.view)
        self.responderChain = delivery.responderChain.map(h.name(of:))
        self.handledBy = verdict.handledBy.map(h.name(of:))
        self.delivery = delivery.phases.map { phase in
            Phase(
                time: Self.seconds(phase.time), finger: phase.finger, phase: phase.phase, point: phase.point,
                receivers: phase.receivers.map(h.name(of:)), handledBy: phase.handledBy.map(h.name(of:)), sends: phase.sends,
                highlighted: phase.highlighted, value: phase.value)
        }
        self.gestures = delivery.gestures.map { candidate in
            var control: String?
            var content: String?
            var subtree: String?
            var completedBy: Int?
            var required: String?
            var direction: String?
            let outcome: String
            switch candidate.outcome {
            case .recognized: outcome = "recognized"
            case .failed: outcome = "failed"
            case .preventedByControl(let id):
                outcome = "preventedByControl"
                control = name(id)
            case .keptByContent(let id):
                outcome = "keptByContent"
                content = name(id)
            case .didNotReceive(let id):
                outcome = "didNotReceive"
                subtree = name(id)
            case .tapCounted(let finger):
                outcome = "tapCounted"
                completedBy = finger
            case .touchCounted(let finger):
                outcome = "touchCounted"
                completedBy = finger
            case .blockedByRequiredFailure(let other):
                outcome = "blockedByRequiredFailure"
                required = other
            case .cannotScroll(let drag):
                outcome = "cannotScroll"
                direction = drag.words
            case .otherRecognized: outcome = "otherRecognized"
            case .disabled: outcome = "disabled"
            }
            return Gesture(
                name: candidate.recognizer.name, kind: candidate.recognizer.kind, view: name(candidate.view), outcome: outcome,
                control: control, content: content, subtree: subtree, completedBy: completedBy, required: required,
                direction: direction, finger: candidate.finger, time: candidate.time.map(Self.seconds))
        }
        self.recognizedBy = delivery.recognized?.recognizer.name
        self.selection = delivery.selection.map {
            SelectionRecord(list: name($0.list), cell: name($0.cell), index: $0.index, delegateMethod: $0.delegateMethod(in: h))
        }
        self.scrolled = delivery.scrolled.map { name($0) }
        self.selectionBlocked = delivery.blockedSelection.map {
            BlockedSelectionRecord(list: name($0.selection.list), cell: name($0.selection.cell), index: $0.selection.index, blockedBy: $0.blocker.rawValue)
        }
        self.fingers = delivery.fingers.map { finger in
            var record = FingerRecord(hitView: finger.hitView.map { name($0) }, withheld: nil, withheldBy: nil)
            switch finger.withheld {
            case .exclusiveTouch(let id): (record.withheld, record.withheldBy) = ("exclusiveTouch", name(id))
            case .multipleTouchDisabled(let id): (record.withheld, record.withheldBy) = ("multipleTouchDisabled", name(id))
            case .stoppedDeceleration(let id): (record.withheld, record.withheldBy) = ("stoppedDeceleration", name(id))
            case .refusedByScrollView(let id): (record.withheld, record.withheldBy) = ("touchesShouldBegin", name(id))
            case nil: break
            }
            return record
        }
    }
}

extension TraceDocument.Step {
    /// A step of the trace.
    init(_ step: HitTestStep, pass: Int, hierarchy h: ViewHierarchy) {
        self.init(kind: "", pass: pass, depth: step.depth, view: h[step.view].name)
        switch step {
        case .hitTest(_, let point, _):
            kind = "hitTest"
            self.point = point
        case .skip(_, let reason, _):
            kind = "skip"
            self.reason = reason.rawValue
        case .pointInside(let view, let inside, let point, _):
            kind = "pointInside"
            self.point = point
            self.inside = inside
            self.rule = h[view].pointInsideRule.name
        case .override(_, let effect, _):
            kind = "override"
            switch effect {
            case .returnedNil: self.effect = "returnedNil"
            case .returnedSelfWithoutAskingSubviews: self.effect = "returnedSelfWithoutAskingSubviews"
            case .askedSubviewsRegardlessOfBounds: self.effect = "askedSubviewsRegardlessOfBounds"
            case .returnedSelfAnywhere: self.effect = "returnedSelfAnywhere"
            case .passedThrough: self.effect = "passedThrough"
            case .redirected(let original, let target):
                self.effect = "redirected"
                self.original = h[original].name
                self.target = h[target].name
            }
        case .note(_, let note, _):
            kind = "note"
            switch note {
            case .hitWhileClipped(let subview):
                self.note = "hitWhileClipped"
                self.subview = h[subview].name
            case .drawnButNotTouchable(let subview):
                self.note = "drawnButNotTouchable"
                self.subview = h[subview].name
            }
        case .result(_, let returned, _):
            kind = "result"
            self.returned = returned.map { h[$0].name }
        }
    }

    /// The conversion before a `hitTest` step on `view`, whose point is `after`: the document lists it as a step of
    /// its own.
    init(_ conversion: HitTestConversion, to view: ViewID, after: Point, depth: Int, pass: Int, hierarchy h: ViewHierarchy) {
        self.init(kind: "convert", pass: pass, depth: depth, view: h[view].name)
        from = conversion.from.map { h[$0].name }
        before = conversion.before
        self.after = after
    }

    init(kind: String, pass: Int, depth: Int, view: String) {
        self.kind = kind
        self.pass = pass
        self.depth = depth
        self.view = view
    }
}
