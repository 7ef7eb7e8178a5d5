import HitScopeAudit
import HitScopeCore
import HitScopeFiles
import HitScopeOutput
import HitScopeScene

/// The audit's inputs, read as every input is: the files and folders named, a baseline file, and the size check,
/// all as located errors (exit 2).
enum AuditInputs {
    /// The scene files `paths` name, in order: a file as it is, a folder's inputs at any depth (`FolderWalk`, each
    /// with the folder it was found in); what a walk leaves out for safety (links, special files) is said once.
    static func files(_ paths: [String]) throws(SceneError) -> [(path: String, folder: String?)] {
        var files: [(path: String, folder: String?)] = []
        for path in paths {
            guard path != "-", DiffInputs.isFolder(path) else {
                files.append((path, nil))
                continue
            }
            let walk = try FolderWalk(path)
            for skip in walk.skipped where skip.reason.isNotable {
                Output.error("hitscope audit: skipped \(terminalSafe(skip.path)): \(skip.reason.words)")
            }
            guard !walk.inputs.isEmpty else {
                throw SceneError(file: path, line: 0, column: 0, message: "no scene files, dumps or snapshots in this folder", hint: "name a folder of scenes")
            }
            files += walk.inputs.map { ($0.path, path) }
        }
        return files
    }

    /// The baseline at `path` (`hitscope audit --baseline`): a file `hitscope audit --format json` wrote.
    static func baseline(path: String, rules: PathRules) throws(SceneError) -> AuditDocument {
        let data = try NamedFile.bytes(path, rules: rules, what: "a file `hitscope audit --format json` wrote")
        do {
            return try AuditBaseline.decode(data)
        } catch {
            throw SceneError(file: path, line: 0, column: 0, message: error.message, hint: error.hint)
        }
    }

    /// Refuses a scene too large to audit (`AuditLimit`), naming `file`.
    static func checkSize(_ scene: Scene, file: String) throws(SceneError) {
        if let refusal = AuditLimit.refusal(scene) {
            throw SceneError(file: file, line: 0, column: 0, message: refusal.message, hint: refusal.hint)
        }
    }
}
