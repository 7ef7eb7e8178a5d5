/// How a scene read from a file names that file in its own name, which pages and shared reports show: the path as
/// the user gave it when it is relative (`flows/pay.txt`), the file name alone when it is absolute (a full path
/// tells where the page was made: `/home/ana/app/dump.txt` is `dump.txt`), and `standard input` for `-`.
public enum InputName {
    public static func shown(_ file: String) -> String {
        if file == "-" { return "standard input" }
        guard file.hasPrefix("/") || file.hasPrefix("~") else { return file }
        let name = file.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "the input" : name
    }
}
