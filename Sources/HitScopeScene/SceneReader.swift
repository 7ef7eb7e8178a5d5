import Foundation
import HitScopeCore
import Yams

/// Reads scene files (YAML or JSON, one schema: docs/scene-format.md) into `Scene`s, with precise errors.
public enum SceneReader {
    /// Reads a scene from a file, or from standard input when `path` is `-`.
    public static func read(path: String) throws(SceneError) -> Scene {
        try read(data: try SourceFile.load(path), file: path)
    }

    /// Reads a scene from bytes; `file` names the source in errors.
    public static func read(data: Data, file: String) throws(SceneError) -> Scene {
        let text = try SourceFile.decodeUTF8(data, file: file)
        return try read(text: text, file: file)
    }

    /// Reads a scene from text; `file` names the source in errors.
    public static func read(text: String, file: String) throws(SceneError) -> Scene {
        guard text.contains(where: { !$0.isWhitespace }) else {
            throw SceneError(file: file, line: 0, column: 0, message: "the file is empty", hint: "write a scene (see docs/scene-format.md) or pass another file")
        }
        let outcome: Result<Scene, SceneError> = LargeStack.run {
            let root: Node
            do {
                // No implicit-tag rules: the decoder reads every scalar itself, and the rules cost a regex per scalar.
                guard let composed = try Yams.compose(yaml: text, .basic) else {
                    return .failure(SceneError(file: file, line: 0, column: 0, message: "the file holds no document", hint: "write a scene (see docs/scene-format.md)"))
                }
                root = composed
            } catch {
                return .failure(yamlError(error, text: text, file: file))
            }
            return Result { () throws(SceneError) in try SceneDecoder(reader: NodeReader(file: file)).decode(root) }
        }
        return try outcome.get()
    }

    /// libyaml reports the end of a file that does not end with a line break as the start of the next line;
    /// people expect the end of the last line.
    private static func clampedToText(_ line: Int, _ column: Int, _ text: String) -> (Int, Int) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let count = text.hasSuffix("\n") ? lines.count - 1 : lines.count
        guard line > count, count > 0 else { return (line, column) }
        let last = lines[count - 1].trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
        return (count, last.unicodeScalars.count + 1)
    }

    private static func yamlError(_ error: Error, text: String, file: String) -> SceneError {
        guard let yaml = error as? YamlError else {
            return SceneError(file: file, line: 0, column: 0, message: "cannot read the file: \(error)")
        }
        let fix = "check the YAML/JSON syntax around this place"
        switch yaml {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if problem.hasPrefix("Maximum nesting level reached") {
                let (line, column) = clampedToText(mark.line, mark.column, text)
                return SceneError(file: file, line: line, column: column, message: "the file nests more than 1000 levels here (views inside views about 500 deep)", hint: "scene files are read up to that depth; flatten the hierarchy (real screens nest a few dozen levels)")
            }
            var message = problem
            if let context {
                let (line, column) = clampedToText(context.mark.line, context.mark.column, text)
                message += " (\(context.text) at line \(line), column \(column))"
            }
            let (line, column) = clampedToText(mark.line, mark.column, text)
            return SceneError(file: file, line: line, column: column, message: message, hint: fix)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return SceneError(file: file, line: context.mark.line, column: context.mark.column, message: "duplicate key \(duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")) in the mapping that starts here", hint: "keep one of them")
        case .reader(let problem, let offset, _, _):
            let (line, column) = offset.map { SourceFile.lineAndColumn(ofByteOffset: $0, in: text) } ?? (0, 0)
            return SceneError(file: file, line: line, column: column, message: problem, hint: fix)
        default:
            return SceneError(file: file, line: 0, column: 0, message: "\(yaml)", hint: fix)
        }
    }
}
