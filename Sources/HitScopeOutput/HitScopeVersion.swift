import HitScopeCore

/// HitScope's version: the one place it is written. `hitscope --version`, the SARIF log's tool version, the man page
/// (scripts/install) and HitScopeKit read it from here.
public enum HitScopeVersion {
    /// The version as `hitscope --version` prints it.
    public static let current = "0.1.0"
}
