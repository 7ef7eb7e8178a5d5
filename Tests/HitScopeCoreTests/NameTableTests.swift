import HitScopeCore
import Testing

/// `NameTable` finds every name at its place by its bytes, in short lists and long ones, and nothing else.
struct NameTableTests {
    /// Names that share lengths, first bytes and last bytes, so that many start their search in the same slot; and
    /// two spellings of é, which Swift's `==` calls equal.
    private static let crowded: [String] =
        (0..<40).map { "k" + String(repeating: "a", count: $0 % 5) + String(UnicodeScalar(UInt8(97 + $0 % 8))) + "K" }
        + ["", "K", "é", "e\u{301}", "UIView", "UIWindow", "Kelvin", "name", "frame"]

    /// The first place of the name with `name`'s bytes.
    private static func place(of name: String, in names: [String]) -> Int? {
        names.firstIndex { $0.utf8.elementsEqual(name.utf8) }
    }

    @Test("Every name is found at its first place; a name a letter or a look-alike away is not")
    func everyNameAndItsNeighbours() {
        for names in [Self.crowded, Array(Self.crowded.suffix(6)), ["K", "name"]] {
            let table = NameTable(names)
            for name in names {
                #expect(table.index(of: name) == Self.place(of: name, in: names), "\(name) in \(names.count) names")
                for neighbour in [name + "s", "x" + name, String(name.dropLast()), name.uppercased()] where Self.place(of: neighbour, in: names) == nil {
                    #expect(!table.contains(neighbour), "\(neighbour) in \(names.count) names")
                }
            }
            // Unicode calls these equal to names of the list (a Kelvin sign for K); their bytes are not a name's.
            for lookalike in ["\u{212A}", "\u{212A}elvin", "\u{FF4E}ame"] {
                #expect(!table.contains(lookalike), "\(lookalike) in \(names.count) names")
            }
        }
    }

    @Test("ViewClass knows a class by its bytes, as its defaults apply: by the class's own name")
    func knownClasses() {
        for name in ViewClass.known {
            #expect(ViewClass.isKnown(name))
            #expect(ViewClass(name: name).uikitClass == name)
        }
        for name in ["UIButon", "MyButton", "uiview", "UI\u{FF36}iew", "", "UIView "] {
            #expect(!ViewClass.isKnown(name), "\(name)")
            #expect(ViewClass(name: name).uikitClass == "UIView", "\(name)")
        }
    }

    @Test("A name given twice is found at its first place")
    func repeatedNames() {
        let names = (0..<20).map { "n\($0 % 7)" }
        let table = NameTable(names)
        for name in Set(names) { #expect(table.index(of: name) == names.firstIndex(of: name)) }
    }
}
