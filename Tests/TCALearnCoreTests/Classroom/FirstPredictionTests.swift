import Foundation
import Testing
@testable import TCALearnCore

/// `grade-roster` reports whether a student's first prediction was right from what it can check,
/// their repository's commits, beside the score and never in it; without history, nothing.
@Suite(.serialized) struct FirstPredictionTests {
    static let predict = FixtureCourse.ExerciseFixture(
        slug: "01-predict", id: "predict",
        starter: "let predictedAnswer: Int = -1\n",
        solution: "let predictedAnswer: Int = 42\n",
        checks: """
            import LessonTesting

            @MainActor
            func hiddenChecks(_ grade: Grade) {
                grade.check("answer") { t in
                    t.expectPrediction(predictedAnswer == 42, "the answer", runtime: "42", yours: "\\(predictedAnswer)")
                }
            }
            """,
        metadataOverride: """
            {"id": "predict", "title": {"en": "Predict", "ko": "예측"}, "kind": "predict-the-trace",
             "files": ["Answer.swift"], "tests": ["Checks.swift"], "predictions": ["predictedAnswer"],
             "hints": [{"en": "h1", "ko": "h1"}, {"en": "h2", "ko": "h2"}],
             "checks": [{"id": "answer", "points": 1, "title": {"en": "t", "ko": "t"}, "concept": {"en": "c", "ko": "c"}}],
             "starterFails": ["answer"]}
            """)

    /// A student repository whose prediction file went through `answers`, one commit each.
    static func repository(_ folder: URL, answers: [Int]) throws -> [String] {
        let file = folder.appendingPathComponent("workbook/01-basics/01-predict/Answer.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try git(["init", "-q"], in: folder)
        return try answers.map { answer in
            try "let predictedAnswer: Int = \(answer)\n".write(to: file, atomically: true, encoding: .utf8)
            try git(["add", "-A"], in: folder)
            try git(["-c", "user.name=s", "-c", "user.email=s@example.com", "commit", "-q", "-m", "\(answer)"], in: folder)
            return try git(["rev-parse", "HEAD"], in: folder)
        }
    }

    @discardableResult
    static func git(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theFirstCommittedPredictionIsReportedBesideTheScore() throws {
        let fixture = try FixtureCourse(exercises: [Self.predict])
        defer { fixture.remove() }
        let roster = fixture.root.appendingPathComponent("submissions")
        // alice committed the starter, then a wrong prediction, then the right one;
        // bob was right the first time; carol's folder is a download, without history.
        let alice = try Self.repository(roster.appendingPathComponent("hw-alice"), answers: [-1, 7, 42])
        let bob = try Self.repository(roster.appendingPathComponent("hw-bob"), answers: [-1, 42])
        let carol = roster.appendingPathComponent("hw-carol/workbook/01-basics/01-predict")
        try FileManager.default.createDirectory(at: carol, withIntermediateDirectories: true)
        try "let predictedAnswer: Int = 42\n".write(to: carol.appendingPathComponent("Answer.swift"), atomically: true, encoding: .utf8)

        let output = fixture.root.appendingPathComponent("grades")
        let run = ToolRun(["grade-roster", roster.path, "--course", fixture.root.path, "--no-color", "--output", output.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("grades.json"))) as? [String: Any])
        let students = try #require(json["students"] as? [[String: Any]])
        #expect(students.map { $0["student"] as? String } == ["alice", "bob", "carol"])
        // Everyone's last prediction is right: the first one changes no score.
        #expect(students.map { $0["score"] as? Int } == [1, 1, 1])
        let exercises = try students.map { try #require(($0["exercises"] as? [[String: Any]])?.first) }
        let first = exercises.map { $0["first_prediction"] as? [String: Any] }
        #expect(first[0]?["right"] as? Bool == false)
        #expect(first[0]?["commit"] as? String == alice[1])
        #expect(first[1]?["right"] as? Bool == true)
        #expect(first[1]?["commit"] as? String == bob[1])
        #expect(first[0]?["source"] as? String == "git-history")
        #expect(first[2] == nil)

        // A shallow clone's one commit is not the student's first: nothing is reported.
        let shallow = roster.appendingPathComponent("hw-dave")
        try Self.git(["clone", "-q", "--depth", "1", "file://" + roster.appendingPathComponent("hw-alice").path, shallow.path], in: roster)
        let again = ToolRun(["grade-roster", roster.path, "--course", fixture.root.path, "--no-color", "--output", output.path])
        #expect(again.exitCode == 0, "\(again.stderr)")
        let regraded = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("grades.json"))) as? [String: Any])
        let dave = try #require((regraded["students"] as? [[String: Any]])?.first { $0["student"] as? String == "dave" })
        #expect((dave["exercises"] as? [[String: Any]])?.first?["first_prediction"] == nil)
        #expect(dave["score"] as? Int == 1)
    }
}
