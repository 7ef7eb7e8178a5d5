/// The steps of a hit-test without their coordinates: what makes two points fall in one `TraceRegionMap` region.
enum TraceSignature {
    typealias Token = Int64
}

extension HitTester {
    /// The coordinate-free shape of a point's trace: equal for two points exactly when the same views are asked,
    /// answer the same and the same view is returned. `steps` is scratch storage, reused from call to call.
    func signature(_ point: Point, steps: inout [HitTestStep]) -> [TraceSignature.Token] {
        var tokens: [TraceSignature.Token] = []
        _ = trace(point, into: &steps)
        for step in steps {
            let view = Int64(step.view.rawValue) << 8
            switch step {
            case .hitTest: tokens.append(view | 1)
            case .skip(_, let reason, _): tokens.append(view | 2 | Int64(SkipReason.allCases.firstIndex(of: reason)!) << 4)
            case .pointInside(_, let inside, _, _): tokens.append(view | (inside ? 3 : 4))
            case .override: tokens.append(view | 5)
            case .note(_, let note, _):
                switch note {
                case .hitWhileClipped(let subview):
                    tokens.append(view | 6)
                    tokens.append(Int64(subview.rawValue))
                case .drawnButNotTouchable(let subview):
                    tokens.append(view | 7)
                    tokens.append(Int64(subview.rawValue))
                }
            case .result(_, let returned, _):
                tokens.append(view | 8)
                tokens.append(Int64(returned?.rawValue ?? -1))
            }
        }
        return tokens
    }
}
