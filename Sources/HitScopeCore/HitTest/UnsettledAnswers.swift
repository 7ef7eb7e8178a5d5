extension ViewHierarchy {
    /// The views whose `alpha` is exactly 0.01 (`View.hitTestAlphaThreshold`), in document order: skipped by the
    /// best reading of Apple's "less than 0.01" (`UnsettledQuestion.alphaAtThreshold`).
    public var viewsAtAlphaThreshold: [ViewID] {
        views.indices.filter { views[$0].alpha == View.hitTestAlphaThreshold }.map(ViewID.init)
    }

    /// The hierarchy as the other reading of alpha 0.01 has it: every view at exactly 0.01 is hit-tested, as a
    /// view just above the threshold is. nil when no view is at 0.01. The audit and the diff measure it against
    /// the best reading to mark the touch area that depends on the question.
    package var otherAlphaReading: ViewHierarchy? {
        let atThreshold = viewsAtAlphaThreshold
        guard !atThreshold.isEmpty else { return nil }
        var other = self
        for id in atThreshold {
            // An alpha change alone: `update` throws only when a name changes.
            try? other.update(id) { $0.alpha = View.hitTestAlphaThreshold.nextUp }
        }
        return other
    }
}

extension HitTester {
    /// The unsettled questions (docs/rules.md, "Unsettled questions") the answer at `point`, in screen space,
    /// depends on: a view at alpha 0.01 whose other reading (hit-tested, not skipped) gives another hit-test view;
    /// a hit-test view that forwards the touch to a button or control (`controlReceivingForwardedTouch(from:)`).
    /// Empty where the answer is sure: for marking the areas that depend on a question.
    public func unsettledQuestions(at point: Point) -> [UnsettledQuestion] {
        let hit = hitTest(point)
        var questions = alphaQuestions(at: point, hit: hit)
        if let hit, let control = hierarchy.controlReceivingForwardedTouch(from: hit) {
            questions.append(.touchForwardedToControl(control: control, hitView: hit))
        }
        return questions
    }

    /// The hit-test view at `point` under the other reading of alpha 0.01: a view at exactly 0.01 is hit-tested.
    /// The same as `hitTest(_:)` when no view is at 0.01.
    public func hitTestWithAlphaAtThresholdHitTested(_ point: Point) -> ViewID? {
        (otherAlphaReading ?? compiled).hitTest(point)
    }

    /// The alpha question at `point` when the other reading gives another hit-test view than `hit`: about the
    /// outermost view at 0.01 around that other view.
    func alphaQuestions(at point: Point, hit: ViewID?) -> [UnsettledQuestion] {
        guard let other = otherAlphaReading?.hitTest(point), other != hit,
            let view = hierarchy.path(to: other).first(where: { hierarchy[$0].alpha == View.hitTestAlphaThreshold })
        else { return [] }
        return [.alphaAtThreshold(view: view, otherHitView: other)]
    }
}
