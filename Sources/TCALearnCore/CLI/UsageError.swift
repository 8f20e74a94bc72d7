/// A mistake in how the command was called: its words, its options and how they go together.
/// Exit code 2. What the arguments name (a file, an exercise, a git checkout) is not this error's
/// business: `PathError`, `CourseLookupError`, `ClassroomError` say those. Each case carries the facts; its message
/// in English and Korean, which says what to do, is in `Report/ToolErrorWording.swift`.
enum UsageError: ToolError {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?)
    case missingValue(String, String)
    case flagTakesNoValue(String)
    case badValue(option: String, value: String, expected: Localized)
    /// No command was given.
    case missingCommand
    /// A group (`lesson`, `classroom`) was given without what to do; `choices` as typed (`lesson check`).
    case missingSubcommand(choices: [String])
    case unknownSubcommand(group: String, name: String, choices: [String])
    /// A required argument, by what its help says it names.
    case missingArgument(Localized)
    case tooManyArguments([String])
    /// `--lessons` and a lesson or exercise to grade, which say the same thing two ways.
    case lessonsAndSelection
    /// `grade-roster` with `--workbook`: the roster's folders are the workbooks.
    case rosterWithWorkbook
    /// `--visibility` or `--markdown-summary` with a format they do not belong to.
    case optionNeedsFormat(option: String, format: String)
}
