import HitScopeAudit
import HitScopeCore
import HitScopeDiff
import HitScopeOutput
import HitScopeScene

/// A point in screen points (or in a view's own space), `x` to the right, `y` down.
public typealias Point = HitScopeCore.Point
/// Where a finger is at a moment of a touch sequence: seconds from its first sample, and screen points.
public typealias TouchSample = HitScopeCore.TouchSample
/// A width and a height in points.
public typealias Size = HitScopeCore.Size
/// An upright rectangle: an origin and a size, in points.
public typealias Rect = HitScopeCore.Rect
/// How to read a scene input: by content, as a scene file or as a `recursiveDescription` dump.
public typealias InputFormat = HitScopeScene.InputFormat
/// The audit's rules (`unreachable`, `too-small`, `partly-covered`…), documented in docs/audit.md.
public typealias AuditRule = HitScopeAudit.AuditRule
/// How bad a finding is: `warning` or `error`.
public typealias AuditSeverity = HitScopeAudit.AuditSeverity
/// HitScope's version (`HitScopeVersion.current`), as `hitscope --version` prints it.
public typealias HitScopeVersion = HitScopeOutput.HitScopeVersion
/// One touch target in two versions of a scene: its touch areas, who takes what it lost, the causes (docs/diff.md).
public typealias ViewDiff = HitScopeDiff.ViewDiff
/// A change that made a view's touches go elsewhere: what changed, on which view, how it relates (`DiffCause.text`
/// says it in a sentence).
public typealias DiffCause = HitScopeDiff.DiffCause
/// How much a change matters: `unreachable`, `lost` or `changed`.
public typealias DiffLevel = HitScopeDiff.DiffLevel
/// The level at which a diff fails: `unreachable`, `lost`, `any` or `never` (`hitscope diff --fail-on`).
public typealias DiffFailLevel = HitScopeDiff.DiffFailLevel
