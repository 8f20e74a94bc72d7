/// One `tca-learn` command: its name, what it does, what it accepts (as `@Flag`, `@Option` and
/// `@Argument` properties, see Options.swift), and how it runs. Adding a command is declaring one
/// of these and listing it in `CommandLineTool.commands` (or in a group's `subcommands`).
protocol Command: SendableMetatype {
    static var name: String { get }
    /// One line for the command list, in English and Korean.
    static var summary: Localized { get }
    /// A few lines of explanation for `--help`, after the summary.
    static var discussion: Localized { get }
    /// Whether a workbook's `tca-learn.json` may say the course, the tool and the language. Not
    /// for `grade`: the workbook is what is being graded, and its author would choose the course
    /// (and with it the checks and the points).
    static var readsWorkbookSettings: Bool { get }

    /// Made by the parser, which fills the declared properties (see `CommandParser`).
    init()
    /// Runs the command; returns the process exit code (`ExitCode`).
    func run(_ context: Context) throws -> Int32
}

extension Command {
    static var discussion: Localized { Localized(en: "", ko: "") }
    static var readsWorkbookSettings: Bool { true }
}

/// Commands that share a name and take their action as the next word (`lesson new`, `lesson
/// check`), as swift-argument-parser's subcommands do.
protocol CommandGroup {
    static var name: String { get }
    static var summary: Localized { get }
    static var discussion: Localized { get }
    static var subcommands: [CommandEntry] { get }
}

extension CommandGroup {
    static var discussion: Localized { Localized(en: "", ko: "") }
}

/// A command or a group, captured once as plain values and closures. (The command list could be
/// `[any Command.Type]`, but calling through existential metatypes crashes the Swift 6.3
/// compiler; a generic initializer that captures each type does the same job.)
struct CommandEntry: Sendable {
    /// As typed: `check`, or `check` inside the `lesson` group.
    let name: String
    let summary: Localized
    let discussion: Localized
    /// The command's own options and arguments, in declaration order (global options apart).
    let declarations: [OptionDeclaration]
    let subcommands: [CommandEntry]
    /// Parses the words after the command's name and runs it; nil for a group.
    let execute: (@Sendable ([String], Output, ToolEnvironment) throws -> Int32)?

    init<C: Command>(_ type: C.Type) {
        name = C.name
        summary = C.summary
        discussion = C.discussion
        declarations = CommandParser.declarations { _ = C() }
        subcommands = []
        execute = { words, output, environment in
            let (globals, command) = try CommandParser.parse(words, as: C.self, directory: environment.directory)
            return try command.run(Context(globals, output: output, environment: environment, readsWorkbookSettings: C.readsWorkbookSettings))
        }
    }

    init<G: CommandGroup>(_ type: G.Type) {
        name = G.name
        summary = G.summary
        discussion = G.discussion
        declarations = []
        subcommands = G.subcommands
        execute = nil
    }

    /// `--help`, for the command reached by `path` (`tca-learn lesson check`), in `language`.
    func help(path: String, language: Language) -> String {
        let text = language.text
        var lines = ["\(path) — \(summary.text(language))", ""]
        let usage = text("Usage: ", "사용법: ")
        if subcommands.isEmpty {
            lines.append(usage + self.usage(path: path, language: language))
        } else {
            lines += subcommands.enumerated().map { index, sub in
                (index == 0 ? usage : String(repeating: " ", count: displayWidth(usage))) + sub.usage(path: "\(path) \(sub.name)", language: language)
            }
        }
        let discussion = discussion.text(language)
        if !discussion.isEmpty {
            lines += ["", discussion]
        }
        if subcommands.isEmpty {
            let options = declarations.filter { !$0.isArgument } + GlobalOptions.declarations
            lines += ["", text("Options:", "옵션:")] + Self.table(options.map { ($0.label, $0.help.text(language)) })
        } else {
            lines += ["", text("Subcommands:", "하위 명령:")] + Self.table(subcommands.map { ($0.name, $0.summary.text(language)) })
            lines += ["", text("Run \"\(path) <subcommand> --help\" for its options.", "옵션은 \"\(path) <하위 명령> --help\"로 볼 수 있습니다.")]
        }
        return lines.joined(separator: "\n")
    }

    /// `tca-learn check [EXERCISE] [options]`.
    private func usage(path: String, language: Language) -> String {
        ([path] + declarations.filter(\.isArgument).map(\.label) + [language.text("[options]", "[옵션]")]).joined(separator: " ")
    }

    /// Two columns, the second lined up (by display width, so Korean lines up too).
    static func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map { displayWidth($0.0) }.max() ?? 0
        return rows.map { "  " + $0.0 + String(repeating: " ", count: width - displayWidth($0.0) + 2) + $0.1 }
    }
}
