import Foundation

/// `tca-learn`: finds the command, parses its words, runs it, and turns errors into messages and
/// exit codes (`ExitCode`: 0 success, 1 a failed grade or run, 2 a usage or setup problem, which
/// every `ToolError` carries).
public enum CommandLineTool {
    static let commands: [CommandEntry] = [
        CommandEntry(InitCommand.self), CommandEntry(NextCommand.self), CommandEntry(OpenCommand.self), CommandEntry(CheckCommand.self), CommandEntry(WatchCommand.self),
        CommandEntry(HintCommand.self), CommandEntry(ListCommand.self), CommandEntry(ResetCommand.self),
        CommandEntry(SolutionCommand.self), CommandEntry(PlayCommand.self), CommandEntry(InstallCommand.self), CommandEntry(LessonCommands.self),
        CommandEntry(GradeCommand.self), CommandEntry(GradeRosterCommand.self), CommandEntry(ClassroomCommands.self),
    ]

    static let version = "0.1.0"

    /// The process's entry point: what `run` does, plus the process-wide setup a terminal needs.
    public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        // Learner-facing programs must not die of a closed pipe (`tca-learn list | head`).
        signal(SIGPIPE, SIG_IGN)
        Interrupt.install()
        let code = run(arguments, output: .terminal, environment: .process)
        Interrupt.waitIfStopping()
        return code
    }

    /// Runs one command line and returns its exit code; everything it says goes to `output`.
    /// Tests call this with `Output.capture()` and an environment of their own (a folder, keys,
    /// and one shared built runtime).
    static func run(_ arguments: [String], output: Output, environment: ToolEnvironment) -> Int32 {
        do {
            return try dispatch(arguments, output: output, environment: environment)
        } catch let error as any ToolError {
            output.write("tca-learn: \(error.message(helpLanguage(arguments, environment: environment)))\n", to: .standardError)
            return error.exitCode
        } catch {
            output.write("tca-learn: \(error)\n", to: .standardError)
            return ExitCode.failure
        }
    }

    private static func dispatch(_ arguments: [String], output: Output, environment: ToolEnvironment) throws -> Int32 {
        func say(_ text: String) { output.write(text + "\n", to: .standardOutput) }
        let wantsHelp = arguments.contains("--help") || arguments.contains("-h")
        var words = arguments.filter { $0 != "-h" }
        let language = helpLanguage(arguments, environment: environment)
        guard let index = commandIndex(in: words) else {
            if words.contains("--version") {
                say("tca-learn \(version)")
                return ExitCode.success
            }
            say(overview(language))
            return wantsHelp || arguments.isEmpty ? ExitCode.success : ExitCode.setup
        }
        if words[index] == "help" {
            words.remove(at: index)
            if let topic = commandIndex(in: words).map({ words[$0] }), topic == TraceLegend.topic {
                say(TraceLegend.help(language))
                return ExitCode.success
            }
            let (entry, path) = (try? resolve(&words, wantsHelp: true)) ?? (nil, "")
            say(entry?.help(path: path, language: language) ?? overview(language))
            return ExitCode.success
        }
        let (entry, path) = try resolve(&words, wantsHelp: wantsHelp)
        guard let execute = entry.execute, !wantsHelp else {
            say(entry.help(path: path, language: language))
            return ExitCode.success
        }
        return try execute(words, output, environment)
    }

    /// The language help is written in, before any command is parsed: `--lang`, then the
    /// workbook's settings, then `LANG`.
    static func helpLanguage(_ arguments: [String], environment: ToolEnvironment) -> Language {
        for (index, word) in arguments.enumerated() {
            if word.hasPrefix("--lang="), let language = Language(argument: String(word.dropFirst("--lang=".count))) { return language }
            if word == "--lang", index + 1 < arguments.count, let language = Language(argument: arguments[index + 1]) { return language }
        }
        if let language = (try? WorkbookSettings.find(from: environment.directory))?.settings.language {
            return language
        }
        return Language.fromEnvironment(environment.variables)
    }

    /// Takes the command's name (and a group's subcommand) out of `words`. Returns the command and
    /// how it was called (`tca-learn lesson check`), for its help.
    private static func resolve(_ words: inout [String], wantsHelp: Bool = false) throws -> (CommandEntry, String) {
        guard let index = commandIndex(in: words) else { throw UsageError.missingCommand }
        let name = words.remove(at: index)
        guard var entry = commands.first(where: { $0.name == name }) else {
            throw UsageError.unknownCommand(name, suggestion: nearest(to: name, in: commands.map(\.name)))
        }
        var path = "tca-learn \(name)"
        while !entry.subcommands.isEmpty {
            let choices = entry.subcommands.map { "\(path.dropFirst("tca-learn ".count)) \($0.name)" }
            guard let index = commandIndex(in: words) else {
                if wantsHelp { return (entry, path) }
                throw UsageError.missingSubcommand(choices: choices)
            }
            let name = words.remove(at: index)
            guard let sub = entry.subcommands.first(where: { $0.name == name }) else {
                throw UsageError.unknownSubcommand(group: String(path.dropFirst("tca-learn ".count)), name: name, choices: choices)
            }
            entry = sub
            path += " \(name)"
        }
        return (entry, path)
    }

    /// Where the next command word is: the first word that is neither an option nor the value of
    /// a global option written before it (`tca-learn --lang ko next`).
    static func commandIndex(in arguments: [String]) -> Int? {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            guard argument.hasPrefix("-") else { return index }
            let takesValue = GlobalOptions.declarations.contains { $0.name == argument && !$0.isArgument && $0.kind != .flag }
            index += takesValue ? 2 : 1
        }
        return nil
    }

    static func overview(_ language: Language) -> String {
        let text = language.text
        var lines = [
            text("tca-learn — learn how SwiftUI state and The Composable Architecture really behave.",
                 "tca-learn — SwiftUI의 상태와 The Composable Architecture가 실제로 어떻게 동작하는지 배웁니다."),
            "",
            text("Usage: tca-learn <command> [options]", "사용법: tca-learn <명령> [옵션]"),
            "",
            text("Start with \"tca-learn init DIR\" (a workbook folder anywhere), then \"tca-learn next\" inside it.",
                 "\"tca-learn init DIR\"로 아무 곳에나 워크북 폴더를 만들고, 그 안에서 \"tca-learn next\"로 시작하세요."),
            "",
            text("Commands:", "명령:"),
        ]
        lines += CommandEntry.table(commands.map { ($0.name, $0.summary.text(language)) })
        lines += [
            "",
            text("Run \"tca-learn <command> --help\" for a command's options, \"tca-learn help trace\" for the trace's symbols.",
                 "명령의 옵션은 \"tca-learn <명령> --help\", 트레이스 기호는 \"tca-learn help trace\"로 볼 수 있습니다."),
            text("Global options: ", "공통 옵션: ") + GlobalOptions.declarations.map(\.name).joined(separator: ", "),
        ]
        return lines.joined(separator: "\n")
    }
}
