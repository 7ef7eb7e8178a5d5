extension View {
    /// The side of a `UISlider`'s thumb (UIKit's default thumb image is about 31 points).
    package static let sliderThumbSide: Double = 31

    /// Where a `UISlider`'s thumb or a `UISwitch`'s knob is, in the view's own space: the part whose drag the
    /// control keeps against pan recognizers on its ancestors (docs/gestures.md, "Controls keep their default
    /// action"). nil for other views.
    public var thumbRect: Rect? {
        let b = bounds
        switch uikitClass.uikitClass {
        case "UISlider":
            let side = min(Self.sliderThumbSide, b.size.width)
            let travel = b.size.width - side
            return Rect(b.minX + travel * min(1, max(0, sliderValue)), b.minY + (b.size.height - side) / 2, side, side)
        case "UISwitch":
            // The knob covers the half of the switch on its value's side.
            let half = b.size.width / 2
            return Rect(b.minX + (isOn ? half : 0), b.minY, half, b.size.height)
        default:
            return nil
        }
    }
}
