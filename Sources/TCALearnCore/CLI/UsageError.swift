/// A mistake in how the command was called. Exit code 2. Each case carries the facts; its message
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
    /// `list`: the command that lists the exercises, as the learner can type it where they are.
    case unknownExercise(String, list: String = "tca-learn list")
    case unknownLessonOrExercise(String)
    case unknownLessons([String], lessons: [String])
    case lessonsAndSelection
    case noSuchFile(String)
    case notASwiftFile(String)
    /// An option's folder (`--roster`, `--hidden-tests`) is not a folder.
    case notAFolder(option: String, path: String)
    case workbookMissing(String)
    /// `grade --output` names a folder, where one workbook's result is a file.
    case outputIsAFolder(String)
    case rosterEmpty(String)
    case rosterWithWorkbook
    case rosterWithFormat
    case folderIsAFile(String, for: FolderPurpose)
    case folderNotEmpty(String, for: FolderPurpose)
    case courseHasNoLessons(String)
    case workbookInCheckout(String)
    case lessonExists(String)
    case notALessonOrCourse(String)
    /// A `--tool-repo`/`--tool-ref` value with characters a CI file cannot carry.
    case unsafeForCI(option: String, value: String)
    /// The checkout's origin remote (nil: none) is no address CI can clone.
    case noCloneableOrigin(String?)
    case notAGitCheckout
    case slashInGitLabRef(String)
    /// `grade --format classroom50` without the variables Classroom 50's runner sets.
    case classroom50Variables([String])
    /// `grade --format classroom50` on a workbook in no git commit (its `datetime` is the commit's).
    case classroom50NoCommit(String)
    /// `grade --visibility FILE` that is not the settings `classroom gradescope` writes.
    case badVisibilityFile(String, String)
    /// `--visibility` or `--markdown-summary` with a format they do not belong to.
    case optionNeedsFormat(option: String, format: String)

    /// What a folder the tool writes is for.
    enum FolderPurpose: Sendable {
        case workbook, studentTemplate, hiddenTests, autograder
    }
}
