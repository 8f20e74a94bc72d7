import Foundation

/// What every command needs, made on first use: where things are, the course, the learner's
/// workbook and progress, the grader, and where its words go.
final class Context {
    let layout: ProjectLayout
    let style: Style
    let output: Output
    let environment: ToolEnvironment
    /// The global options as given on the command line.
    let options: GlobalOptions
    /// What the tool is busy with (a grade, the runtime build), on a terminal only.
    let liveLine: LiveLine
    /// The settings of the workbook in use, when it was made by `tca-learn init`.
    let settings: WorkbookSettings?
    /// Whether `--workbook` named the workbook (rather than the settings or the course's default).
    let workbookIsNamed: Bool
    /// The workbook in use is the course's default one, far from the folder the learner is in
    /// (outside it, the course and the checkout): its progress may be someone else's, so the
    /// learner commands say which it is.
    let usesDistantWorkbook: Bool
    /// The global options given on the command line that a suggested command must repeat to mean
    /// the same thing (`--workbook`, `--course` and `--lang` when no workbook settings say them).
    private let carriedOptions: [String]
    /// How the learner starts this tool, for the commands we suggest they type next.
    let invocation: String

    /// Set by the classroom template's `./tca-learn` script (`Launcher`) to its own path: the
    /// learner started the tool through it, so suggestions name it, and it gives `--workbook`.
    static let launcherVariable = "TCA_LEARN_LAUNCHER"

    /// A workbook's settings file that this command did not read (`grade`: see `readsWorkbookSettings`).
    let ignoredSettings: URL?

    init(_ globals: GlobalOptions, output: Output, environment: ToolEnvironment, readsWorkbookSettings: Bool = true) throws {
        let found: (root: URL, settings: WorkbookSettings)?
        if !readsWorkbookSettings {
            // Not even parsed: a file the student wrote to fail reading must not stop the grade.
            let root = globals.workbook ?? WorkbookSettings.root(from: environment.directory)
            let file = root?.appendingPathComponent(WorkbookSettings.fileName)
            ignoredSettings = file.flatMap { FileManager.default.fileExists(atPath: $0.path) ? $0 : nil }
            found = nil
            settings = nil
            layout = try ProjectLayout(
                toolRoot: ProjectLayout.locateToolRoot(
                    environment: environment.variables, executable: environment.executable, directory: environment.directory),
                courseRoot: Self.checkedCourse(globals.course), workbook: root)
        } else {
            if let named = globals.workbook {
                found = try WorkbookSettings.read(in: named).map { (named, $0) }
            } else {
                found = try WorkbookSettings.find(from: environment.directory)
            }
            ignoredSettings = nil
            settings = found?.settings
            var course = globals.course
            if course == nil, let found {
                let recorded = URL(fileURLWithPath: found.settings.course)
                guard FileManager.default.fileExists(atPath: recorded.appendingPathComponent("Lessons").path) else {
                    throw WorkbookSettingsError.courseMissing(
                        settings: found.root.appendingPathComponent(WorkbookSettings.fileName).path, course: recorded.path)
                }
                course = recorded
            }
            let toolRoot = try ProjectLayout.locateToolRoot(
                environment: environment.variables, executable: environment.executable, directory: environment.directory,
                recorded: found.map { URL(fileURLWithPath: $0.settings.tool) })
            layout = try ProjectLayout(toolRoot: toolRoot, courseRoot: Self.checkedCourse(course), workbook: globals.workbook ?? found?.root)
        }
        workbookIsNamed = globals.workbook != nil

        let language = globals.language ?? settings?.language ?? Language.fromEnvironment(environment.variables)
        style = Style.detect(
            noColorFlag: globals.noColor, language: language, isTerminal: output.isTerminal(.standardOutput),
            directory: environment.directory, environment: environment.variables)
        self.output = output
        self.environment = environment
        options = globals
        liveLine = LiveLine(output: output, isLive: LiveLine.isLive(output: output, environment: environment.variables))

        // Inside the workbook its settings say the course and the workbook; elsewhere the options
        // given must be repeated (except `--workbook` when the launcher gives it). A language
        // given on the command line is always repeated.
        func isInside(_ folder: URL) -> Bool {
            environment.directory.path == folder.path || environment.directory.path.hasPrefix(folder.path + "/")
        }
        let insideWorkbook = isInside(layout.workbook)
        let launcher = environment.variables[Self.launcherVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        usesDistantWorkbook = readsWorkbookSettings && globals.workbook == nil && launcher == nil
            && !insideWorkbook && !isInside(layout.courseRoot) && !isInside(layout.toolRoot)
        invocation = launcher.map { Self.invocation(launcher: $0, directory: environment.directory) }
            ?? Self.invocation(
                executable: environment.executable, toolRoot: layout.toolRoot, directory: environment.directory,
                path: environment.variables["PATH"] ?? "")
        var carried: [String] = []
        if launcher == nil, let workbook = globals.workbook, !(insideWorkbook && settings != nil) {
            carried += ["--workbook", displayPath(workbook, from: environment.directory)]
        }
        if let course = globals.course, course.path != settings?.course || !insideWorkbook {
            carried += ["--course", displayPath(course, from: environment.directory)]
        }
        if let language = globals.language {
            carried += ["--lang", language.rawValue]
        }
        carriedOptions = carried
    }

    /// A course given on the command line or by settings, once it is known to hold lessons.
    private static func checkedCourse(_ course: URL?) throws -> URL? {
        if let course, !FileManager.default.fileExists(atPath: course.appendingPathComponent("Lessons").path) {
            throw PathError.courseHasNoLessons(course.path)
        }
        return course
    }

    /// `swift run tca-learn` works only inside the checkout, for the tool built there; a
    /// `tca-learn` on the `PATH` (a link to a release build, a wrapper) is typed by its name;
    /// anything else by its full path, which works from anywhere.
    static func invocation(executable: URL?, toolRoot: URL, directory: URL, path: String) -> String {
        guard let executable = executable?.resolvingSymlinksInPath().standardizedFileURL else { return "tca-learn" }
        let build = toolRoot.appendingPathComponent(".build").standardizedFileURL.path + "/"
        let root = toolRoot.standardizedFileURL.path
        let insideCheckout = directory.path == root || directory.path.hasPrefix(root + "/")
        if insideCheckout, executable.path.hasPrefix(build) {
            return "swift run tca-learn"
        }
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("tca-learn")
            guard FileManager.default.isExecutableFile(atPath: candidate.path) else { continue }
            // A wrapper script runs some tca-learn too; only a different binary of the same name
            // would be wrong, and that is a link or copy elsewhere.
            let resolved = candidate.resolvingSymlinksInPath().standardizedFileURL
            if resolved.path == executable.path || !isMachineCode(resolved) { return "tca-learn" }
            break
        }
        return shellQuoted(executable.path)
    }

    /// The launcher script as typed from `directory`: `./tca-learn` beside it, `../../tca-learn`
    /// below it (in the workbook's exercise folders), its full path elsewhere.
    static func invocation(launcher: URL, directory: URL) -> String {
        let folder = launcher.deletingLastPathComponent().standardizedFileURL.path
        let here = directory.standardizedFileURL.path
        if here == folder { return "./" + shellQuoted(launcher.lastPathComponent) }
        if here.hasPrefix(folder + "/") {
            let depth = here.dropFirst(folder.count + 1).split(separator: "/").count
            return shellQuoted(String(repeating: "../", count: depth) + launcher.lastPathComponent)
        }
        return shellQuoted(launcher.standardizedFileURL.path)
    }

    /// Whether `file` is a compiled program (ELF or Mach-O) rather than a script.
    private static func isMachineCode(_ file: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        let magic = [UInt8]((try? handle.read(upToCount: 4)) ?? Data())
        return magic == [0x7F, 0x45, 0x4C, 0x46] || magic == [0xCF, 0xFA, 0xED, 0xFE] || magic == [0xCA, 0xFE, 0xBA, 0xBE]
    }

    /// A command to suggest, e.g. `suggest("check")` → "tca-learn check", with the options the
    /// learner gave that the next command needs too ("tca-learn check --workbook wb --lang ko").
    func suggest(_ arguments: String) -> String {
        ([invocation, arguments] + carriedOptions.map(shellQuoted)).filter { !$0.isEmpty }.joined(separator: " ")
    }

    private var loadedCourse: Course?
    private var preparedGrader: Grader?
    private var openedSession: LearnerSession?

    /// Set by the launcher of a template made with `classroom new --lessons`: the assignment's
    /// lessons, the only ones the learner commands then show (`list`, `next`…) and `grade` grades.
    static let lessonsVariable = "TCA_LEARN_LESSONS"

    /// The lessons this workbook keeps to: an assignment's (`lessonsVariable`), else those chosen
    /// by `init --lessons`; nil: the whole course.
    var lessonSelection: LessonSelection? {
        (environment.variables[Self.lessonsVariable] ?? settings?.lessons).flatMap(LessonSelection.init(argument:))
    }

    func course() throws -> Course {
        if let loadedCourse { return loadedCourse }
        var course = try CourseLoader.load(layout)
        if let selection = lessonSelection {
            course.lessons = try selection.lessons(in: course)
        }
        loadedCourse = course
        return course
    }

    var workbook: Workbook { Workbook(root: layout.workbook) }

    /// The learner's session: the course, the workbook and the progress, read once for the
    /// command; the grader made on its first grade.
    func session() throws -> LearnerSession {
        if let openedSession { return openedSession }
        let session = try LearnerSession(course: course(), workbook: workbook) { [unowned self] in try grader() }
        openedSession = session
        if usesDistantWorkbook {
            status(wording(session).distantWorkbook(initCommand: suggest("init")))
        }
        return session
    }

    /// How the session's facts are said here: in the learner's language, with commands as they
    /// can type them.
    func wording(_ session: LearnerSession) -> SessionWording {
        SessionWording(style: style, session: session, suggest: { [unowned self] in suggest($0) })
    }

    /// The grader, building the runtime first if this is the first grade on this machine.
    func grader() throws -> Grader {
        if let preparedGrader { return preparedGrader }
        let grader = try environment.sharedGrader?() ?? Grader.prepare(layout: layout, progress: buildProgress)
        preparedGrader = grader
        return grader
    }

    /// The runtime build's progress: one line redrawn in place on a terminal; elsewhere its start
    /// and its end, never a line per step.
    func buildProgress(_ step: RuntimeBuildStep) {
        let line = step.text(style.language)
        switch (step, liveLine.isLive) {
        case (.building, true): liveLine.show(line)
        case (.built, true): liveLine.say(style.dim(line))
        case (.building(step: 1, of: _), false), (.built, false): status(line)
        case (.building, false): break
        }
    }

    func exercise(named name: String) throws -> Exercise {
        let course = try course()
        guard let exercise = course.exercise(named: name) else {
            if let selection = lessonSelection, let outside = try CourseLoader.load(layout).exercise(named: name) {
                // An assignment's lessons are the teacher's; the learner's own choice they can widen.
                let widened = (selection.names + [outside.lessonSlug]).joined(separator: ",")
                throw CourseLookupError.exerciseNotChosen(
                    outside.path, lessons: selection.names.joined(separator: ","),
                    widen: environment.variables[Self.lessonsVariable] == nil ? suggest("init --lessons \(widened)") : nil)
            }
            throw CourseLookupError.unknownExercise(name, suggestion: course.exercise(nearestTo: name)?.path, list: suggest("list"))
        }
        return exercise
    }

    /// Pages text taller than the terminal (`Pager`), reading keys from `keys`; nil when the
    /// screen's height is unknown. Keys a test hands in come with the screen it says, never the
    /// real terminal's.
    func pager(keys: any KeySource) -> Pager? {
        if let rows = environment.screenRows { return Pager(rows: rows, keys: keys, style: style) }
        guard environment.keys == nil, let size = TerminalSize.current() else { return nil }
        return Pager(rows: size.rows, columns: size.columns, keys: keys, style: style)
    }

    /// `print`, a screen at a time when the text is taller than the terminal it goes to.
    func printPaged(_ text: String) {
        let keys = environment.keys ?? (TerminalKeys.isAvailable && output.isTerminal(.standardOutput) ? TerminalKeys() : nil)
        guard let keys, let pager = pager(keys: keys) else { return print(text) }
        keys.start()
        defer { keys.stop() }
        pager.show(text + "\n") { output.write($0, to: .standardOutput) }
    }

    /// A line of the command's result, on standard output.
    func print(_ text: String) {
        output.write(text + "\n", to: .standardOutput)
    }

    /// Progress and notices go to standard error, so standard output stays the command's result.
    func status(_ text: String) {
        output.write(style.dim(text) + "\n", to: .standardError)
    }
}

/// `text` as one word for a POSIX shell: unchanged when it is safe, in single quotes otherwise.
func shellQuoted(_ text: String) -> String {
    let safe = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_./=:@%+,"))
    guard !text.isEmpty, text.unicodeScalars.allSatisfy(safe.contains) else {
        return "'" + text.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
    return text
}
