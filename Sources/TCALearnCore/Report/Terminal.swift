import Foundation

/// How output looks: colour or not, and which language. Colour is on only for a terminal, and off
/// with `--no-color` or `NO_COLOR` (https://no-color.org).
public struct Style: Sendable {
    public var color: Bool
    public var language: Language

    public init(color: Bool, language: Language) {
        self.color = color
        self.language = language
    }

    public static func detect(noColorFlag: Bool, language: Language, environment: [String: String] = ProcessInfo.processInfo.environment) -> Style {
        let noColor = noColorFlag || environment["NO_COLOR"].map { !$0.isEmpty } == true || environment["TERM"] == "dumb"
        return Style(color: !noColor && isatty(STDOUT_FILENO) == 1, language: language)
    }

    /// The English or Korean of a piece of interface text.
    public func text(_ en: String, _ ko: String) -> String {
        language == .ko ? ko : en
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
}

/// Paths as a learner would type them: relative to where they are, when inside it.
func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let here = FileManager.default.currentDirectoryPath
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
