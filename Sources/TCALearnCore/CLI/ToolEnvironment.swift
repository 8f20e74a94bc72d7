import Foundation

/// What a command line runs in besides its words: the folder it was started in, the environment
/// variables, where `watch` reads keys from, and a grader prepared elsewhere. The process passes
/// its own (`.process`); tests pass a folder, variables and keys of their own, so that commands
/// run side by side never need to change the whole process's current folder.
struct ToolEnvironment: Sendable {
    /// Where the learner is: relative paths start here, a workbook is looked for from here up,
    /// and paths are shown relative to it.
    var directory: URL
    var variables: [String: String]
    /// Where an interactive `watch` reads its keys; nil means the terminal's standard input, when
    /// it is a terminal.
    var keys: (any KeySource)?
    /// The terminal's height in lines, for paging; nil means the terminal's own, when standard
    /// output is one.
    var screenRows: Int?
    /// The path of the running `tca-learn`, for the commands suggested to the learner.
    var executable: URL?
    /// A grader prepared elsewhere (tests share one built runtime); without it, the first grade
    /// prepares one.
    var sharedGrader: (@Sendable () -> Grader)?

    static var process: ToolEnvironment {
        ToolEnvironment(
            directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            variables: ProcessInfo.processInfo.environment,
            executable: Bundle.main.executableURL)
    }

    init(
        directory: URL, variables: [String: String], keys: (any KeySource)? = nil, screenRows: Int? = nil, executable: URL? = nil,
        sharedGrader: (@Sendable () -> Grader)? = nil
    ) {
        self.directory = directory.standardizedFileURL
        self.variables = variables
        self.keys = keys
        self.screenRows = screenRows
        self.executable = executable
        self.sharedGrader = sharedGrader
    }
}
