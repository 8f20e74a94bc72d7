import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// The classroom result for the whole course with every exercise failing stays within its size limit,
/// and GitHub Classroom's reporter reads it: through an environment variable of a new process
/// (Linux refuses one over 128 KiB), base64, JSON, `max_score` and each test's `score`.
@Suite struct ClassroomResultSizeTests {
    static let course = try! CourseLoader.load(SharedGrader.layout)
    static var checkCount: Int { course.exercises.reduce(0) { $0 + $1.checks.count } }
    static var maxPoints: Int { course.exercises.reduce(0) { $0 + $1.totalPoints } }

    /// Every learner file of the course replaced by one that does not compile, with forty long
    /// errors: each check's message is "does not compile" and its errors, as long as they come.
    @Test func theWholeCourseFailingFitsAndReadsAsTheReporterReadsIt() throws {
        let workbook = try ClassroomSupport.temporaryFolder("worst-case")
        defer { try? FileManager.default.removeItem(at: workbook) }
        let broken = (0..<40).map { "let value\($0): Int = \"not an Int, and the compiler says so at some length, line \($0)\"" }.joined(separator: "\n")
        for exercise in Self.course.exercises {
            let folder = workbook.appendingPathComponent(exercise.path)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in exercise.files {
                try broken.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
        }
        let plan = try WorkbookGrading.Plan(course: Self.course, exercises: Self.course.exercises, workbook: Workbook(root: workbook), hiddenTests: nil)
        let graded = WorkbookGrading(grader: SharedGrader.grader).grade(plan)
        // A predict-the-trace file must be its starter with other literals: refused, not compiled.
        #expect(graded.allSatisfy { exercise in
            if exercise.exercise.predictions.isEmpty { return exercise.result.status == .didNotCompile }
            if case .refused = exercise.result.status { return true }
            return false
        })

        let result = String(decoding: try ClassroomResult.render(graded), as: UTF8.self)
        #expect(result.utf8.count <= ClassroomResult.sizeLimit, "\(result.utf8.count) bytes")
        #expect(ClassroomResult.sizeLimit < 128 * 1024, "Linux refuses one environment variable over 128 KiB")
        let reading = try ClassroomSupport.readAsReporter(result)
        #expect(reading.status == "error")
        #expect(reading.maxScore == Self.maxPoints && reading.points == 0)
        #expect(reading.tests.count == Self.checkCount)
        #expect(Set(reading.tests.compactMap { $0["name"] as? String }).count == Self.checkCount)
        // Short messages that still say why, and no source code: not the hidden tests', not the learner's.
        let messages = reading.tests.compactMap { $0["message"] as? String }
        #expect(messages.count == Self.checkCount)
        // The errors' paths are this machine's temporary folder, and the more checks a course has, the
        // less each message may say: the location shows, or the cut ("…") does. An exercise's first
        // check says it in full; its other checks repeat only the reason.
        var firstOfExercise = Set<Int>()
        var index = 0
        for exercise in graded {
            firstOfExercise.insert(index)
            index += exercise.result.checks.count
        }
        let unexplained = messages.enumerated().filter { index, message in
            if message.hasPrefix("Refused: ") { return false }
            guard firstOfExercise.contains(index) else { return message != "Not run: the code does not compile." }
            return !(message.hasPrefix("Not run: the code does not compile.\n") && (message.contains(".swift:1") || message.hasSuffix("…")))
        }
        #expect(unexplained.isEmpty, "\(unexplained.prefix(3))")
        #expect(messages.allSatisfy { $0.count <= ClassroomResult.messageLength })
        #expect(reading.tests.allSatisfy { ($0["test_code"] as? String) == "" })
        #expect(!result.isEmpty && !messages.contains { $0.contains("grade.check(") || $0.contains("let value") })
    }

    /// Beyond what the course produces: every check failing with a message of 20,000 characters
    /// full of what JSON escapes and Hangul (three bytes each) still fits, with something said.
    @Test func messagesShrinkToWhatTheLimitLeaves() throws {
        let long = String(repeating: "expected \"가\\n\" — ", count: 1_200)
        let graded = Self.course.exercises.enumerated().map { index, exercise in
            let result = GradeResult(exerciseID: exercise.id, status: .someChecksFailed, checks: exercise.checks.map { spec in
                CheckOutcome(spec: spec, status: .fail, result: CheckResult(
                    id: spec.id, status: .fail, failures: [CheckFailure(message: long, expected: long, actual: long, file: "", line: 0)]))
            })
            return GradedExercise(exercise: exercise, result: result, taskNumber: index + 1, testCode: "",
                                  learnerFiles: exercise.files.map { URL(fileURLWithPath: "/runner/work/submission/workbook/\(exercise.path)/\($0)") })
        }
        let result = String(decoding: try ClassroomResult.render(graded), as: UTF8.self)
        #expect(result.utf8.count <= ClassroomResult.sizeLimit)
        let reading = try ClassroomSupport.readAsReporter(result)
        #expect(reading.maxScore == Self.maxPoints && reading.points == 0 && reading.status == "fail")
        #expect(reading.tests.allSatisfy { (($0["message"] as? String)?.count ?? 0) >= 40 })
    }
}
