import HitScopeAudit
import HitScopeCore
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
/// One touch-target finding of an audit: the view, the rule, its severity, what is wrong and the fix.
public typealias AuditFinding = HitScopeAudit.AuditFinding
/// The audit's rules (`unreachable`, `too-small`, `partly-covered`…), documented in docs/audit.md.
public typealias AuditRule = HitScopeAudit.AuditRule
/// How bad a finding is: `warning` or `error`.
public typealias AuditSeverity = HitScopeAudit.AuditSeverity
/// HitScope's version (`HitScopeVersion.current`), as `hitscope --version` prints it.
public typealias HitScopeVersion = HitScopeOutput.HitScopeVersion
