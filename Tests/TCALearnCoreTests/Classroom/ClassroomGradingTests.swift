import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `tca-learn grade`: every format parsed back the way its consumer reads it, exit codes, hidden
/// tests from outside the workbook, partial credit, and grading that only reads.
@Suite(.serialized) struct ClassroomGradingTests {
    /// Check `a` is worth 3 points and `b` 1; the learner's `first()` is right, `second()` wrong.
    static let partial = FixtureCourse.ExerciseFixture(
        slug: "01-partial", id: "partial",
        starter: "func first() -> Int { 1 }\nfunc second() -> Int { 0 }\n",
        solution: "func first() -> Int { 1 }\nfunc second() -> Int { 2 }\n",
        checks: """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("a") { t in
                    t.expectEqual(first(), 1, "the first value")
                }
                grade.check("b") { t in
                    print("checking b")
                    t.expectEqual(second(), 2, "the second value")
                }
            }
            """,
        checkIDs: ["a", "b"],
        metadataOverride: """
            {"id": "partial", "title": {"en": "Partial"}, "kind": "complete-the-code",
             "files": ["Answer.swift"], "tests": ["Checks.swift"], "timeLimitSeconds": 10, "hints": [{"en": "h1"}, {"en": "h2"}],
             "checks": [{"id": "a", "points": 3, "title": {"en": "First"}, "concept": {"en": "c"}},
                        {"id": "b", "points": 1, "title": {"en": "Second"}, "concept": {"en": "c"}}]}
            """)

    static let broken = FixtureCourse.ExerciseFixture(slug: "02-broken", id: "broken", starter: "func answer() -> Int {\n    return undefinedName\n}\n")

    /// A course plus a workbook holding each exercise's starter (the "student's" code).
    struct Classroom {
        let fixture: FixtureCourse
        let workbook: URL

        init(_ exercises: [FixtureCourse.ExerciseFixture], learner: (FixtureCourse.ExerciseFixture) -> String = \.starter) throws {
            fixture = try FixtureCourse(exercises: exercises)
            workbook = fixture.root.appendingPathComponent("student/workbook")
            for exercise in exercises {
                let folder = workbook.appendingPathComponent("01-basics/\(exercise.slug)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try learner(exercise).write(to: folder.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)
            }
        }

        func graded(hiddenTests: URL? = nil) throws -> [GradedExercise] {
            let course = try fixture.load()
            let plan = try WorkbookGrading.Plan(course: course, exercises: course.exercises, workbook: Workbook(root: workbook), hiddenTests: hiddenTests)
            return WorkbookGrading(grader: SharedGrader.grader).grade(plan)
        }

        func run(_ arguments: [String]) -> Int32 {
            ToolRun(arguments + ["--course", fixture.root.path, "--workbook", workbook.path, "--no-color"]).exitCode
        }
    }

    func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func partialCreditComesFromEachChecksPoints() throws {
        let classroom = try Classroom([Self.partial])
        defer { classroom.fixture.remove() }
        let graded = try classroom.graded()
        #expect(graded.map(\.result.score) == [3])
        #expect(graded.score == 3 && graded.maxScore == 4)
    }

    @Test func exercismResultsFollowInterfaceVersion3() throws {
        let classroom = try Classroom([Self.partial, Self.broken])
        defer { classroom.fixture.remove() }
        let json = try object(ExercismResults.render(try classroom.graded()))
        #expect(json["version"] as? Int == 3)
        #expect(json["status"] as? String == "fail")
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.map { $0["status"] as? String } == ["pass", "fail", "error"])
        #expect(tests.map { $0["task_id"] as? Int } == [1, 1, 2])
        #expect(tests[0]["name"] as? String == "01-basics/01-partial › First")
        // Each check's own part of the hidden tests, not the whole file.
        let code = try #require(tests[1]["test_code"] as? String)
        #expect(code.contains("grade.check(\"b\")") && !code.contains("grade.check(\"a\")"))
        #expect((tests[1]["message"] as? String)?.contains("expected: 2") == true)
        #expect(tests[1]["output"] as? String == "checking b\n")
        #expect(tests[0]["message"] == nil && tests[0]["output"] == nil)
        #expect((tests[2]["message"] as? String)?.contains("undefinedName") == true)
    }

    @Test func exercismStatusIsErrorWhenNoTestRan() throws {
        let classroom = try Classroom([Self.broken])
        defer { classroom.fixture.remove() }
        let json = try object(ExercismResults.render(try classroom.graded()))
        #expect(json["status"] as? String == "error")
        #expect((json["message"] as? String)?.contains("undefinedName") == true)
        #expect(json["tests"] == nil)
    }

    @Test func classroomResultIsBase64JSONWithScores() throws {
        let classroom = try Classroom([Self.partial, Self.broken])
        defer { classroom.fixture.remove() }
        let encoded = try ClassroomResult.render(try classroom.graded())
        let decoded = try #require(Data(base64Encoded: encoded))
        let json = try object(decoded)
        #expect(json["version"] as? Int == 1)
        #expect(json["status"] as? String == "fail")
        #expect(json["max_score"] as? Int == 5)
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.map { $0["score"] as? Int } == [3, 0, 0])
        #expect(tests.map { $0["status"] as? String } == ["pass", "fail", "error"])
        for key in ["name", "status", "message", "test_code", "filename", "line_no", "score", "duration"] {
            #expect(tests.allSatisfy { $0[key] != nil }, "every test has \(key)")
        }
        #expect((tests[2]["filename"] as? String)?.hasSuffix("02-broken/Answer.swift") == true)
        #expect(tests[2]["line_no"] as? Int == 2)
    }

    @Test func junitCountsFailuresAndErrorsPerExercise() throws {
        let classroom = try Classroom([Self.partial, Self.broken])
        defer { classroom.fixture.remove() }
        let data = JUnitReport.render(try classroom.graded())
        #if canImport(FoundationXML) || os(macOS)
        let document = try XMLDocument(data: data)
        let suites = try document.nodes(forXPath: "/testsuites/testsuite").compactMap { $0 as? XMLElement }
        #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["01-basics/01-partial", "01-basics/02-broken"])
        #expect(suites.map { $0.attribute(forName: "failures")?.stringValue } == ["1", "0"])
        #expect(suites.map { $0.attribute(forName: "errors")?.stringValue } == ["0", "1"])
        #expect(try document.nodes(forXPath: "//testcase").count == 3)
        let failure = try #require(try document.nodes(forXPath: "//failure").first as? XMLElement)
        #expect(failure.attribute(forName: "message")?.stringValue == "the second value")
        #expect(failure.stringValue?.contains("expected: 2") == true)
        #else
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#"<testsuite name="01-basics/01-partial" tests="2" failures="1" errors="0""#))
        #endif
    }

    /// Every way a grade can go, from the report tests, plus a compile error and a failed check;
    /// the crash's runtime message, which comes from the program's standard error, says "PASS".
    static let everyKindOfGrade: [GradedExercise] = {
        // The first of each status the report tests have, then a compile that ran out of time and
        // results that were rejected.
        var results = Array(GradeReportTests.everyStatus.prefix(6)) + GradeReportTests.everyStatus[10...11]
        let exercise = GradeReportTests.exercise
        results[0].status = .crashed(CrashReport(cause: .signal(4), runtimeMessage: "Fatal error: PASS", checkID: "ㄱ"))
        results.append(.nothingRan(exercise, .didNotCompile))
        results[results.count - 1].compilerOutput = "error: something the compiler said"
        results.append(GradeResult(exerciseID: exercise.id, status: .someChecksFailed, checks: exercise.checks.map {
            CheckOutcome(spec: $0, status: .fail, result: CheckResult(id: $0.id, status: .fail, failures: [CheckFailure(message: "the value", file: "", line: 0)]))
        }))
        return results.enumerated().map { index, result in
            GradedExercise(exercise: exercise, result: result, taskNumber: index + 1, testCode: "", learnerFiles: [URL(fileURLWithPath: "/답/답.swift")])
        }
    }()

    @Test func eachKindOfGradeHasItsOwnStatusAndReasonInEveryFormat() throws {
        let graded = Self.everyKindOfGrade
        #expect(graded.map(\.statusName) == [
            "crashed", "timed-out", "missing-files", "grading-error", "refused", "passed", "compile-timed-out", "results-rejected",
            "did-not-compile", "failed",
        ])
        // JUnit tells the kinds apart by the error's type.
        let junit = String(decoding: JUnitReport.render(graded), as: UTF8.self)
        for name in ["crashed", "timed-out", "missing-files", "grading-error", "refused", "compile-timed-out", "results-rejected", "did-not-compile"] {
            #expect(junit.contains(#"type="\#(name)""#), "JUnit has no error of type \(name)")
        }
        // Each kind has its own message, whose first line is the tool's words, never the program's.
        let firstLines = graded.map { exercise in
            exercise.result.checks.first.flatMap { exercise.message(for: $0) }.map { String($0.prefix { $0 != "\n" }) } ?? ""
        }
        #expect(Set(firstLines).count == graded.count)
        #expect(firstLines.allSatisfy { !$0.contains("PASS") })
        #expect(firstLines[0] == "Crashed during this check: The program was stopped by signal 4 (illegal instruction: usually a Swift runtime trap such as fatalError or an out-of-range index).")
        let exercism = try #require(try object(ExercismResults.render(graded))["tests"] as? [[String: Any]])
        let classroom = try #require(try object(try ClassroomResult.json(graded))["tests"] as? [[String: Any]])
        for tests in [exercism, classroom] {
            let messages = tests.compactMap { $0["message"] as? String }.filter { !$0.isEmpty }
            #expect(messages.allSatisfy { !($0.split(separator: "\n").first ?? "").contains("PASS") })
        }
    }

    /// A link, a prediction written as code and a forbidden API are refused for different reasons,
    /// and the summary (the roster's notes, the log's line) and the message say which.
    @Test func aRefusalSaysWhatKindOfRefusalItIs() {
        func refusal(_ reason: SourceRefusal.Reason) -> [SourceRefusal] {
            [SourceRefusal(file: "/w/01-state/01-counter/Counter.swift", line: nil, column: nil, found: "Counter.swift", reason: reason)]
        }
        #expect(GradeSummary.describe(.refused(refusal(.file(.symbolicLink)))) == "refused: a file is a symbolic link")
        #expect(GradeSummary.describe(.refused(refusal(.file(.folderIsLink)))) == "refused: its folder is a symbolic link")
        #expect(GradeSummary.describe(.refused(refusal(.predictionNotALiteral(name: "runs", type: "Int")))) == "refused: predictions not written as the starter asks")
        #expect(GradeSummary.describe(.refused(refusal(.files))) == "refused: uses what graded code may not")
        #expect(refusal(.file(.tooLarge(bytes: 300_000))).reason(subject: true) == "a file is over 256 KB")
        #expect(refusal(.processes).reason(subject: true) == "the code uses what graded code may not")
    }

    @Test func junitEscapesWhatXMLCannotCarry() {
        #expect(JUnitReport.escape("a<b & \"c\"\u{1B}[31m\n") == "a&lt;b &amp; &quot;c&quot;[31m&#10;")
    }

    @Test func annotationsPointAtTheLearnersLines() throws {
        let classroom = try Classroom([Self.partial, Self.broken])
        defer { classroom.fixture.remove() }
        let lines = String(decoding: Annotations.render(try classroom.graded()), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("::error file=") })
        #expect(lines[0].contains("01-partial/Answer.swift,line=1,title=01-basics/01-partial › Second::the second value%0A"))
        #expect(lines[1].contains("02-broken/Answer.swift,line=2,col="))
        #expect(lines[1].contains("undefinedName"))
    }

    @Test func exitCodesAndOutputFile() throws {
        let classroom = try Classroom([Self.partial])
        defer { classroom.fixture.remove() }
        let output = classroom.fixture.root.appendingPathComponent("out/results.json")
        #expect(classroom.run(["grade", "--format", "json", "--output", output.path]) == 1)
        #expect(try object(Data(contentsOf: output))["status"] as? String == "fail")
        #expect(classroom.run(["grade", "--always-exit-zero", "--format", "junit", "--output", output.path]) == 0)
        #expect(classroom.run(["grade", "--format", "yaml"]) == 2)
        #expect(classroom.run(["grade", "no-such-exercise"]) == 2)
        #expect(classroom.run(["grade", "--hidden-tests", "/nonexistent/hidden"]) == 2)
        #expect(ToolRun(["grade", "--course", classroom.fixture.root.path, "--workbook", "/nonexistent/workbook"]).exitCode == 2)
        // The default workbook of a student who has not started: a grade of 0, not a setup error.
        #expect(ToolRun(["grade", "--course", classroom.fixture.root.path, "--format", "junit", "--output", output.path]).exitCode == 1)

        let solved = try Classroom([Self.partial], learner: \.solution)
        defer { solved.fixture.remove() }
        #expect(solved.run(["grade", "partial", "--format", "classroom", "--output", output.path]) == 0)
    }

    @Test func hiddenTestsFolderIsTheOnlySourceOfTests() throws {
        // The learner answers 7; the course's own tests want 42, the instructor's hidden ones 7.
        var exercise = FixtureCourse.ExerciseFixture()
        exercise.starter = "func answer() -> Int { 7 }\n"
        let classroom = try Classroom([exercise])
        defer { classroom.fixture.remove() }
        let hidden = classroom.fixture.root.appendingPathComponent("instructor/hidden")
        let hiddenTests = hidden.appendingPathComponent("01-basics/01-sample/tests")
        try FileManager.default.createDirectory(at: hiddenTests, withIntermediateDirectories: true)
        try exercise.checks.replacingOccurrences(of: "42", with: "7").write(to: hiddenTests.appendingPathComponent("Checks.swift"), atomically: true, encoding: .utf8)
        // A student's own "tests" claiming everything passes is never compiled.
        let fake = classroom.workbook.appendingPathComponent("01-basics/01-sample/tests")
        try FileManager.default.createDirectory(at: fake, withIntermediateDirectories: true)
        try "import LessonTesting\n@MainActor func hiddenChecks(_ grade: Grade) { grade.check(\"answer\") { _ in } }\n"
            .write(to: fake.appendingPathComponent("Checks.swift"), atomically: true, encoding: .utf8)

        #expect(try classroom.graded().map(\.result.status) == [.someChecksFailed])
        let withHidden = try classroom.graded(hiddenTests: hidden)
        #expect(withHidden.map(\.result.status) == [.passed])
        #expect(withHidden[0].testCode.contains("answer(), 7"))
        #expect(classroom.run(["grade", "--hidden-tests", hidden.path]) == 0)

        // A hidden-tests folder that lacks an exercise's tests is a setup error, not a grade.
        try FileManager.default.removeItem(at: hiddenTests.appendingPathComponent("Checks.swift"))
        #expect(classroom.run(["grade", "--hidden-tests", hidden.path]) == 2)
    }

    @Test func missingLearnerFilesFailThatExerciseAndNothingIsWritten() throws {
        let classroom = try Classroom([Self.partial, FixtureCourse.ExerciseFixture(slug: "02-untouched", id: "untouched")])
        defer { classroom.fixture.remove() }
        let untouched = classroom.workbook.appendingPathComponent("01-basics/02-untouched")
        try FileManager.default.removeItem(at: untouched)
        let before = try FileManager.default.subpathsOfDirectory(atPath: classroom.workbook.path).sorted()

        let graded = try classroom.graded()
        #expect(graded.map(\.result.status) == [.someChecksFailed, .missingFiles(["Answer.swift"])])
        #expect(graded[1].message(for: graded[1].result.checks[0]) == "Not run: Answer.swift is missing from the workbook, so this exercise cannot be graded.")
        #expect(GradeSummary(style: Style(color: false, language: .en)).render(graded).contains("02-untouched  0/1  not started (Answer.swift missing)"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: classroom.workbook.path).sorted() == before)
    }
}
