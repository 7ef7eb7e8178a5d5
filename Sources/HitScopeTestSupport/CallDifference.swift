import HitScopeCore

/// Where the engine's traced walk first parts from `UIKitOracle`'s call log at one point: the calls at that
/// position (nil past the end of a log), or, when every call matches, the hit views.
public struct CallDifference: Sendable, CustomStringConvertible {
    /// The point in screen space.
    public let point: Point
    /// The position in both logs of the first call that differs.
    public let index: Int
    /// The oracle's call there, nil when its log ended.
    public let oracle: OracleCall?
    /// The engine's call there (`OracleCall(engine:)` of its steps), nil when its steps ended.
    public let engine: OracleCall?

    /// The first difference between the engine's traced walk and the oracle at `point`, or nil when the engine
    /// makes the oracle's calls and returns its hit view. `steps` is reused from point to point.
    public static func first(at point: Point, _ oracle: UIKitOracle, _ tester: HitTester, _ steps: inout [HitTestStep]) -> CallDifference? {
        let expected = oracle.calls(at: point).calls
        _ = tester.trace(point, into: &steps)
        let engine = steps.compactMap(OracleCall.init(engine:))
        for index in 0..<max(expected.count, engine.count) {
            let wanted = index < expected.count ? expected[index] : nil
            let got = index < engine.count ? engine[index] : nil
            if let wanted, let got, wanted.isMatched(by: got) { continue }
            return CallDifference(point: point, index: index, oracle: wanted, engine: got)
        }
        // Every call matches, the last return included: the hit views are the same.
        return nil
    }

    public var description: String {
        "\(point), call \(index): oracle \(oracle.map(String.init(describing:)) ?? "(end)"), engine \(engine.map(String.init(describing:)) ?? "(end)")"
    }
}
