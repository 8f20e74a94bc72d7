import Foundation

/// `tca-learn`: parses the global options, finds the command, runs it, and turns errors into
/// messages and exit codes (0 success, 1 a failed grade or run, 2 a usage or setup problem).
public enum CommandLineTool {
    static let commands: [CommandEntry] = [
        CommandEntry(NextCommand.self), CommandEntry(CheckCommand.self), CommandEntry(WatchCommand.self),
        CommandEntry(HintCommand.self), CommandEntry(ListCommand.self), CommandEntry(ResetCommand.self),
        CommandEntry(SolutionCommand.self), CommandEntry(PlayCommand.self), CommandEntry(LessonCommand.self),
        CommandEntry(GradeCommand.self), CommandEntry(ClassroomCommand.self),
    ]

    static let globalOptions: [OptionSpec] = [
        .option("--lang", value: "en|ko", help: "Language of lessons and messages (default: from LANG)."),
        .flag("--no-color", help: "Plain text output (also when NO_COLOR is set or output is not a terminal)."),
        .option("--course", value: "PATH", help: "Use the course (Lessons/, Solutions/) in PATH instead of this checkout's."),
        .option("--workbook", value: "PATH", help: "Keep the learner's files and progress in PATH (default: <course>/workbook)."),
        .flag("--help", help: "Show help for the command."),
    ]

    public static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
        // Learner-facing programs must not die of a closed pipe (`tca-learn list | head`).
        signal(SIGPIPE, SIG_IGN)
        Interrupt.install()
        do {
            return try run(arguments)
        } catch let error as UsageError {
            report(error)
            return 2
        } catch let error as CourseError {
            report(error)
            return 2
        } catch let error as LayoutError {
            report(error)
            return 2
        } catch let error as ToolchainError {
            report(error)
            return 2
        } catch {
            report(error)
            return 1
        }
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let wantsHelp = arguments.contains("--help") || arguments.contains("-h")
        guard let commandIndex = commandIndex(in: arguments) else {
            if arguments.contains("--version") {
                print("tca-learn \(version)")
                return 0
            }
            print(overview())
            return wantsHelp || arguments.isEmpty ? 0 : 2
        }
        let commandName = arguments[commandIndex]
        if commandName == "help" {
            let topic = arguments.drop { $0 != "help" }.dropFirst().first
            if let topic, let command = commands.first(where: { $0.name == topic }) {
                print(command.help)
            } else {
                print(overview())
            }
            return 0
        }
        guard let command = commands.first(where: { $0.name == commandName }) else {
            let suggestion = commands.map(\.name).min { editDistance(commandName, $0) < editDistance(commandName, $1) }
            throw UsageError.unknownCommand(commandName, suggestion: suggestion.flatMap { editDistance(commandName, $0) <= 3 ? $0 : nil })
        }
        if wantsHelp {
            print(command.help)
            return 0
        }
        var rest = arguments
        rest.remove(at: commandIndex)
        let parsed = try ParsedArguments.parse(rest.filter { $0 != "-h" }, specs: command.options + globalOptions)
        let context = try makeContext(parsed)
        return try command.execute(parsed, context)
    }

    /// Where the command's name is: the first word that is neither an option nor the value of a
    /// global option written before it (`tca-learn --lang ko next`).
    static func commandIndex(in arguments: [String]) -> Int? {
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            guard argument.hasPrefix("-") else { return index }
            let takesValue = globalOptions.contains { $0.name == argument && $0.valueName != nil }
            index += takesValue ? 2 : 1
        }
        return nil
    }

    static func makeContext(_ parsed: ParsedArguments) throws -> Context {
        let language: Language
        if let value = parsed.value("--lang") {
            guard let chosen = Language(rawValue: value.lowercased()) else {
                throw UsageError.badValue(option: "--lang", value: value, expected: "en or ko")
            }
            language = chosen
        } else {
            language = Language.fromEnvironment()
        }
        let style = Style.detect(noColorFlag: parsed.has("--no-color"), language: language)
        let toolRoot = try ProjectLayout.locateToolRoot()
        let course = parsed.value("--course").map { URL(fileURLWithPath: $0) }
        let workbook = parsed.value("--workbook").map { URL(fileURLWithPath: $0) }
        if let course, !FileManager.default.fileExists(atPath: course.appendingPathComponent("Lessons").path) {
            throw UsageError.other("--course \(course.path) has no Lessons folder.")
        }
        return Context(layout: ProjectLayout(toolRoot: toolRoot, courseRoot: course, workbook: workbook), style: style)
    }

    static let version = "0.1.0"

    static func overview() -> String {
        let width = commands.map { $0.name.count }.max() ?? 0
        var lines = [
            "tca-learn — learn how SwiftUI state and The Composable Architecture really behave.",
            "",
            "Usage: tca-learn <command> [options]",
            "",
            "Start with \"tca-learn next\": it shows the next exercise and the file to edit.",
            "",
            "Commands:",
        ]
        for command in commands {
            lines.append("  " + command.name + String(repeating: " ", count: width - command.name.count + 2) + command.summary)
        }
        lines += ["", "Run \"tca-learn <command> --help\" for a command's options.", "Global options: " + globalOptions.map(\.name).joined(separator: ", ")]
        return lines.joined(separator: "\n")
    }

    private static func report(_ error: any Error) {
        FileHandle.standardError.write(Data("tca-learn: \(error)\n".utf8))
    }
}
