import Foundation

/// How output looks: colour or not, which language, where paths are shown from, and whether they
/// are clickable. Colour is on only for a terminal, and off with `--no-color` or `NO_COLOR`
/// (https://no-color.org); clickable paths (OSC 8 hyperlinks) need colour and a terminal known to
/// draw them.
struct Style: Sendable {
    var color: Bool
    var language: Language
    /// Paths inside this folder are shown relative to it: where the learner typed the command.
    var directory: URL
    /// Paths are OSC 8 hyperlinks to their files.
    var hyperlinks: Bool

    init(color: Bool, language: Language, directory: URL? = nil, hyperlinks: Bool = false) {
        self.color = color
        self.language = language
        self.directory = directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        self.hyperlinks = hyperlinks && color
    }

    static func detect(
        noColorFlag: Bool, language: Language, isTerminal: Bool, directory: URL? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Style {
        let noColor = noColorFlag || environment["NO_COLOR"].map { !$0.isEmpty } == true || environment["TERM"] == "dumb"
        let color = !noColor && isTerminal
        return Style(color: color, language: language, directory: directory, hyperlinks: color && Self.drawsHyperlinks(environment))
    }

    /// Whether the terminal is one known to draw OSC 8 hyperlinks (others may print the escape
    /// codes as garbage, so unknown terminals get plain paths). `FORCE_HYPERLINK=1` or `=0`
    /// overrides, as in other command-line tools.
    static func drawsHyperlinks(_ environment: [String: String]) -> Bool {
        if let forced = environment["FORCE_HYPERLINK"], !forced.isEmpty { return forced != "0" }
        if environment["CI"] != nil { return false }
        let program = environment["TERM_PROGRAM"] ?? ""
        if ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "rio"].contains(program) { return true }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
        let term = environment["TERM"] ?? ""
        return term == "xterm-kitty" || term == "alacritty" || term == "foot"
            || environment["WT_SESSION"] != nil || environment["KONSOLE_VERSION"] != nil
    }

    /// A file's path as the learner would type it (relative to where they are, when inside it),
    /// with `:line` when given; clickable where the terminal supports it.
    func path(_ url: URL, line: Int? = nil) -> String {
        let shown = displayPath(url, from: directory) + (line.map { ":\($0)" } ?? "")
        guard hyperlinks else { return shown }
        // OSC 8: ESC ] 8 ; ; URI ESC \ text ESC ] 8 ; ; ESC \
        let uri = url.standardizedFileURL.absoluteString
        return "\u{1B}]8;;\(uri)\u{1B}\\\(shown)\u{1B}]8;;\u{1B}\\"
    }

    func path(_ path: String, line: Int? = nil) -> String {
        self.path(URL(fileURLWithPath: path), line: line)
    }

    /// The English or Korean of a piece of interface text.
    func text(_ en: String, _ ko: String) -> String {
        language.text(en, ko)
    }

    func bold(_ s: String) -> String { paint(s, "1") }
    func dim(_ s: String) -> String { paint(s, "2") }
    func red(_ s: String) -> String { paint(s, "31") }
    func green(_ s: String) -> String { paint(s, "32") }
    func yellow(_ s: String) -> String { paint(s, "33") }
    func blue(_ s: String) -> String { paint(s, "34") }
    func cyan(_ s: String) -> String { paint(s, "36") }

    private func paint(_ s: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
    }

    /// `[#######.......] 7/15`
    func progressBar(done: Int, total: Int, width: Int = 24) -> String {
        let filled = total == 0 ? 0 : Int((Double(done) / Double(total) * Double(width)).rounded(.down))
        return "[" + green(String(repeating: "#", count: filled)) + dim(String(repeating: ".", count: width - filled)) + "] \(done)/\(total)"
    }

    /// "1 try", "2 tries": English counts agree with their noun (Korean needs no plural).
    func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }
}

/// Paths as a learner would type them: relative to `directory` (the current folder unless given),
/// when inside it. Reports use `Style.path`, which also makes them clickable.
func displayPath(_ url: URL, from directory: URL? = nil) -> String {
    let path = url.standardizedFileURL.path
    let here = directory?.standardizedFileURL.path ?? FileManager.default.currentDirectoryPath
    if path.hasPrefix(here + "/") { return String(path.dropFirst(here.count + 1)) }
    return path
}

func displayPath(_ path: String) -> String {
    displayPath(URL(fileURLWithPath: path))
}

/// How many terminal columns `text` takes: Hangul, CJK and fullwidth characters take two. Used to
/// line up columns that may hold Korean; `text` must not contain colour codes.
func displayWidth(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { width, scalar in
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F: width  // combining marks, zero-width spaces
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD: width + 2
        default: width + 1
        }
    }
}
