import Foundation

/// Grades many exercises of a learner's workbook at once, one per core, reading only: an exercise
/// whose learner files are missing fails with that reason instead of being copied from the starter,
/// and one that cannot be graded at all is a grading error, not a stop.
struct WorkbookGrading: Sendable {
    var grader: Grader

    /// What to grade and where each exercise's hidden tests are, checked before any grading.
    struct Plan: Sendable {
        var exercises: [Exercise]
        var taskNumbers: [Int]
        var learnerFolders: [URL]
        var testsFolders: [URL]
        /// The workbook's own folder when it is a symbolic link: a submission could commit
        /// `workbook` as a link to the grader's `Solutions/` beside it, whose lesson and exercise
        /// folders are real. Every exercise is then refused, and no file behind it is read.
        var linkedWorkbook: URL?

        /// Throws a `HiddenTestsError` (exit 2) when the hidden-tests folder lacks a test or variant
        /// file: that is the instructor's setup, not the student's grade.
        init(course: Course, exercises: [Exercise], workbook: Workbook, hiddenTests: URL?) throws {
            if let hiddenTests {
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: hiddenTests.path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw HiddenTestsError.notAFolder(hiddenTests.path)
                }
            }
            self.exercises = exercises
            let order = course.exercises.map(\.id)
            taskNumbers = exercises.map { exercise in (order.firstIndex(of: exercise.id) ?? 0) + 1 }
            learnerFolders = exercises.map(workbook.folder(for:))
            let root = workbook.root.standardizedFileURL
            var info = stat()
            linkedWorkbook = lstat(root.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK ? root : nil
            testsFolders = exercises.map { exercise in
                hiddenTests.map { $0.appendingPathComponent(exercise.lessonSlug).appendingPathComponent(exercise.slug).appendingPathComponent("tests") }
                    ?? exercise.testsFolder
            }
            let missing = zip(exercises, testsFolders).flatMap { exercise, folder in
                (exercise.tests + exercise.variants.flatMap { $0.replace.values.sorted() })
                    .map { folder.appendingPathComponent($0) }.filter { !FileManager.default.fileExists(atPath: $0.path) }
            }
            guard missing.isEmpty else {
                throw HiddenTestsError.missing(missing.map(\.path))
            }
        }
    }

    func grade(_ plan: Plan) -> [GradedExercise] {
        grade([plan], finished: { _, _ in })[0]
    }

    /// Grades several workbooks (a class's) as one pool of exercises, so every core stays busy to
    /// the last grade; `finished` hears of each exercise as it is graded, with its plan's index.
    func grade(_ plans: [Plan], finished: @Sendable (Int, GradedExercise) -> Void) -> [[GradedExercise]] {
        let jobs = plans.indices.flatMap { plan in plans[plan].exercises.indices.map { (plan: plan, exercise: $0) } }
        let graded = jobs.concurrentMap { job in
            let exercise = grade(plans[job.plan], at: job.exercise)
            finished(job.plan, exercise)
            return exercise
        }
        var offset = 0
        return plans.map { plan in
            defer { offset += plan.exercises.count }
            return Array(graded[offset..<offset + plan.exercises.count])
        }
    }

    private func grade(_ plan: Plan, at index: Int) -> GradedExercise {
        let exercise = plan.exercises[index]
        let folder = plan.learnerFolders[index]
        let testCode = exercise.tests
            .compactMap { try? String(contentsOf: plan.testsFolders[index].appendingPathComponent($0), encoding: .utf8) }
            .joined(separator: "\n")
        let result: GradeResult
        if let linked = plan.linkedWorkbook {
            result = .nothingRan(exercise, .refused(exercise.files.map {
                SourceRefusal(file: folder.appendingPathComponent($0).path, line: nil, column: nil, found: linked.path, reason: .file(.workbookIsLink))
            }))
        } else {
            do {
                result = try grader.grade(exercise, learnerFolder: folder, testsFolder: plan.testsFolders[index])
            } catch {
                // One exercise the machine could not grade must not stop the others; CI sees an error.
                result = .nothingRan(exercise, .gradingError("\(error)"))
            }
        }
        return GradedExercise(
            exercise: exercise, result: result, taskNumber: plan.taskNumbers[index], testCode: testCode,
            learnerFiles: exercise.files.map { folder.appendingPathComponent($0) })
    }
}

/// One exercise's grade with what every classroom format needs beside the result: where the
/// exercise sits in the course, the hidden tests' source (so a hidden check still explains itself
/// in `test_code`) and the learner's files (for annotations).
struct GradedExercise: Sendable {
    var exercise: Exercise
    var result: GradeResult
    /// The exercise's 1-based position in the course: the "task" its checks belong to.
    var taskNumber: Int
    /// The hidden test files' source, joined; empty when they could not be read.
    var testCode: String
    /// The learner's files in the workbook, whether or not they are there.
    var learnerFiles: [URL]
}

extension [GradedExercise] {
    var score: Int { reduce(0) { $0 + $1.result.score } }
    var maxScore: Int { reduce(0) { $0 + $1.result.maxScore } }
    var allPassed: Bool { allSatisfy(\.result.passed) }
    /// True when not a single check ran (nothing compiled, or there was nothing to grade).
    var noCheckRan: Bool { allSatisfy { $0.result.checks.allSatisfy { $0.notRunReason != nil } } }
}

/// The hidden tests a grade was given (`--hidden-tests`) are not a folder, or lack a file the
/// course names: the instructor's setup, not the student's grade.
enum HiddenTestsError: ToolError {
    case notAFolder(String)
    case missing([String])
}
