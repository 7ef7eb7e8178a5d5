import HitScopeCore

/// The view keys about how touches are delivered (docs/scene-format.md): several fingers, scroll views' content
/// touches, a slider's value and a switch's state, table and collection selection. Each refuses a view of the
/// wrong class with a clear error.
extension ViewDecoder {
    static let touchKeys: Set<String> = [
        "exclusiveTouch", "multipleTouchEnabled", "value", "isOn", "allowsSelection", "editing", "allowsSelectionDuringEditing",
        "allowsMultipleSelection", "shouldHighlight", "willSelect", "selected", "delaysContentTouches", "canCancelContentTouches", "decelerating",
        "contentSize", "scrollEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "touchesShouldBeginAnswersNoIn",
    ]

    func touchAttribute(_ key: String, _ field: SceneNode, of view: inout View) throws(SceneError) {
        let name = view.name
        switch key {
        case "exclusiveTouch": view.isExclusiveTouch = try reader.bool(field, key)
        case "multipleTouchEnabled": view.isMultipleTouchEnabled = try reader.bool(field, key)
        case "value":
            if view.uikitClass.uikitClass == "UIStepper" {
                view.controls.stepperValue = try reader.number(field, key)
                return
            }
            guard view.uikitClass.uikitClass == "UISlider" else {
                throw reader.error(field, "value applies to a UISlider or a UIStepper, and '\(name)' is a \(view.uikitClass.uikitClass)", hint: "remove it, or use `isOn:` for a UISwitch, `selectedSegmentIndex:` for a UISegmentedControl, `currentPage:` for a UIPageControl")
            }
            let value = try reader.number(field, key)
            guard (0...1).contains(value) else {
                throw reader.error(field, "value must be between 0 and 1 (the slider's default range), found \(formatNumber(value))")
            }
            view.sliderValue = value
        case "isOn":
            guard view.uikitClass.uikitClass == "UISwitch" else {
                throw reader.error(field, "isOn applies to a UISwitch, and '\(name)' is a \(view.uikitClass.uikitClass)", hint: "remove it, or use `value:` for a UISlider")
            }
            view.isOn = try reader.bool(field, key)
        case "allowsSelection", "editing", "allowsSelectionDuringEditing", "allowsMultipleSelection":
            guard ["UITableView", "UICollectionView"].contains(view.uikitClass.uikitClass) else {
                throw reader.error(field, "\(key) applies to a UITableView or UICollectionView, and '\(name)' is a \(view.uikitClass.uikitClass)", hint: "remove it, or give the view a list class")
            }
            if key == "allowsMultipleSelection" {
                view.selection.allowsMultipleSelection = try reader.bool(field, key)
            } else {
                try setFlag(key, field, of: &view)
            }
        case "shouldHighlight", "willSelect", "selected":
            guard HitTester.cellClasses.contains(view.uikitClass.uikitClass) else {
                throw reader.error(field, "\(key) applies to a UITableViewCell or UICollectionViewCell, and '\(name)' is a \(view.uikitClass.uikitClass)", hint: "remove it, or give the view a cell class")
            }
            if key == "shouldHighlight" {
                view.shouldHighlight = try reader.bool(field, key)
            } else if key == "selected" {
                view.selection.isSelected = try reader.bool(field, key)
            } else {
                let text = try reader.string(field, key)
                guard ["nil", "self"].contains(text) else {
                    throw reader.error(field, "willSelect must be nil or self, found '\(text.prefix(40))'", hint: "nil: the delegate's willSelectRowAt returns nil, so the row is not selected")
                }
                view.willSelectReturnsNil = text == "nil"
            }
        case "delaysContentTouches", "canCancelContentTouches", "decelerating", "contentSize", "scrollEnabled", "bounces",
            "alwaysBounceVertical", "alwaysBounceHorizontal", "touchesShouldBeginAnswersNoIn":
            guard view.isScrollView else {
                throw reader.error(field, "\(key) applies to scroll views, and '\(name)' is a \(view.uikitClass.uikitClass)", hint: "remove it, or give the view a scroll view class (UIScrollView, UITableView, UICollectionView, UITextView)")
            }
            try scrollAttribute(key, field, of: &view)
        default: break
        }
    }

    /// A scroll view's key: its content touches, its content size, which ways it may scroll.
    private func scrollAttribute(_ key: String, _ field: SceneNode, of view: inout View) throws(SceneError) {
        switch key {
        case "contentSize":
            let size = try reader.numbers(field, key, names: ["width", "height"])
            guard size[0] >= 0, size[1] >= 0 else {
                throw reader.error(field, "contentSize has a negative size (\(formatNumber(size[0]))×\(formatNumber(size[1])))", hint: "width and height are 0 or more")
            }
            view.scrolling.contentSize = Size(size[0], size[1])
        case "scrollEnabled": view.scrolling.isScrollEnabled = try reader.bool(field, key)
        case "bounces": view.scrolling.bounces = try reader.bool(field, key)
        case "alwaysBounceVertical": view.scrolling.alwaysBounceVerticalSetting = try reader.bool(field, key)
        case "alwaysBounceHorizontal": view.scrolling.alwaysBounceHorizontal = try reader.bool(field, key)
        case "touchesShouldBeginAnswersNoIn": view.scrolling.touchesShouldBeginRefuses = try names(field, key)
        default: try setFlag(key, field, of: &view)
        }
    }

    /// Sets the true/false property a list's or scroll view's key names.
    private func setFlag(_ key: String, _ field: SceneNode, of view: inout View) throws(SceneError) {
        let property: WritableKeyPath<View, Bool>
        switch key {
        case "allowsSelection": property = \.allowsSelection
        case "editing": property = \.isEditing
        case "allowsSelectionDuringEditing": property = \.allowsSelectionDuringEditing
        case "delaysContentTouches": property = \.delaysContentTouches
        case "canCancelContentTouches": property = \.canCancelContentTouches
        default: property = \.isDecelerating
        }
        view[keyPath: property] = try reader.bool(field, key)
    }
}
