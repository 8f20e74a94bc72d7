import Foundation

/// `tca-learn lesson new SLUG` and `tca-learn lesson check [PATH]`: the instructor's tools.
struct LessonCommand: Command {
    static let name = "lesson"
    static let summary = "For lesson authors: scaffold a lesson, or check one or a whole course."
    static let synopsis = "new SLUG | check [PATH]"
    static let discussion = """
        lesson new SLUG     creates Lessons/NN-SLUG/ with one sample exercise, its hidden checks
                            and its solution in Solutions/, all ready to edit (see AUTHORING.md).
        lesson check [PATH] checks a lesson folder, or a course folder (one with Lessons/), or
                            this course: metadata valid, texts in English and Korean, every
                            starter failing the checks its metadata names, every solution passing.
                            Each solution's render trace must match the trace.golden file
                            beside it. Exit code 0 when all is well, 1 otherwise.
        """
    static let options: [OptionSpec] = [
        .flag("--update-golden", help: "With check: write each passing solution's trace as its new trace.golden."),
    ]

    enum Action {
        case new(slug: String)
        case check(path: String?)
    }

    var action: Action
    var updateGolden: Bool

    init(_ arguments: ParsedArguments) throws {
        updateGolden = arguments.has("--update-golden")
        let words = arguments.positionals
        switch words.first {
        case "new":
            guard words.count == 2 else { throw UsageError.missingArgument("the new lesson's name: tca-learn lesson new SLUG (e.g. lesson new environment)") }
            let slug = words[1]
            guard slug.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }), slug.first?.isLetter == true else {
                throw UsageError.badValue(option: "SLUG", value: slug, expected: "lowercase words joined by dashes, e.g. environment-values")
            }
            action = .new(slug: slug.lowercased())
        case "check":
            guard words.count <= 2 else { throw UsageError.tooManyArguments(Array(words.dropFirst(2))) }
            action = .check(path: words.count == 2 ? words[1] : nil)
        case let other?:
            throw UsageError.other("Unknown lesson action \"\(other)\": use \"lesson new SLUG\" or \"lesson check [PATH]\".")
        case nil:
            throw UsageError.missingArgument("an action: \"lesson new SLUG\" or \"lesson check [PATH]\"")
        }
    }

    func run(_ context: Context) throws -> Int32 {
        switch action {
        case .new(let slug): try scaffold(slug, context: context)
        case .check(let path): try check(path, context: context)
        }
    }

    // MARK: - check

    private func check(_ path: String?, context: Context) throws -> Int32 {
        let style = context.style
        var lessonsFolder = context.layout.lessonsFolder
        var solutionsFolder = context.layout.solutionsFolder
        var onlyLesson: String?
        if let path {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Lessons").path) {
                lessonsFolder = url.appendingPathComponent("Lessons")
                solutionsFolder = url.appendingPathComponent("Solutions")
            } else if FileManager.default.fileExists(atPath: url.appendingPathComponent("lesson.json").path) {
                lessonsFolder = url.deletingLastPathComponent()
                solutionsFolder = lessonsFolder.deletingLastPathComponent().appendingPathComponent("Solutions")
                onlyLesson = url.lastPathComponent
            } else {
                throw UsageError.other("\(path) is neither a lesson folder (with lesson.json) nor a course folder (with Lessons/).")
            }
        }
        var problems: [CourseProblem] = []
        var course = CourseLoader.loadCollectingProblems(lessons: lessonsFolder, solutions: solutionsFolder, into: &problems)
        if let onlyLesson {
            course.lessons = course.lessons.filter { $0.slug == onlyLesson }
            problems = problems.filter { $0.file.contains("/\(onlyLesson)/") || $0.file.hasSuffix("/\(onlyLesson)") }
        }
        problems += TextCompleteness.problems(in: course)
        for problem in problems {
            context.print(style.red("✗ ") + "\(displayPath(problem.file))" + (problem.field.map { style.dim(" [\($0)]") } ?? "") + ": " + problem.message)
        }
        // Exercises whose metadata is broken are not graded; the rest are, in parallel.
        let broken = Set(problems.map(\.file))
        let gradable = course.exercises.filter { !broken.contains($0.folder.appendingPathComponent("exercise.json").path) }
        context.status("Grading \(gradable.count) exercises (starter and solution each)…")
        let findings = CourseVerifier(grader: try context.grader(), updateGoldenTraces: updateGolden).verify(gradable)
        var unsound = 0
        for finding in findings {
            if finding.isSound {
                context.print(style.green("✓ ") + finding.exercise.path)
            } else {
                unsound += 1
                context.print(style.red("✗ ") + finding.exercise.path)
                for problem in finding.problems {
                    context.print("    " + problem)
                }
            }
        }
        let total = problems.count + unsound
        context.print(total == 0
            ? style.green("The course is sound: \(findings.count) exercises verified.")
            : style.red("\(total) problem\(total == 1 ? "" : "s") found."))
        return total == 0 ? 0 : 1
    }

    // MARK: - new

    private func scaffold(_ slug: String, context: Context) throws -> Int32 {
        let lessons = context.layout.lessonsFolder
        let existing = (try? FileManager.default.contentsOfDirectory(atPath: lessons.path)) ?? []
        let number = (existing.compactMap { Int($0.prefix(2)) }.max() ?? 0) + 1
        let folderName = String(format: "%02d-%@", number, slug)
        let lesson = lessons.appendingPathComponent(folderName)
        guard !FileManager.default.fileExists(atPath: lesson.path) else {
            throw UsageError.other("\(displayPath(lesson)) already exists.")
        }
        let exercise = lesson.appendingPathComponent("01-first")
        let solution = context.layout.solutionsFolder.appendingPathComponent(folderName).appendingPathComponent("01-first")
        let files: [(URL, String)] = [
            (lesson.appendingPathComponent("lesson.json"), LessonTemplate.lessonJSON(slug)),
            (lesson.appendingPathComponent("README.md"), LessonTemplate.lessonText(slug)),
            (lesson.appendingPathComponent("README.ko.md"), LessonTemplate.lessonTextKorean(slug)),
            (exercise.appendingPathComponent("exercise.json"), LessonTemplate.exerciseJSON(slug)),
            (exercise.appendingPathComponent("README.md"), LessonTemplate.instructions),
            (exercise.appendingPathComponent("README.ko.md"), LessonTemplate.instructionsKorean),
            (exercise.appendingPathComponent("Counter.swift"), LessonTemplate.starter),
            (exercise.appendingPathComponent("tests/Checks.swift"), LessonTemplate.checks),
            (solution.appendingPathComponent("Counter.swift"), LessonTemplate.solution),
        ]
        for (url, text) in files {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
            context.print(context.style.green("+ ") + displayPath(url))
        }
        context.print("Next: edit these files (AUTHORING.md explains each), then run \"tca-learn lesson check \(displayPath(lesson))\".")
        return 0
    }
}
