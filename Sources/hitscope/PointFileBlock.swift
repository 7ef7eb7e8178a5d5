import HitScopeBatch
import HitScopeCore
import HitScopeScene

/// A block of a points file as the reader hands it over (HitScopeScene's `PointBlock`), as the batch reads points
/// (HitScopeBatch's `PointSource`): the CLI joins the two.
struct PointFileBlock: PointSource, Sendable {
    let block: PointBlock

    var byteCount: Int { block.byteCount }

    func parts(_ count: Int) -> [PointFileBlock] { block.parts(count).map(PointFileBlock.init) }

    func forEachSpelledPoint(_ body: (Point, UnsafeRawBufferPointer) throws -> Void) throws {
        try block.forEachSpelledPoint(body)
    }
}
