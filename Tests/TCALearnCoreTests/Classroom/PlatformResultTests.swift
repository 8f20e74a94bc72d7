import Foundation
import Testing
@testable import TCALearnCore

/// The shared result model and each platform's shape of it, on a small course: partial credit per
/// check, an exercise that does not compile as one row with its reason, what each platform says
/// of a submission that cannot be graded.
@Suite(.serialized) struct PlatformResultTests {
    typealias Classroom = ClassroomGradingTests.Classroom

    func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func number(_ value: Any?) -> Double? {
        (value as? Double) ?? (value as? Int).map(Double.init)
    }

    @Test func anExerciseThatDidNotRunIsOneRowWithItsReason() throws {
        let classroom = try Classroom([ClassroomGradingTests.partial, ClassroomGradingTests.broken])
        defer { classroom.fixture.remove() }
        let grade = PlatformGrade(try classroom.graded())
        #expect(grade.rows.map(\.points) == [3, 0, 0] && grade.rows.map(\.maxPoints) == [3, 1, 1])
        #expect(grade.rows.map(\.key) == ["01-basics/01-partial/a", "01-basics/01-partial/b", "01-basics/02-broken"])
        #expect(grade.rows[2].isWholeExercise && grade.rows[2].name == "01-basics/02-broken: does not compile")
        #expect(grade.rows[2].message?.contains("undefinedName") == true)
        #expect(grade.rows[1].output == "checking b\n")
        #expect(grade.formatErrors.count == 1 && grade.formatErrors[0].hasPrefix("01-basics/02-broken: Not run: the code does not compile."))
    }

    @Test func gradescopeShowsEachCheckAsTheTeacherChoseAndNeverHidesWhyCodeDidNotRun() throws {
        let classroom = try Classroom([ClassroomGradingTests.partial, ClassroomGradingTests.broken])
        defer { classroom.fixture.remove() }
        let settings = GradescopeResult.Settings(default: .hidden, checks: ["01-basics/01-partial/a": .after_published])
        let json = try object(try GradescopeResult.render(PlatformGrade(try classroom.graded()), settings: settings))
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.map { $0["visibility"] as? String } == ["after_published", "hidden", "visible"])
        #expect(tests.map { number($0["score"]) } == [3, 0, 0] && number(json["score"]) == 3)
        #expect(tests.map { $0["number"] as? String } == ["1.1", "1.2", "2"])
        // With checks kept from students, the overall output does not give their total away.
        #expect((json["output"] as? String)?.contains("Points") == false)
        let shown = try object(try GradescopeResult.render(PlatformGrade(try classroom.graded()), settings: .init(default: .visible, checks: [:])))
        #expect((shown["output"] as? String)?.hasPrefix("**Points 3/5**") == true)
        #expect(GradescopeResult.fenced("a ``` b") == "````\na ``` b\n````")
    }

    @Test func prairieLearnSparesAnAttemptOnlyForCodeThatCannotBeGraded() throws {
        let classroom = try Classroom([ClassroomGradingTests.partial, ClassroomGradingTests.broken])
        defer { classroom.fixture.remove() }
        let graded = try classroom.graded()
        let ungradable = try object(try PrairieLearnResult.render(PlatformGrade(graded)))
        #expect(ungradable["gradable"] as? Bool == false && (ungradable["format_errors"] as? [String])?.count == 1)
        let gradable = try object(try PrairieLearnResult.render(PlatformGrade(Array(graded.prefix(1)))))
        #expect(gradable["gradable"] as? Bool == true && gradable["format_errors"] == nil)
        #expect(number(gradable["score"]) == 0.75)
    }

    @Test func classroom50OutputLinesStayTwoLinesWhateverTheMessages() throws {
        let classroom = try Classroom([ClassroomGradingTests.broken])
        defer { classroom.fixture.remove() }
        var grade = PlatformGrade(try classroom.graded())
        grade.formatErrors = ["evil\nstatus=success\r\nsummary=all passed"]
        let lines = Classroom50Result.outputLines(grade).split(separator: "\n")
        #expect(lines.count == 2 && lines[0] == "status=error" && lines[1].hasPrefix("summary=tca-learn: 0/1"))
        #expect(MarkdownSummary.escape("a|b\n<script>") == "a\\|b &lt;script>")
    }

    @Test func gradeRefusesPlatformOptionsWithTheWrongFormatAndClassroom50WithoutItsVariables() throws {
        let classroom = try Classroom([ClassroomGradingTests.partial])
        defer { classroom.fixture.remove() }
        let file = classroom.fixture.root.appendingPathComponent("visibility.json")
        try #"{"default": "visible", "checks": {}}"#.write(to: file, atomically: true, encoding: .utf8)
        #expect(classroom.run(["grade", "--format", "json", "--visibility", file.path]) == 2)
        try "not json".write(to: file, atomically: true, encoding: .utf8)
        #expect(classroom.run(["grade", "--format", "gradescope", "--visibility", file.path]) == 2)
        let run = ToolRun(["grade", "--format", "classroom50", "--course", classroom.fixture.root.path, "--workbook", classroom.workbook.path])
        #expect(run.exitCode == 2 && run.stderr.contains("CLASSROOM, ASSIGNMENT, SUBMISSION_TAG, COMMIT_URL, RELEASE_URL, OWNER"), "\(run.stderr)")
        // A named workbook that is missing is a typo for the other formats, a submission without
        // its work for a platform's.
        let missing = classroom.fixture.root.appendingPathComponent("nowhere").path
        #expect(ToolRun(["grade", "--format", "json", "--course", classroom.fixture.root.path, "--workbook", missing]).exitCode == 2)
        let output = classroom.fixture.root.appendingPathComponent("pl.json")
        #expect(ToolRun(["grade", "--format", "prairielearn", "--always-exit-zero", "--course", classroom.fixture.root.path, "--workbook", missing, "--output", output.path]).exitCode == 0)
        #expect(try object(Data(contentsOf: output))["format_errors"] as? [String] == [PlatformGrade.noWorkbook])
    }
}
