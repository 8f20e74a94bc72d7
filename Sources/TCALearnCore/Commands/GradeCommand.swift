import Dispatch
import Foundation

struct GradeCommand: Command {
    static let name = "grade"
    static let summary = "Grade a whole workbook for a classroom or CI (no prompts, machine-readable results)."
    static let synopsis = "[LESSON|EXERCISE]"
    static let discussion = """
        Grades every exercise of the workbook (or one lesson, or one exercise) in course order, in
        parallel on all cores, and never writes to the learner's files. Formats: text (default),
        json (Exercism results.json v3), junit (JUnit XML), classroom (GitHub Classroom result,
        base64) and annotations (GitHub ::error lines). With --output the format goes to FILE and
        the summary to the terminal; otherwise the summary goes to standard error.
        --hidden-tests DIR mirrors Lessons/<lesson>/<exercise>/tests/ outside the student's
        repository and is then the only source of tests.
        Exit code: 0 all passed, 1 some failed, 2 a usage or configuration error.
        """
    static let options: [OptionSpec] = [
        .option("--format", value: "text|json|junit|classroom|annotations", help: "What to write (default: text)."),
        .option("--output", value: "FILE", help: "Write the format to FILE; the summary still goes to the terminal."),
        .option("--hidden-tests", value: "DIR", help: "Take the hidden tests only from DIR/<lesson>/<exercise>/tests/."),
        .flag("--always-exit-zero", help: "Exit 0 whatever the grade (for runners that read only the results)."),
    ]

    enum Format: String, CaseIterable {
        case text, json, junit, classroom, annotations
    }

    var selection: String?
    var format: Format
    var output: URL?
    var hiddenTests: URL?
    var alwaysExitZero: Bool
    var workbookNamed: Bool

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else { throw UsageError.tooManyArguments(Array(arguments.positionals.dropFirst())) }
        selection = arguments.positionals.first
        let formatName = arguments.value("--format") ?? "text"
        guard let format = Format(rawValue: formatName) else {
            throw UsageError.badValue(option: "--format", value: formatName, expected: Format.allCases.map(\.rawValue).joined(separator: ", "))
        }
        self.format = format
        output = arguments.value("--output").map { URL(fileURLWithPath: $0) }
        hiddenTests = arguments.value("--hidden-tests").map { URL(fileURLWithPath: $0).standardizedFileURL }
        alwaysExitZero = arguments.has("--always-exit-zero")
        workbookNamed = arguments.value("--workbook") != nil
    }

    func run(_ context: Context) throws -> Int32 {
        let course = try context.course()
        let exercises = try select(from: course)
        // A named workbook that is not there is most likely a typo; the default one is simply a
        // student who has not started, who gets every exercise failed as missing.
        if workbookNamed, !FileManager.default.fileExists(atPath: context.workbook.root.path) {
            throw UsageError.other("--workbook \(context.workbook.root.path) does not exist.")
        }
        let plan = try WorkbookGrading.Plan(course: course, exercises: exercises, workbook: context.workbook, hiddenTests: hiddenTests)
        let graded = WorkbookGrading(grader: try context.grader()).grade(plan)

        // Colour only for text on a terminal; files and machine formats stay plain.
        let textStyle = output == nil ? context.style : Style(color: false, language: context.style.language)
        let formatted = try render(graded, style: textStyle)
        // The summary goes where it does not mix with the format: stdout only for plain text.
        let summaryToStdout = output != nil || format == .text
        if let output {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try formatted.write(to: output, options: .atomic)
        } else {
            FileHandle.standardOutput.write(formatted)
        }
        if output != nil || format != .text {
            let color = context.style.color && isatty(summaryToStdout ? STDOUT_FILENO : STDERR_FILENO) == 1
            let summary = GradeSummary(style: Style(color: color, language: context.style.language)).render(graded)
            if summaryToStdout {
                context.print(summary)
            } else {
                FileHandle.standardError.write(Data((summary + "\n").utf8))
            }
        }
        return alwaysExitZero || graded.allPassed ? 0 : 1
    }

    func select(from course: Course) throws -> [Exercise] {
        guard let selection else { return course.exercises }
        if let exercise = course.exercise(named: selection) { return [exercise] }
        if let lesson = course.lesson(named: selection) { return lesson.exercises }
        throw UsageError.other("No lesson or exercise is called \"\(selection)\". Run \"tca-learn list\" to see them.")
    }

    func render(_ graded: [GradedExercise], style: Style) throws -> Data {
        switch format {
        case .text:
            let reports = graded.map { GradeReport(style: style, exercise: $0.exercise, result: $0.result).render() }
            return Data((reports.joined(separator: "\n\n") + "\n\n" + GradeSummary(style: style).render(graded) + "\n").utf8)
        case .json: return try ExercismResults.render(graded)
        case .junit: return JUnitReport.render(graded)
        case .classroom: return try ClassroomResult.render(graded)
        case .annotations: return Annotations.render(graded)
        }
    }
}

/// Grades many exercises of a learner's workbook at once, one per core, reading only: an exercise
/// whose learner files are missing fails with that reason instead of being copied from the starter.
struct WorkbookGrading: Sendable {
    var grader: Grader

    /// What to grade and where each exercise's hidden tests are, checked before any grading.
    struct Plan: Sendable {
        var exercises: [Exercise]
        var taskNumbers: [Int]
        var learnerFolders: [URL]
        var testsFolders: [URL]

        /// Throws a `UsageError` (exit 2) when the hidden-tests folder lacks a test file: that is
        /// the instructor's setup, not the student's grade.
        init(course: Course, exercises: [Exercise], workbook: Workbook, hiddenTests: URL?) throws {
            if let hiddenTests {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: hiddenTests.path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw UsageError.other("--hidden-tests \(hiddenTests.path) is not a folder.")
                }
            }
            self.exercises = exercises
            let order = course.exercises.map(\.id)
            taskNumbers = exercises.map { exercise in (order.firstIndex(of: exercise.id) ?? 0) + 1 }
            learnerFolders = exercises.map(workbook.folder(for:))
            testsFolders = exercises.map { exercise in
                hiddenTests.map { $0.appendingPathComponent(exercise.lessonSlug).appendingPathComponent(exercise.slug).appendingPathComponent("tests") }
                    ?? exercise.testsFolder
            }
            let missing = zip(exercises, testsFolders).flatMap { exercise, folder in
                exercise.tests.map { folder.appendingPathComponent($0) }.filter { !FileManager.default.fileExists(atPath: $0.path) }
            }
            guard missing.isEmpty else {
                throw UsageError.other("Hidden tests are missing: " + missing.map(\.path).joined(separator: ", "))
            }
        }
    }

    func grade(_ plan: Plan) -> [GradedExercise] {
        let slots = ResultSlots<GradedExercise>(count: plan.exercises.count)
        DispatchQueue.concurrentPerform(iterations: plan.exercises.count) { index in
            slots.set(index, grade(plan, at: index))
        }
        return slots.values
    }

    private func grade(_ plan: Plan, at index: Int) -> GradedExercise {
        let exercise = plan.exercises[index]
        let folder = plan.learnerFolders[index]
        let learnerFiles = exercise.files.map { folder.appendingPathComponent($0) }
        let testCode = exercise.tests
            .compactMap { try? String(contentsOf: plan.testsFolders[index].appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        let missing = learnerFiles.filter { !FileManager.default.fileExists(atPath: $0.path) }
        let result: GradeResult
        if !missing.isEmpty {
            result = Self.notGraded(exercise, reason: .compileError, diagnostics: missing.map {
                Diagnostic(file: $0.path, line: 1, column: 0, severity: .error,
                           message: "\($0.lastPathComponent) is missing from the workbook, so this exercise cannot be graded.", origin: .learner)
            }, note: "Not run: the learner's file is missing.")
        } else {
            do {
                result = try grader.grade(exercise, learnerFolder: folder, testsFolder: plan.testsFolders[index])
            } catch {
                result = Self.notGraded(exercise, reason: .crashed, diagnostics: [], note: "Not run: grading failed: \(error)")
            }
        }
        return GradedExercise(
            exercise: exercise, result: result, taskNumber: plan.taskNumbers[index], testCode: testCode,
            learnerFiles: learnerFiles.map(displayPath), missingFiles: missing.map(\.lastPathComponent))
    }

    private static func notGraded(_ exercise: Exercise, reason: GradeResult.Status, diagnostics: [Diagnostic], note: String) -> GradeResult {
        GradeResult(
            exerciseID: exercise.id, status: reason,
            checks: exercise.checks.map { CheckOutcome(spec: $0, status: .notRun, result: nil, note: note) },
            diagnostics: diagnostics,
            crash: reason == .crashed ? CrashReport(message: note, file: nil, line: nil, checkID: nil, exitedNormally: false) : nil,
            programOutput: "", programErrors: "", compileSeconds: 0, runSeconds: 0)
    }
}
