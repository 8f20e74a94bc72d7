import Foundation

/// What every command needs, made on first use: where things are, the course, the learner's
/// workbook and progress, the grader, and how to print.
final class Context {
    let layout: ProjectLayout
    let style: Style

    init(layout: ProjectLayout, style: Style) {
        self.layout = layout
        self.style = style
    }

    /// How the learner starts this tool, for the commands we suggest they type next: a tool
    /// running from the checkout's own `.build` was started with `swift run` (or could be), so
    /// "swift run tca-learn check" is what works in their shell; an installed copy is "tca-learn".
    var invocation: String {
        Self.invocation(executable: Bundle.main.executableURL, toolRoot: layout.toolRoot)
    }

    static func invocation(executable: URL?, toolRoot: URL) -> String {
        let build = toolRoot.appendingPathComponent(".build").standardizedFileURL.path + "/"
        let path = executable?.resolvingSymlinksInPath().standardizedFileURL.path ?? ""
        return path.hasPrefix(build) ? "swift run tca-learn" : "tca-learn"
    }

    /// A command to suggest, e.g. `suggest("check")` → "swift run tca-learn check".
    func suggest(_ arguments: String) -> String {
        "\(invocation) \(arguments)"
    }

    private var loadedCourse: Course?
    private var preparedGrader: Grader?

    func course() throws -> Course {
        if let loadedCourse { return loadedCourse }
        let course = try CourseLoader.load(layout)
        loadedCourse = course
        return course
    }

    var workbook: Workbook { Workbook(root: layout.workbook) }
    var progressStore: ProgressStore { ProgressStore(workbook: workbook) }

    /// The grader, building the runtime first if this is the first grade on this machine.
    func grader() throws -> Grader {
        if let preparedGrader { return preparedGrader }
        let grader = try Grader.prepare(layout: layout) { message in
            self.status(message)
        }
        preparedGrader = grader
        return grader
    }

    func exercise(named name: String) throws -> Exercise {
        guard let exercise = try course().exercise(named: name) else { throw UsageError.unknownExercise(name) }
        return exercise
    }

    /// The exercise a command without an EXERCISE argument means: the one `next` last showed,
    /// unless it is passed, then the first unfinished one.
    func currentExercise() throws -> Exercise? {
        let course = try course()
        let progress = try progressStore.load()
        if let id = progress.current, let exercise = course.exercise(named: id), !progress.isPassed(exercise) {
            return exercise
        }
        return progress.nextUnfinished(in: course)
    }

    func print(_ text: String) {
        Swift.print(text)
    }

    /// Progress and notices go to standard error, so standard output stays the command's result.
    func status(_ text: String) {
        FileHandle.standardError.write(Data((style.dim(text) + "\n").utf8))
    }
}
