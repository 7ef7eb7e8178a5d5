import CYaml

/// The one limit on how deep views nest, for every reader (scene files, dumps, snapshots) and so for what
/// `hitscope import` writes: HitScope never writes a scene it then refuses. Every reader and every walk of the
/// engine is linear in depth; the limit keeps a hostile file from making a scene no person could read.
public enum SceneDepth {
    /// The most levels of views, a window being the first.
    public static let maximum = 10_000

    /// libyaml's own limit on nested collections, set once (a process-wide setting) above what a scene file of
    /// `maximum` levels needs: two collections a level (a view's mapping and its `subviews` list) and a few more
    /// around them. A file that nests deeper is refused by libyaml, in `SyntaxErrorMessage`'s words.
    static let yamlNestingLimit: Int32 = {
        let limit = Int32(2 * maximum + 16)
        yaml_set_max_nest_level(limit)
        return limit
    }()

    /// The error for a view (or record, or element) at `line`, `column` of `file` that would be one level too deep.
    static func tooDeep(file: String, line: Int, column: Int) -> SceneError {
        SceneError(
            file: file, line: line, column: column, message: "views are nested more than \(maximum) levels deep here",
            hint: "HitScope reads (and writes) at most \(maximum) levels: real screens nest a few dozen; flatten the hierarchy")
    }
}
