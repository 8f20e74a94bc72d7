import Foundation
import Testing
@testable import TCALearnCore

/// `grade-roster`: a class graded on one machine, one folder per student, into a CSV and a JSON
/// summary, with progress as it goes.
@Suite(.serialized) struct RosterTests {
    /// Two exercises of one and three points; "alice" solved both (her repository holds a
    /// workbook/), "bob" the first (his folder is the workbook itself), "carol" has not started.
    struct Class {
        let fixture: FixtureCourse
        let roster: URL

        init() throws {
            fixture = try FixtureCourse(exercises: [
                FixtureCourse.ExerciseFixture(slug: "01-first", id: "first"),
                ClassroomGradingTests.partial.with(slug: "02-second"),
            ])
            roster = fixture.root.appendingPathComponent("submissions")
            let solutions = fixture.root.appendingPathComponent("Solutions")
            try FileManager.default.createDirectory(at: roster.appendingPathComponent("hw1-alice"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: solutions, to: roster.appendingPathComponent("hw1-alice/workbook"))
            try FileManager.default.createDirectory(at: roster.appendingPathComponent("hw1-bob/01-basics"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: solutions.appendingPathComponent("01-basics/01-first"), to: roster.appendingPathComponent("hw1-bob/01-basics/01-first"))
            try FileManager.default.createDirectory(at: roster.appendingPathComponent("hw1-carol"), withIntermediateDirectories: true)
            try "not a student".write(to: roster.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        }

        func run(_ arguments: [String]) -> ToolRun {
            ToolRun(["grade-roster", roster.path, "--course", fixture.root.path, "--no-color"] + arguments)
        }
    }

    @Test func aClassIsGradedIntoACSVAndAJSONSummary() throws {
        let group = try Class()
        defer { group.fixture.remove() }
        let output = group.fixture.root.appendingPathComponent("grades")
        let run = group.run(["--output", output.path])
        #expect(run.exitCode == 0, "\(run.stderr)")

        let csv = try String(contentsOf: output.appendingPathComponent("grades.csv"), encoding: .utf8)
        #expect(csv.components(separatedBy: "\r\n") == [
            "student,folder,status,points,max_points,exercises_passed,01-basics/01-first,01-basics/02-second,notes",
            "alice,hw1-alice,passed,5,5,2,1,4,",
            "bob,hw1-bob,incomplete,1,5,1,1,0,01-basics/02-second: not started (Answer.swift missing)",
            "carol,hw1-carol,not-started,0,5,0,0,0,01-basics/01-first: not started (Answer.swift missing); 01-basics/02-second: not started (Answer.swift missing)",
            "",
        ])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("grades.json"))) as? [String: Any])
        #expect(json["max_score"] as? Int == 5)
        let students = try #require(json["students"] as? [[String: Any]])
        #expect(students.map { $0["student"] as? String } == ["alice", "bob", "carol"])
        #expect(students.map { $0["score"] as? Int } == [5, 1, 0])
        let bob = try #require(students[1]["exercises"] as? [[String: Any]])
        #expect(bob.map { $0["status"] as? String } == ["passed", "missing-files"])
        #expect(bob.map { $0["score"] as? Int } == [1, 0])

        // Not a terminal: one plain progress line per student, and the figures at the end.
        let progress = run.stderr.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(progress.count == 3)
        #expect(Set(progress.map { String($0.dropFirst(6)) }) == ["alice  5/5", "bob  1/5", "carol  0/5"])
        #expect(run.stdout.contains("Graded 3 students × 2 exercises (6 grades)"))
        #expect(!run.stderr.contains("\u{1B}"))
    }

    /// The instructor's link to a student's folder kept elsewhere is that student (graded, not
    /// silently left out); a student's `workbook` linked to the solutions earns nothing.
    @Test func linksInTheRosterAndInASubmission() throws {
        let group = try Class()
        defer { group.fixture.remove() }
        let elsewhere = group.fixture.root.appendingPathComponent("elsewhere/dave")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: group.fixture.root.appendingPathComponent("Solutions/01-basics"), to: elsewhere.appendingPathComponent("01-basics"))
        try FileManager.default.createSymbolicLink(at: group.roster.appendingPathComponent("hw1-dave"), withDestinationURL: elsewhere)
        try FileManager.default.createDirectory(at: group.roster.appendingPathComponent("hw1-erin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: group.roster.appendingPathComponent("hw1-erin/workbook").path, withDestinationPath: "../../Solutions")
        let output = group.fixture.root.appendingPathComponent("grades")
        let run = group.run(["--output", output.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let rows = try String(contentsOf: output.appendingPathComponent("grades.csv"), encoding: .utf8).components(separatedBy: "\r\n")
        #expect(rows.map { $0.split(separator: ",").first.map(String.init) ?? "" } == ["student", "alice", "bob", "carol", "dave", "erin", ""])
        #expect(rows[4] == "dave,hw1-dave,passed,5,5,2,1,4,")
        #expect(rows[5].hasPrefix("erin,hw1-erin,incomplete,0,5,0,0,0,01-basics/01-first: refused: the workbook is a symbolic link;"))
    }

    /// Grades written into a folder of the roster: a second run does not take that folder for a
    /// student, whose name would also keep every other student from losing the shared prefix.
    @Test func anOutputFolderInsideTheRosterIsNoStudent() throws {
        let group = try Class()
        defer { group.fixture.remove() }
        let output = group.roster.appendingPathComponent("grades")
        for _ in 0..<2 {
            let run = group.run(["--output", output.path])
            #expect(run.exitCode == 0, "\(run.stderr)")
        }
        let rows = try String(contentsOf: output.appendingPathComponent("grades.csv"), encoding: .utf8).components(separatedBy: "\r\n")
        #expect(rows.map { $0.split(separator: ",").first.map(String.init) ?? "" } == ["student", "alice", "bob", "carol", ""], "\(rows)")
    }

    /// --output names a folder the grades go to, not one to empty: what else it holds stays (the
    /// roster's own folder, a teacher's documents), and so does a folder given to a single grade.
    @Test func theOutputFolderKeepsWhatElseItHolds() throws {
        let group = try Class()
        defer { group.fixture.remove() }
        let keep = group.roster.appendingPathComponent("hw1-alice/workbook/01-basics/01-first/Answer.swift")
        let run = group.run(["--output", group.roster.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: keep.path))
        #expect(FileManager.default.fileExists(atPath: group.roster.appendingPathComponent("grades.csv").path))
        let notes = group.fixture.root.appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try "mine".write(to: notes.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let single = ToolRun(["grade", "--workbook", group.roster.appendingPathComponent("hw1-alice/workbook").path, "--course", group.fixture.root.path,
                              "--format", "json", "--output", notes.path])
        #expect(single.exitCode == 2 && single.stderr.contains("--output \(notes.path) is a folder"), "\(single.stderr)")
        #expect(FileManager.default.fileExists(atPath: notes.appendingPathComponent("notes.txt").path))
    }

    @Test func aLessonOfTheRosterAndTheDefaultOutputFolder() throws {
        let group = try Class()
        defer { group.fixture.remove() }
        #expect(group.run(["--lessons", "basics"]).exitCode == 0)
        let csv = try String(contentsOf: group.roster.appendingPathComponent("grades.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("student,folder,status,points,max_points,exercises_passed,01-basics/01-first,01-basics/02-second,notes"))
        // What grade-roster does not take, and a roster that is not one.
        #expect(group.run(["--format", "junit"]).exitCode == 2)
        #expect(group.run(["--workbook", group.roster.path]).exitCode == 2)
        #expect(group.run(["--lessons", "nope"]).exitCode == 2)
        let empty = group.fixture.root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(ToolRun(["grade-roster", empty.path, "--course", group.fixture.root.path]).exitCode == 2)
        #expect(ToolRun(["grade-roster", group.fixture.root.appendingPathComponent("missing").path, "--course", group.fixture.root.path]).exitCode == 2)
    }

    @Test func theSummaryAndTheProgressAreInTheInstructorsLanguage() throws {
        let group = try Class()
        defer { group.fixture.remove() }
        let run = group.run(["--lang", "ko"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("학생 3명 × 연습 문제 2개(채점 6건)를"), "\(run.stdout)")
        #expect(run.stdout.contains("grades.csv와 grades.json을 "), "\(run.stdout)")
        let progress = Output.capture()
        let bar = RosterProgress(output: progress, style: Style(color: false, language: .ko), students: ["ann"], exercisesEach: 1, isTerminal: true)
        bar.start()
        #expect(progress.standardError.hasSuffix("] 0/1 채점, 학생 0/1명"))
    }

    @Test func studentNamesLoseTheAssignmentsPrefix() {
        #expect(Roster.names(["hw1-alice", "hw1-alex", "hw1-bob"]) == ["alice", "alex", "bob"])
        #expect(Roster.names(["tca-week-2-ann", "tca-week-2-ben"]) == ["ann", "ben"])
        #expect(Roster.names(["alice", "bob"]) == ["alice", "bob"])
        #expect(Roster.names(["hw1-alice"]) == ["hw1-alice"])
    }

    @Test func aTerminalSeesABarRedrawnInPlace() {
        let output = Output.capture()
        let progress = RosterProgress(output: output, style: Style(color: false, language: .en), students: ["ann", "ben"], exercisesEach: 1, isTerminal: true)
        let exercise = ClassroomGradingTests.everyKindOfGrade[5]
        progress.start()
        progress.finished(exercise, student: 1)
        progress.finished(exercise, student: 0)
        progress.end()
        #expect(output.standardError.hasPrefix("\r[" + String(repeating: ".", count: 24) + "] 0/2 exercises graded, 0/2 students"))
        #expect(output.standardError.contains("\r\u{1B}[2K[1/2] ben  \(exercise.result.score)/\(exercise.result.maxScore)\n["))
        #expect(output.standardError.contains("] 2/2 exercises graded, 2/2 students"))
        #expect(output.standardError.hasSuffix("\r\u{1B}[2K"))
    }

    @Test func csvFieldsAreQuotedAndNeverFormulas() {
        #expect(RosterSummary.field("plain") == "plain")
        #expect(RosterSummary.field("a, b") == "\"a, b\"")
        #expect(RosterSummary.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(RosterSummary.field("=HYPERLINK(\"x\")") == "\"'=HYPERLINK(\"\"x\"\")\"")
        #expect(RosterSummary.field("-3") == "-3")
    }
}

extension FixtureCourse.ExerciseFixture {
    func with(slug: String) -> Self {
        var copy = self
        copy.slug = slug
        return copy
    }
}
