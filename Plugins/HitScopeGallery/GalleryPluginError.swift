/// What stopped the plugin, and what to do.
struct GalleryPluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
