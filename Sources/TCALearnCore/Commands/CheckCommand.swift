import Foundation

struct CheckCommand: Command {
    static let name = "check"
    static let summary = "Grade an exercise now (default: the current one)."
    static let synopsis = "[EXERCISE]"
    static let discussion = """
        Compiles your file with the exercise's hidden checks against the bundled SwiftUI/TCA
        runtime, runs them, and explains each result with the render trace. EXERCISE is an id
        (state-counter), a path (01-state/01-counter) or a folder name (01-counter).
        Exit code: 0 when every check passes, 1 otherwise.
        """

    var exerciseName: String?

    init(_ arguments: ParsedArguments) throws {
        guard arguments.positionals.count <= 1 else { throw UsageError.tooManyArguments(Array(arguments.positionals.dropFirst())) }
        exerciseName = arguments.positionals.first
    }

    func run(_ context: Context) throws -> Int32 {
        guard let exercise = try exerciseName.map(context.exercise(named:)) ?? context.currentExercise() else {
            context.print(context.style.text("Every exercise is passed. Name one to check it again.", "모든 문제를 통과했습니다. 다시 검사하려면 문제 이름을 주세요."))
            return 0
        }
        let result = try gradeAndRecord(exercise, context: context)
        return result.passed ? 0 : 1
    }
}

/// Grades the learner's copy of `exercise`, prints the report and records the attempt.
@discardableResult
func gradeAndRecord(_ exercise: Exercise, context: Context) throws -> GradeResult {
    let workbook = context.workbook
    if try !workbook.ensureCopy(of: exercise).isEmpty {
        context.status(context.style.text(
            "Created your copy of the starter in \(displayPath(workbook.folder(for: exercise))).",
            "시작 코드를 \(displayPath(workbook.folder(for: exercise))) 에 복사했습니다."))
    }
    let grader = try context.grader()
    let result = try grader.grade(exercise, learnerFolder: workbook.folder(for: exercise))
    context.print(GradeReport(style: context.style, exercise: exercise, result: result).render())
    try context.progressStore.update { $0.record(result) }
    if result.passed {
        context.print(context.style.text("Next: ", "다음: ") + context.suggest("next"))
    } else if result.status != .compileError {
        context.print(context.style.dim(context.style.text("Stuck? ", "막히면? ") + context.suggest("hint")))
    }
    return result
}
