/// What stops a classroom file from being written or a platform's result from being made: the
/// checkout's git state, a value a CI file cannot carry, a platform's missing variables. Exit
/// code 2; the message, which says what to give or do, is in `Report/ToolErrorWording.swift`.
enum ClassroomError: ToolError {
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
}
