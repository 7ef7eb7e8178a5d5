import ArgumentParser
import HitScopeCore
import HitScopeScene

/// A point written `X,Y` on the command line.
struct PointArgument {
    let point: Point

    /// The option's value name in usage lines and help.
    static let valueName = "x,y"

    /// Reads `X,Y`; anything else is a usage error that says how a point is written (the parser's own message only
    /// says the value is invalid).
    init(parsing text: String) throws {
        guard let point = PointList.parse(text) else {
            throw ValidationError("'\(text)' is not a point — write X,Y in screen points, two numbers and a comma, like 187,277 (a negative X after =: --at=-4,25)")
        }
        self.point = point
    }
}
