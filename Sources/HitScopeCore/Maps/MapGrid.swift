/// The grid of 1-point cells the maps (`TouchAreaMap`, `TraceRegionMap`) cover: the screen rounded up to whole
/// points, at most `maximumSide` points a side. A larger screen (a scene file may say `size: [1e300, 1e300]`) is
/// mapped over its first `maximumSide` points; the report refuses it first (`ReportLimit`), and the viewer shows
/// that part.
public enum MapGrid {
    /// The most cells a map has along each side: larger than any screen UIKit draws (a 6K display is 6,016 points
    /// wide at 1x), and 256 MB of `Int32` cells at most.
    public static let maximumSide = 8_192

    /// The width and height in cells for a screen of `size` (0 for a side that is not a positive number).
    public static func cells(_ size: Size) -> (width: Int, height: Int) {
        (side(size.width), side(size.height))
    }

    private static func side(_ length: Double) -> Int {
        guard length > 0 else { return 0 }  // NaN too
        return length >= Double(maximumSide) ? maximumSide : Int(length.rounded(.up))
    }
}
