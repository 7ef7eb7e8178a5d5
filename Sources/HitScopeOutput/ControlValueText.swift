import HitScopeCore

/// The words for the value a control's `valueChanged` left, by the property UIKit names it with: `isOn = YES` (a
/// switch), `selectedSegmentIndex = 2` (a segmented control), `currentPage = 1` (a page control), `value = 0.5` (a
/// slider, a stepper). The one place they are written.
enum ControlValueText {
    static func text(_ value: Double, of control: View) -> String {
        switch control.uikitClass.uikitClass {
        case "UISwitch": "isOn = \(value == 1 ? "YES" : "NO")"
        case "UISegmentedControl": "selectedSegmentIndex = \(formatNumber(value))"
        case "UIPageControl": "currentPage = \(formatNumber(value))"
        default: "value = \(formatNumber(value))"
        }
    }
}
