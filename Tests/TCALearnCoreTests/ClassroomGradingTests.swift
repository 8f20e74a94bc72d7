import Foundation
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
            CommandLineTool.main(arguments + ["--course", fixture.root.path, "--workbook", workbook.path, "--no-color"])
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
        #expect(CommandLineTool.main(["grade", "--course", classroom.fixture.root.path, "--workbook", "/nonexistent/workbook"]) == 2)
        // The default workbook of a student who has not started: a grade of 0, not a setup error.
        #expect(CommandLineTool.main(["grade", "--course", classroom.fixture.root.path, "--format", "junit", "--output", output.path]) == 1)

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

        #expect(try classroom.graded().map(\.result.status) == [.failed])
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
        #expect(graded.map(\.result.status) == [.failed, .compileError])
        #expect(graded[1].result.diagnostics.first?.message.contains("missing from the workbook") == true)
        #expect(graded[1].message(for: graded[1].result.checks[0])?.contains("missing from the workbook") == true)
        #expect(GradeSummary(style: Style(color: false, language: .en)).render(graded).contains("02-untouched  0/1  not started (Answer.swift missing)"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: classroom.workbook.path).sorted() == before)
    }

    @Test func classroomInitWritesTheWorkflowOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-classroom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(CommandLineTool.main(["classroom", "init", folder.path]) == 0)
        let workflow = try String(contentsOf: folder.appendingPathComponent(".github/workflows/classroom.yml"), encoding: .utf8)
        #expect(workflow.contains("tca-learn grade --no-color --always-exit-zero --format classroom --output"))
        #expect(workflow.contains("classroom-resources/autograding-grading-reporter@v1"))
        #expect(workflow.contains("GRADE_RESULTS: ${{ steps.grade.outputs.result }}"))
        #expect(!workflow.contains("\t"))
        #expect(CommandLineTool.main(["classroom", "init", folder.path]) == 2)
        #expect(CommandLineTool.main(["classroom", "init", folder.path, "--force"]) == 0)
        #expect(CommandLineTool.main(["classroom", "init", folder.appendingPathComponent("missing").path]) == 2)
        #expect(CommandLineTool.main(["classroom", "setup"]) == 2)
    }
}
