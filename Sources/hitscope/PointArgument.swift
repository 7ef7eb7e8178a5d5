import ArgumentParser
import HitScopeCore
import HitScopeScene

/// A point written `X,Y` on the command line.
struct PointArgument: ExpressibleByArgument {
    let point: Point

    init?(argument: String) {
        guard let point = PointList.parse(argument) else { return nil }
        self.point = point
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
