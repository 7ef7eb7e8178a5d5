/// The name of the page a command writes for each input of a folder (a gallery's reports): the input's path inside
/// the folder, extension kept, with `.html` added (`login.yaml` → `login.yaml.html`, `flows/login.yml` →
/// `flows/login.yml.html`). Two inputs have two paths, so two pages; a page's name ends in `.yaml.html`,
/// `.json.html`… and is never `index.html`, the site's own page.
public enum PageNames {
    /// The page of the input at `relative` (a path inside the folder, as `FolderWalk` gives it).
    public static func page(for relative: String) -> String {
        relative + ".html"
    }

    /// The link from the page of the input at `relative` to the site's index: `index.html`, one `../` for each
    /// folder the page is in.
    public static func indexLink(from relative: String) -> String {
        String(repeating: "../", count: relative.split(separator: "/").count - 1) + "index.html"
    }
}
