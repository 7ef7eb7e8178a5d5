/// The app's interface style (`UITraitCollection.userInterfaceStyle`): which value of a dynamic system colour
/// (`systemBackground`, `label`, `systemGray2`…) its views are drawn with. Drawing only: hit-testing never reads it.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
