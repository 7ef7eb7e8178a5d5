import HitScopeCore
import HitScopeScene

/// Reads and diffs every pair of inputs on every core, in the pairs' order: what `hitscope diff` runs.
public struct DiffRunner: Sendable {
    public var differ: SceneDiffer
    /// How to read the inputs (`--input-format`, `--strict`).
    public var format: InputFormat
    public var strict: Bool
    /// Keep each file's scenes for a drawing (`FileDiff.scenes`): the HTML page needs them, nothing else does.
    public var keepsScenes: Bool

    public init(differ: SceneDiffer = SceneDiffer(), format: InputFormat = .auto, strict: Bool = false, keepsScenes: Bool = false) {
        self.differ = differ
        self.format = format
        self.strict = strict
        self.keepsScenes = keepsScenes
    }

    /// The report of every pair, and the readers' warnings in the pairs' order. The first input (in order) that
    /// cannot be read is the error.
    public func run(_ pairs: [InputPair]) async throws(SceneError) -> (report: DiffReport, warnings: [SceneError]) {
        let results = await withTaskGroup(of: (Int, Result<(FileDiff, [SceneError]), SceneError>).self) { group in
            for (index, pair) in pairs.enumerated() {
                group.addTask { (index, await diff(pair)) }
            }
            var results = [Result<(FileDiff, [SceneError]), SceneError>?](repeating: nil, count: pairs.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        var files: [FileDiff] = []
        var warnings: [SceneError] = []
        for result in results {
            switch result {
            case .success(let (file, said))?:
                files.append(file)
                warnings += said
            case .failure(let error)?: throw error
            case nil: continue
            }
        }
        return (DiffReport(files: files), warnings)
    }

    private func diff(_ pair: InputPair) async -> Result<(FileDiff, [SceneError]), SceneError> {
        do throws(SceneError) {
            switch pair.versions {
            case .both(let old, let new):
                let before = try load(old)
                let after = try load(new)
                let file = await differ.diff(
                    old: before.scene, new: after.scene, oldFile: old.name, newFile: new.name,
                    namesAreAuthored: before.format == .scene && after.format == .scene, keepsScenes: keepsScenes)
                return .success((file, before.warnings + after.warnings))
            case .onlyOld(let old): return .success((FileDiff(old: old.name, new: nil, change: .removed), []))
            case .onlyNew(let new): return .success((FileDiff(old: nil, new: new.name, change: .added), []))
            }
        } catch {
            return .failure(error)
        }
    }

    private func load(_ version: InputVersion) throws(SceneError) -> LoadedScene {
        let loaded = try version.load(format: format, strict: strict)
        if let refusal = DiffLimit.refusal(loaded.scene) {
            throw SceneError(file: version.name, line: 0, column: 0, message: refusal.message, hint: refusal.hint)
        }
        return loaded
    }
}
