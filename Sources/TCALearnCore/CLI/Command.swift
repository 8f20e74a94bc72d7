/// One `tca-learn` subcommand: its name, what it does, its options, and how it runs.
protocol Command: SendableMetatype {
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The argument synopsis after the command's name, e.g. `[EXERCISE]`.
    static var synopsis: String { get }
    /// A few lines of explanation for `--help`, after the summary.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }

    init(_ arguments: ParsedArguments) throws
    /// Runs the command; returns the process exit code.
    func run(_ context: Context) throws -> Int32
}

extension Command {
    static var synopsis: String { "" }
    static var discussion: String { "" }
    static var options: [OptionSpec] { [] }

    static func help() -> String {
        var lines = ["tca-learn \(name) — \(summary)", "", "Usage: tca-learn \(name)\(synopsis.isEmpty ? "" : " \(synopsis)") [options]"]
        if !discussion.isEmpty {
            lines += ["", discussion]
        }
        let all = options + CommandLineTool.globalOptions
        lines += ["", "Options:"]
        let width = all.map { optionLabel($0).count }.max() ?? 0
        for option in all {
            let label = optionLabel(option)
            lines.append("  " + label + String(repeating: " ", count: width - label.count + 2) + option.help)
        }
        return lines.joined(separator: "\n")
    }

    static func optionLabel(_ option: OptionSpec) -> String {
        option.valueName.map { "\(option.name) \($0)" } ?? option.name
    }
}

/// A command type, captured once as plain values and closures. (The command list could be
/// `[any Command.Type]`, but calling through existential metatypes crashes the Swift 6.3
/// compiler; a generic initializer that captures each type does the same job.)
struct CommandEntry: Sendable {
    let name: String
    let summary: String
    let help: String
    let options: [OptionSpec]
    let execute: @Sendable (ParsedArguments, Context) throws -> Int32

    init<C: Command>(_ type: C.Type) {
        name = C.name
        summary = C.summary
        help = C.help()
        options = C.options
        execute = { arguments, context in try C(arguments).run(context) }
    }
}
