import HitScopeCore

/// A view read from a record, before it has a name and a place in the hierarchy.
struct DumpViewDraft {
    var view: View
    var className: DumpClassName
    /// The frame as printed (for a transformed view, the bounding box).
    var printedFrame: Rect
    var isWindow: Bool
    /// What had to be assumed, with the field it is about.
    var notes: [(note: DumpNote, field: DumpRecord.Field)]
}

/// Turns a record into a view. What UIKit printed is the truth: UIKit's `description` omits `hidden`, `alpha`,
/// `userInteractionEnabled`, `clipsToBounds` and `transform` when they have UIView's default (NO, 1, YES, NO,
/// identity), whatever the class, so a missing key means that default and never the class's own default
/// (docs/recursive-description.md). Keys HitScope does not interpret are kept, in order, as attributes.
enum DumpViewBuilder {
    /// `className` is the record's class name, read once per class by the caller.
    static func build(_ record: DumpRecord, className: DumpClassName) -> Result<DumpViewDraft, LocatedDumpProblem> {
        func fail(_ problem: DumpProblem, _ field: DumpRecord.Field?) -> Result<DumpViewDraft, LocatedDumpProblem> {
            .failure(
                LocatedDumpProblem(
                    problem: problem, line: field?.line ?? record.firstLine, offset: field?.offset ?? record.offset,
                    lastLine: record.lastLine))
        }
        var baseClass = className.uikitAncestor
        var printedFrame: Rect?
        var transform = Transform2D.identity
        var transformField: DumpRecord.Field?
        var alphaField: DumpRecord.Field?
        var view = View(name: "-", className: className.display)  // named when added to the hierarchy
        view.isUserInteractionEnabled = true
        view.clipsToBounds = false  // a scroll view prints `clipsToBounds = YES` when it clips, as it does by default
        view.sourceID = record.address
        var attributes: [ExtraAttribute] = []
        if className.display != className.printed {
            attributes.appendUnique(ExtraAttribute(key: "printedClass", value: className.printed))
        }
        for field in record.fields {
            let read: Result<Void, DumpProblem>
            switch field.key {
            case "baseClass":
                baseClass = field.value
                if !ViewClass.isKnown(field.value) {
                    attributes.appendUnique(ExtraAttribute(key: field.key, value: field.value))
                }
                read = .success(())
            case "frame":
                read = DumpValues.rect(field).map { printedFrame = $0 }
            case "transform":
                read = DumpValues.transform(field).map { transform = $0 }
                transformField = field
            case "transform3D":
                read = DumpValues.transform3D(field).map { transform = $0 }
                transformField = field
                attributes.appendUnique(ExtraAttribute(key: field.key, value: field.value))
            case "hidden":
                read = DumpValues.bool(field).map { view.isHidden = $0 }
            case "alpha":
                read = DumpValues.number(field).map { view.alpha = $0 }
                alphaField = field
            case "userInteractionEnabled":
                read = DumpValues.bool(field).map { view.isUserInteractionEnabled = $0 }
            case "clipsToBounds":
                read = DumpValues.bool(field).map { view.clipsToBounds = $0 }
            case "contentOffset":
                read = DumpValues.point(field).map { view.boundsOrigin = $0 }
            case "text":
                view.title = field.value
                read = .success(())
            default:
                attributes.appendUnique(ExtraAttribute(key: field.key, value: field.value))
                read = .success(())
            }
            if case .failure(let problem) = read { return fail(problem, field) }
        }
        guard let printedFrame else { return fail(.missingFrame(className: className.display), nil) }
        if let trailing = record.trailing { attributes.appendUnique(ExtraAttribute(key: "trailing", value: trailing)) }

        var notes: [(note: DumpNote, field: DumpRecord.Field)] = []
        if record.isCutAfterFrame {
            let start = DumpRecord.Field(key: "", value: "", line: record.firstLine, offset: record.offset)
            notes.append((.cutAfterFrame(className: className.display, lastKey: record.fields.last?.key ?? "frame"), start))
        }
        let frameText = record.field("frame")?.value ?? ""
        switch DumpGeometry.frame(
            printed: printedFrame, transform: transform, frameText: frameText, transformText: transformField?.value ?? "")
        {
        case .failure(let problem): return fail(problem, transformField ?? record.field("frame"))
        case .success(let (frame, note)):
            view.frame = frame
            view.transform = transform
            if let note, let field = note.isAboutTransform ? transformField : record.field("frame") {
                notes.append((note, field))
            }
        }
        if !transform.isIdentity {
            attributes.appendUnique(ExtraAttribute(key: "printedFrame", value: frameText))
        }
        if !(0...1).contains(view.alpha), let alphaField {
            let clamped = min(1, max(0, view.alpha))
            notes.append((.alphaOutOfRange(value: alphaField.value, readAs: formatNumber(clamped)), alphaField))
            view.alpha = clamped
        }
        guard view.boundsOrigin.x.isFinite, view.boundsOrigin.y.isFinite,
            (view.boundsOrigin.x + view.frame.size.width).isFinite, (view.boundsOrigin.y + view.frame.size.height).isFinite
        else {
            return fail(.tooLarge(key: "contentOffset", value: record.field("contentOffset")?.value ?? ""), record.field("contentOffset"))
        }

        let uikitClass = baseClass == className.uikitAncestor ? className.viewClass : ViewClass(name: className.display, baseClass: baseClass)
        view.uikitClass = uikitClass
        view.attributes = attributes
        _ = ContentSizeAttribute.adopt(into: &view)  // an unreadable one stays an attribute, as printed
        return .success(
            DumpViewDraft(
                view: view, className: className, printedFrame: printedFrame,
                isWindow: uikitClass.uikitClass == "UIWindow", notes: notes))
    }
}

extension [ExtraAttribute] {
    /// Appends an attribute; a key the view already has gets a number (`sublayer (2)`), so that the scene file's
    /// `attributes:` mapping has no duplicate key.
    mutating func appendUnique(_ attribute: ExtraAttribute) {
        guard contains(where: { $0.key == attribute.key }) else {
            append(attribute)
            return
        }
        var number = 2
        while contains(where: { $0.key == "\(attribute.key) (\(number))" }) { number += 1 }
        append(ExtraAttribute(key: "\(attribute.key) (\(number))", value: attribute.value))
    }
}

extension DumpNote {
    /// Whether the note is about the transform field (else about the frame or alpha).
    fileprivate var isAboutTransform: Bool {
        if case .boundsAssumedSquare = self { return true }
        return false
    }
}
