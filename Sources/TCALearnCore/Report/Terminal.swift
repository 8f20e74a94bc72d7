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
