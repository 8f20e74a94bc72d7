/// A file or folder given to a command that is not what the command needs: missing, of the wrong
/// kind, or already taken. Exit code 2; the message, which says what to give instead, is in
/// `Report/ToolErrorWording.swift`.
enum PathError: ToolError {
    case noSuchFile(String)
    case notASwiftFile(String)
    /// A folder given to a command or an option (`grade-roster DIR`, `--hidden-tests`) is not a folder.
    case notAFolder(option: String, path: String)
    case workbookMissing(String)
    /// `grade --output` names a folder, where one workbook's result is a file.
    case outputIsAFolder(String)
    /// `grade-roster` names a folder with no student folder in it.
    case rosterEmpty(String)
    case folderIsAFile(String, for: FolderPurpose)
    case folderNotEmpty(String, for: FolderPurpose)
    case courseHasNoLessons(String)
    case workbookInCheckout(String)
    case lessonExists(String)
    case notALessonOrCourse(String)

    /// What a folder the tool writes is for.
    enum FolderPurpose: Sendable {
        case workbook, studentTemplate, hiddenTests, autograder
    }
}
