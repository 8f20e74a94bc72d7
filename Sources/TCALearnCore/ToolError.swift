/// The exit codes every command keeps to, as the README promises.
enum ExitCode {
    static let success: Int32 = 0
    /// A grade or a run that did not pass: the learner's code, not the setup.
    static let failure: Int32 = 1
    /// A usage or setup problem: a wrong argument, a broken course, no compiler, an unreadable
    /// progress file. CI tells these apart from a failed grade by this code.
    static let setup: Int32 = 2
}

/// An error the tool reports itself: it carries the facts and the exit code the process ends with,
/// and its message (what went wrong and what to do) is worded in English and Korean in
/// `Report/ToolErrorWording.swift`, as a grade's facts are in `GradeWording`. Every setup error is
/// one of these; anything else that escapes a command exits with `ExitCode.failure`.
protocol ToolError: Error, CustomStringConvertible {
    var exitCode: Int32 { get }
    func message(_ language: Language) -> String
}

extension ToolError {
    var exitCode: Int32 { ExitCode.setup }
    var description: String { message(.en) }
}
