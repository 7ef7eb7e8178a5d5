import ArgumentParser
import HitScopeCore

/// A size written `44`, `44x44`, `44×44` or `44,44` on the command line: positive and finite.
struct SizeArgument: ExpressibleByArgument {
    let size: Size

    init(_ size: Size) { self.size = size }

    init?(argument: String) {
        let parts = argument.split(omittingEmptySubsequences: false, whereSeparator: { "x×,".contains($0) }).map { Double($0) }
        guard (1...2).contains(parts.count), let width = parts[0], let height = parts[parts.count - 1],
            width.isFinite, height.isFinite, width > 0, height > 0
        else { return nil }
        self.size = Size(width, height)
    }

    var defaultValueDescription: String { "\(size)" }
}
