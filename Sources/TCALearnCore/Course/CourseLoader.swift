import Foundation

/// Reads a course folder and validates it, reporting every problem with its file and field.
///
/// Layout:
/// ```
/// Lessons/01-state/lesson.json            {"title": {"en","ko"}, "summary": {"en","ko"}}
/// Lessons/01-state/README.md, README.ko.md     the lesson's explanation
/// Lessons/01-state/01-counter/exercise.json    see ExerciseFile
/// Lessons/01-state/01-counter/README.md, README.ko.md   the instructions
/// Lessons/01-state/01-counter/Counter.swift    starter file(s), listed in "files"
/// Lessons/01-state/01-counter/tests/*.swift    hidden tests, listed in "tests"
/// Solutions/01-state/01-counter/Counter.swift  the reference solution
/// ```
public enum CourseLoader {
    static func load(lessons: URL, solutions: URL) throws -> Course {
        var problems: [CourseProblem] = []
        let course = loadCollectingProblems(lessons: lessons, solutions: solutions, into: &problems)
        guard problems.isEmpty else { throw CourseError(problems: problems) }
        return course
    }

    public static func load(_ layout: ProjectLayout) throws -> Course {
        try load(lessons: layout.lessonsFolder, solutions: layout.solutionsFolder)
    }

    /// Loads what can be loaded and lists every problem found (for `tca-learn lesson check`).
    static func loadCollectingProblems(
        lessons: URL, solutions: URL, into problems: inout [CourseProblem]
    ) -> Course {
        let fileManager = FileManager.default
        var course = Course(root: lessons.deletingLastPathComponent(), lessons: [])
        guard let lessonFolders = try? subfolders(of: lessons) else {
            problems.append(CourseProblem(file: lessons.path, field: nil, message: "There is no Lessons folder here."))
            return course
        }
        if lessonFolders.isEmpty {
            problems.append(CourseProblem(file: lessons.path, field: nil, message: "The Lessons folder has no lessons (folders with a lesson.json)."))
        }
        var seenIDs: [String: String] = [:]
        for lessonFolder in lessonFolders {
            let metadataFile = lessonFolder.appendingPathComponent("lesson.json")
            guard let metadata: LessonFile = decode(metadataFile, into: &problems) else { continue }
            var lesson = Lesson(
                slug: lessonFolder.lastPathComponent, folder: lessonFolder, title: metadata.title,
                summary: metadata.summary, tracks: metadata.tracks ?? [], exercises: []
            )
            if !fileManager.fileExists(atPath: lessonFolder.appendingPathComponent("README.md").path) {
                problems.append(CourseProblem(file: lessonFolder.appendingPathComponent("README.md").path, field: nil, message: "The lesson's explanation is missing."))
            }
            var exerciseFolders: [URL] = []
            for folder in (try? subfolders(of: lessonFolder)) ?? [] {
                if fileManager.fileExists(atPath: folder.appendingPathComponent("exercise.json").path) {
                    exerciseFolders.append(folder)
                } else {
                    problems.append(CourseProblem(file: folder.path, field: nil, message: "This folder has no exercise.json. Add one, or move the folder out of the lesson."))
                }
            }
            for exerciseFolder in exerciseFolders {
                let file = exerciseFolder.appendingPathComponent("exercise.json")
                guard let spec: ExerciseFile = decode(file, into: &problems) else { continue }
                let exercise = Exercise(
                    id: spec.id, slug: exerciseFolder.lastPathComponent, lessonSlug: lesson.slug,
                    folder: exerciseFolder,
                    solutionFolder: solutions.appendingPathComponent(lesson.slug).appendingPathComponent(exerciseFolder.lastPathComponent),
                    title: spec.title, kind: spec.kind, files: spec.files,
                    given: spec.given ?? [], variants: spec.variants ?? [], tests: spec.tests,
                    timeLimitSeconds: spec.timeLimitSeconds ?? 10, hints: spec.hints, checks: spec.checks,
                    starterFails: spec.starterFails ?? spec.checks.map(\.id),
                    passTraces: spec.passTraces ?? spec.checks.suffix(1).map(\.id), predictions: spec.predictions ?? []
                )
                problems += validate(exercise, file: file.path)
                if let other = seenIDs[exercise.id] {
                    problems.append(CourseProblem(file: file.path, field: "id", message: "The id \"\(exercise.id)\" is already used by \(other). Ids must be unique in the course."))
                }
                seenIDs[exercise.id] = exercise.path
                lesson.exercises.append(exercise)
            }
            if exerciseFolders.isEmpty {
                problems.append(CourseProblem(file: lessonFolder.path, field: nil, message: "The lesson has no exercises (folders with an exercise.json)."))
            }
            course.lessons.append(lesson)
        }
        return course
    }

    static func validate(_ exercise: Exercise, file: String) -> [CourseProblem] {
        var problems: [CourseProblem] = []
        func problem(_ field: String?, _ message: String) {
            problems.append(CourseProblem(file: file, field: field, message: message))
        }
        let fileManager = FileManager.default
        if exercise.id.isEmpty || exercise.id.contains(where: { $0.isWhitespace || $0 == "/" }) {
            problem("id", "Use a non-empty id without spaces or slashes, e.g. \"state-counter\".")
        }
        if exercise.files.isEmpty { problem("files", "List at least one file for the learner to edit.") }
        for (index, name) in exercise.files.enumerated() {
            if !name.hasSuffix(".swift") || name.contains("/") {
                problem("files[\(index)]", "\"\(name)\" should be a .swift file name in the exercise folder.")
            } else {
                if !fileManager.fileExists(atPath: exercise.folder.appendingPathComponent(name).path) {
                    problem("files[\(index)]", "The starter file \(name) is missing from \(exercise.folder.path).")
                }
                if !fileManager.fileExists(atPath: exercise.solutionFolder.appendingPathComponent(name).path) {
                    problem("files[\(index)]", "The solution file is missing: \(exercise.solutionFolder.appendingPathComponent(name).path).")
                }
            }
        }
        for (index, name) in exercise.given.enumerated() {
            if !name.hasSuffix(".swift") || name.contains("/") || exercise.files.contains(name) {
                problem("given[\(index)]", "\"\(name)\" should be a .swift file name in the exercise folder, not one of \"files\".")
            } else if !fileManager.fileExists(atPath: exercise.folder.appendingPathComponent(name).path) {
                problem("given[\(index)]", "The given file \(name) is missing from \(exercise.folder.path).")
            }
        }
        var claimed = Set<String>()
        for (index, variant) in exercise.variants.enumerated() {
            let field = "variants[\(index)]"
            if variant.id.isEmpty || variant.id.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "-" }) {
                problem("\(field).id", "Use a non-empty id of letters, digits and dashes.")
            }
            if exercise.variants.prefix(index).contains(where: { $0.id == variant.id }) {
                problem("\(field).id", "The variant id \"\(variant.id)\" appears twice.")
            }
            if variant.checks.isEmpty { problem("\(field).checks", "Name the check(s) that run against this variant.") }
            for id in variant.checks {
                if !exercise.checks.contains(where: { $0.id == id }) {
                    problem("\(field).checks", "\"\(id)\" is not one of this exercise's checks.")
                } else if !claimed.insert(id).inserted {
                    problem("\(field).checks", "\"\(id)\" already runs against another variant; a check runs against one program.")
                }
            }
            if variant.replace.isEmpty { problem("\(field).replace", "Say which given file the variant replaces, and with which file.") }
            for (given, replacement) in variant.replace.sorted(by: { $0.key < $1.key }) {
                if !exercise.given.contains(given) {
                    problem("\(field).replace", "\"\(given)\" is not one of the exercise's \"given\" files.")
                }
                let variantFile = exercise.testsFolder.appendingPathComponent(replacement)
                if !fileManager.fileExists(atPath: variantFile.path) {
                    problem("\(field).replace", "The variant file tests/\(replacement) is missing.")
                } else if exercise.given.contains(given),
                    let reference = try? String(contentsOf: exercise.folder.appendingPathComponent(given), encoding: .utf8),
                    let broken = try? String(contentsOf: variantFile, encoding: .utf8),
                    let shifted = VariantLayout.firstShiftedLine(reference: reference, variant: broken)
                {
                    problem("\(field).replace", "tests/\(replacement) moves line \(shifted.reference) of \(given) to line \(shifted.variant): "
                        + "a variant keeps every line of the course's copy where it is (change lines in place, join or pad them), "
                        + "since the runtime keeps declarations' line numbers (@BindingState, .run) where a test can read them and tell the variants apart.")
                }
            }
        }
        if !exercise.variants.isEmpty && exercise.given.isEmpty {
            problem("variants", "Variants replace given files: list the feature under test in \"given\".")
        }
        if exercise.tests.isEmpty { problem("tests", "List at least one hidden test file (in the exercise's tests/ folder).") }
        for (index, name) in exercise.tests.enumerated()
        where !fileManager.fileExists(atPath: exercise.testsFolder.appendingPathComponent(name).path) {
            problem("tests[\(index)]", "The hidden test file tests/\(name) is missing.")
        }
        if exercise.hints.count < 2 { problem("hints", "Give at least two hint levels, from a nudge to nearly the answer.") }
        if exercise.checks.isEmpty { problem("checks", "List the checks of the hidden tests, with their points.") }
        var checkIDs = Set<String>()
        for (index, check) in exercise.checks.enumerated() {
            if !checkIDs.insert(check.id).inserted { problem("checks[\(index)].id", "The check id \"\(check.id)\" appears twice.") }
            if check.points <= 0 { problem("checks[\(index)].points", "Points must be a whole number above zero.") }
        }
        for (index, id) in exercise.starterFails.enumerated() where !checkIDs.contains(id) {
            problem("starterFails[\(index)]", "\"\(id)\" is not one of this exercise's checks.")
        }
        for (index, id) in exercise.passTraces.enumerated() where !checkIDs.contains(id) {
            problem("passTraces[\(index)]", "\"\(id)\" is not one of this exercise's checks.")
        }
        if !(1...120).contains(exercise.timeLimitSeconds) {
            problem("timeLimitSeconds", "Use a time limit between 1 and 120 seconds.")
        }
        problems += predictionProblems(exercise).map { CourseProblem(file: file, field: "predictions", message: $0) }
        if !fileManager.fileExists(atPath: exercise.instructionsFile(.en).path) {
            problem(nil, "The instructions file README.md is missing from \(exercise.folder.path).")
        }
        return problems
    }

    /// A predict-the-trace exercise names its predictions, each a top-level `let` of the starter
    /// with a type and a literal of it; no other kind has any.
    static func predictionProblems(_ exercise: Exercise) -> [String] {
        guard exercise.kind == .predictTheTrace else {
            return exercise.predictions.isEmpty ? [] : ["Only predict-the-trace exercises have predictions."]
        }
        guard !exercise.predictions.isEmpty else {
            return ["Name the predictions the learner writes: the starter's top-level lets, e.g. [\"predictedBodyRuns\"]."]
        }
        var problems: [String] = []
        var declared: [String] = []
        var malformed: Set<String> = []
        for name in exercise.files {
            guard let text = try? String(contentsOf: exercise.folder.appendingPathComponent(name), encoding: .utf8) else { continue }
            let declarations = Predictions.declarations(named: exercise.predictions, in: TokenizedSource(text))
            declared += declarations.found.map(\.name)
            for (prediction, problem) in declarations.malformed.sorted(by: { $0.key < $1.key }) {
                malformed.insert(prediction)
                problems.append("\(prediction) in \(name): \(problem)")
            }
        }
        for name in exercise.predictions where !malformed.contains(name) {
            switch declared.filter({ $0 == name }).count {
            case 0: problems.append("\(name) is not declared at the top level of a starter file as `let \(name): Type = literal`.")
            case 1: break
            default: problems.append("\(name) is declared more than once.")
            }
        }
        return problems
    }

    private static func subfolders(of folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
            .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private static func decode<T: Decodable>(_ file: URL, into problems: inout [CourseProblem]) -> T? {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            problems.append(CourseProblem(file: file.path, field: nil, message: "The file is missing."))
            return nil
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            problems.append(CourseProblem(decodingError: error, file: file.path))
        } catch {
            problems.append(CourseProblem(file: file.path, field: nil, message: "\(error)"))
        }
        return nil
    }
}

/// `lesson.json`.
struct LessonFile: Decodable {
    var title: Localized
    var summary: Localized?
    var tracks: [String]?
}

/// `exercise.json`.
struct ExerciseFile: Decodable {
    var id: String
    var title: Localized
    var kind: ExerciseKind
    var files: [String]
    var given: [String]?
    var variants: [Variant]?
    var tests: [String]
    var timeLimitSeconds: Double?
    var hints: [Localized]
    var checks: [CheckSpec]
    var starterFails: [String]?
    var passTraces: [String]?
    var predictions: [String]?
}

/// One thing wrong with a course, said so an author knows where to look and what to do.
struct CourseProblem: Sendable, Equatable, CustomStringConvertible {
    var file: String
    var field: String?
    var message: String

    var description: String {
        if let field { return "\(file): field \"\(field)\": \(message)" }
        return "\(file): \(message)"
    }

    init(file: String, field: String?, message: String) {
        self.file = file
        self.field = field
        self.message = message
    }

    init(decodingError error: DecodingError, file: String) {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce("") { partial, key in
                if let index = key.intValue { return partial + "[\(index)]" }
                return partial.isEmpty ? key.stringValue : partial + "." + key.stringValue
            }
        }
        self.file = file
        switch error {
        case .keyNotFound(let key, let context):
            field = path(context.codingPath + [key])
            message = "This required field is missing."
        case .typeMismatch(let type, let context):
            field = path(context.codingPath)
            message = "Expected \(Self.describe(type)) here."
        case .valueNotFound(let type, let context):
            field = path(context.codingPath)
            message = "Expected \(Self.describe(type)), found null."
        case .dataCorrupted(let context):
            field = context.codingPath.isEmpty ? nil : path(context.codingPath)
            if context.codingPath.last?.stringValue == "kind" {
                message = "Unknown kind; use one of: \(ExerciseKind.allCases.map(\.rawValue).joined(separator: ", "))."
            } else if let underlying = context.underlyingError {
                message = "This is not valid JSON: \((underlying as NSError).localizedDescription)"
            } else {
                message = context.debugDescription
            }
        @unknown default:
            field = nil
            message = "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Int.Type, is Double.Type: "a number"
        case is [Any].Type: "a list"
        default: "\(type)".contains("Array") ? "a list" : "an object"
        }
    }
}

struct CourseError: ToolError {
    var problems: [CourseProblem]
}

/// A write-the-test variant has the reference's name and shape, and its lines too: the runtime
/// remembers where some things were declared (`@BindingState`'s line in the unhandled-binding
/// warning a dump shows, a `.run` effect's origin), so a test could otherwise tell the variants
/// apart by a line number instead of by what they do.
enum VariantLayout {
    /// The first line the variant keeps from the reference but at another line number: when the
    /// longest run of lines the two share (in order) is longer than the lines they share in
    /// place, some shared line moved. `nil` when every shared line can stay where it was.
    static func firstShiftedLine(reference: String, variant: String) -> (reference: Int, variant: Int)? {
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let new = variant.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let inPlace = zip(old, new).filter { $0 == $1 }.count
        // Longest common subsequence of lines, by rows.
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        guard table[0][0] > inPlace else { return nil }
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j], table[i][j] == table[i + 1][j + 1] + 1 {
                if i != j { return (i + 1, j + 1) }
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return nil
    }
}
