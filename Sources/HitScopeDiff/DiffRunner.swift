import Foundation
import HitScopeCore

/// Loads and diffs every pair of inputs on every core, in the pairs' order: what `hitscope diff` runs. The edge
/// loads each version (`load`), when its pair's turn comes: at most one pair per core is loaded at a time (its two
/// versions at once), so a thousand files' scenes are never held at once (unless `keepsScenes`).
public struct DiffRunner: Sendable {
    public var differ: SceneDiffer
    /// Keep each file's scenes for a drawing (`FileDiff.scenes`): the HTML page needs them, nothing else does.
    public var keepsScenes: Bool
    /// How many pairs are loaded and diffed at once.
    public var workers: Int

    public init(differ: SceneDiffer = SceneDiffer(), keepsScenes: Bool = false, workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.differ = differ
        self.keepsScenes = keepsScenes
        self.workers = max(1, workers)
    }

    /// The report of every pair, and the loader's notes in the pairs' order. The first version (in order) that
    /// cannot be loaded is the error.
    public func run<Source, Note: Sendable, Failure: Error>(
        _ pairs: [InputPair<Source>], load: @escaping @Sendable (Source) throws(Failure) -> LoadedVersion<Note>
    ) async throws(Failure) -> (report: DiffReport, notes: [Note]) {
        typealias Outcome = Result<(FileDiff, [Note]), Failure>
        let results = await withTaskGroup(of: (Int, Outcome).self) { group in
            var results = [Outcome?](repeating: nil, count: pairs.count)
            var next = 0
            // A window of `workers` pairs: one more starts as each ends.
            while next < min(workers, pairs.count) {
                let (index, pair) = (next, pairs[next])
                group.addTask { (index, await diff(pair, load: load)) }
                next += 1
            }
            for await (index, result) in group {
                results[index] = result
                if next < pairs.count {
                    let (index, pair) = (next, pairs[next])
                    group.addTask { (index, await diff(pair, load: load)) }
                    next += 1
                }
            }
            return results
        }
        var files: [FileDiff] = []
        var notes: [Note] = []
        for result in results {
            switch result {
            case .success(let (file, said))?:
                files.append(file)
                notes += said
            case .failure(let error)?: throw error
            case nil: continue
            }
        }
        return (DiffReport(files: files), notes)
    }

    private func diff<Source, Note: Sendable, Failure: Error>(
        _ pair: InputPair<Source>, load: @Sendable (Source) throws(Failure) -> LoadedVersion<Note>
    ) async -> Result<(FileDiff, [Note]), Failure> {
        do throws(Failure) {
            switch pair.versions {
            case .both(let old, let new):
                // The two versions are read at once (a pair alone on the machine reads on both cores); the old
                // version's error still comes first.
                async let reading = Result { () throws(Failure) in try load(new) }
                let before = try load(old)
                let after = try await reading.get()
                let file = await differ.diff(
                    old: before.scene, new: after.scene, oldFile: old.name, newFile: new.name,
                    namesAreAuthored: before.namesAreAuthored && after.namesAreAuthored, keepsScenes: keepsScenes)
                return .success((file, before.notes + after.notes))
            case .onlyOld(let old): return .success((FileDiff(old: old.name, new: nil, change: .removed), []))
            case .onlyNew(let new): return .success((FileDiff(old: nil, new: new.name, change: .added), []))
            }
        } catch {
            return .failure(error)
        }
    }
}
