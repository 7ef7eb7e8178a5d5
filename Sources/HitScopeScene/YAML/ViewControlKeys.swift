import HitScopeCore

/// The view keys of UIKit's value controls (docs/scene-format.md): a segmented control's segments and selection, a
/// stepper's range and steps, a page control's pages, and whether a slider or stepper is continuous. Each refuses a
/// view of the wrong class with a clear error.
extension ViewDecoder {
    static let controlKeys: Set<String> = [
        "numberOfSegments", "selectedSegmentIndex", "momentary", "minimumValue", "maximumValue", "stepValue", "continuous",
        "autorepeat", "wraps", "numberOfPages", "currentPage",
    ]

    /// The class each key applies to.
    private static func controlClasses(of key: String) -> Set<String> {
        switch key {
        case "numberOfSegments", "selectedSegmentIndex", "momentary": ["UISegmentedControl"]
        case "numberOfPages", "currentPage": ["UIPageControl"]
        case "continuous": ["UISlider", "UIStepper"]
        default: ["UIStepper"]
        }
    }

    func controlAttribute(_ key: String, _ field: SceneNode, of view: inout View) throws(SceneError) {
        let classes = Self.controlClasses(of: key)
        guard classes.contains(view.uikitClass.uikitClass) else {
            throw reader.error(
                field, "\(key) applies to a \(classes.sorted().joined(separator: " or a ")), and '\(view.name)' is a \(view.uikitClass.uikitClass)",
                hint: "remove it, or give the view that class")
        }
        switch key {
        case "numberOfSegments": view.controls.numberOfSegments = try wholeNumber(field, key, in: 0...1000)
        case "selectedSegmentIndex": view.controls.selectedSegmentIndex = try wholeNumber(field, key, in: -1...1000)
        case "momentary": view.controls.isMomentary = try reader.bool(field, key)
        case "numberOfPages": view.controls.numberOfPages = try wholeNumber(field, key, in: 0...10_000)
        case "currentPage": view.controls.currentPage = try wholeNumber(field, key, in: 0...10_000)
        case "continuous": view.controls.isContinuous = try reader.bool(field, key)
        case "autorepeat": view.controls.autorepeat = try reader.bool(field, key)
        case "wraps": view.controls.wraps = try reader.bool(field, key)
        case "minimumValue": view.controls.minimumValue = try reader.number(field, key)
        case "maximumValue": view.controls.maximumValue = try reader.number(field, key)
        default:
            let step = try reader.number(field, key)
            guard step > 0 else {
                throw reader.error(field, "stepValue must be greater than 0, found \(formatNumber(step))", hint: "UIStepper raises an exception for a step of 0 or less")
            }
            view.controls.stepValue = step
        }
    }

    /// A whole number within `range`.
    private func wholeNumber(_ field: SceneNode, _ key: String, in range: ClosedRange<Int>) throws(SceneError) -> Int {
        let number = try reader.number(field, key)
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound) else {
            throw reader.error(field, "\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound), found \(formatNumber(number))")
        }
        return Int(number)
    }
}
