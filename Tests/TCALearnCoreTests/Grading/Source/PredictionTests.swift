import Foundation
import Testing
@testable import TCALearnCore

/// Predictions are data: a predict-the-trace file is its starter with other literals of the same
/// types, and nothing else.
@Suite struct PredictionTests {
    static let starter = """
        import SwiftUI

        struct Title: View {
            let text: String
            var body: some View { Text(text) }
        }

        // How many times will each body run?
        let predictedBodyRuns: [String: Int] = [
            "Title": 0,
        ]
        let predictedOrder: [String] = []
        let predictedSeen: Bool? = nil
        let predictedPair: (Int, Double) = (0, 0)
        let notAPrediction = 3
        """

    static let names = ["predictedBodyRuns", "predictedOrder", "predictedSeen", "predictedPair"]

    func review(_ learner: String) -> Predictions.Review {
        let file = LearnerFile(original: URL(fileURLWithPath: "/w/Prediction.swift"), copy: URL(fileURLWithPath: "/s/Prediction.swift"), source: TokenizedSource(learner))
        return Predictions.review(learner: file, starter: TokenizedSource(Self.starter), predictions: Self.names)
    }

    /// The refusal of `learner` against the starter above, if any.
    func refusal(_ learner: String) -> SourceRefusal? {
        if case .refused(let refusal) = review(learner) { return refusal }
        return nil
    }

    /// Only a literal that differs from the starter's placeholder is a prediction made: the
    /// untouched starter has none, and comments or spacing change nothing.
    @Test func aPredictionIsMadeWhenItsValueChanges() {
        #expect(review(Self.starter) == .accepted(changed: []))
        #expect(review(replacing("\"Title\": 0,\n]", with: "\"Title\":0]  // I think")) == .accepted(changed: []))
        #expect(review(replacing("\"Title\": 0,", with: "\"Title\": 2,")) == .accepted(changed: ["predictedBodyRuns"]))
        #expect(review(replacing("Bool? = nil", with: "Bool? = true").replacingOccurrences(of: "= (0, 0)", with: "= (1, 0.5)"))
            == .accepted(changed: ["predictedSeen", "predictedPair"]))
    }

    func replacing(_ old: String, with new: String) -> String {
        precondition(Self.starter.contains(old))
        return Self.starter.replacingOccurrences(of: old, with: new)
    }

    @Test func theStarterDeclaresItsPredictionsWithTypes() {
        let declarations = Predictions.declarations(named: Self.names + ["notAPrediction"], in: TokenizedSource(Self.starter))
        #expect(declarations.found.map(\.name) == Self.names)
        #expect(declarations.found.map(\.type.description) == ["[String: Int]", "[String]", "Bool?", "(Int, Double)"])
        #expect(declarations.malformed.keys.sorted() == ["notAPrediction"])
    }

    @Test func otherLiteralsAndOtherCommentsAreAccepted() {
        #expect(refusal(Self.starter) == nil)
        #expect(refusal(replacing("""
            // How many times will each body run?
            let predictedBodyRuns: [String: Int] = [
                "Title": 0,
            ]
            let predictedOrder: [String] = []
            let predictedSeen: Bool? = nil
            let predictedPair: (Int, Double) = (0, 0)
            """, with: """
            // Title gets the same text: once. /* and a note */
            let predictedBodyRuns: [String: Int] = ["Title": 1, "Other": -2]
            let predictedOrder: [String] = ["a", #"b "quoted""#,
                                            \"\"\"
                                            c
                                            \"\"\"]
            let predictedSeen: Bool? = true
            let predictedPair: (Int, Double) = (1, 2.5)
            """)) == nil)
        #expect(refusal(replacing("[\n    \"Title\": 0,\n]", with: "[:]")) == nil)
    }

    @Test func codeInAPredictionIsRefusedAtItsLine() {
        let computed = refusal(replacing("[\n    \"Title\": 0,\n]", with: "{\n    [\"Title\": runs()]\n}()"))
        #expect(computed?.reason == .predictionNotALiteral(name: "predictedBodyRuns", type: "[String: Int]"))
        #expect(computed?.line == 9)
        #expect(computed?.found == "{")
        #expect(refusal(replacing("\"Title\": 0", with: "\"Title\": count"))?.found == "count")
        #expect(refusal(replacing("\"Title\": 0", with: "\"Title\": 1 + 2"))?.found == "+")
        #expect(refusal(replacing("= []", with: "= [] + more"))?.reason == .predictionNotALiteral(name: "predictedOrder", type: "[String]"))
        #expect(refusal(replacing("= []", with: "= [\"\\(name)\"]"))?.reason == .predictionNotALiteral(name: "predictedOrder", type: "[String]"))
        #expect(refusal(replacing("Bool? = nil", with: "Bool? = .some(true)"))?.reason == .predictionWrongType(name: "predictedSeen", expected: "Bool"))
    }

    @Test func aLiteralOfAnotherTypeIsRefused() {
        let text = refusal(replacing("\"Title\": 0", with: "\"Title\": \"3\""))
        #expect(text?.reason == .predictionWrongType(name: "predictedBodyRuns", expected: "Int"))
        #expect(text?.found == "\"3\"")
        #expect(refusal(replacing("Bool? = nil", with: "Bool? = 1"))?.reason == .predictionWrongType(name: "predictedSeen", expected: "Bool"))
        #expect(refusal(replacing("(0, 0)", with: "(0.5, 0)"))?.reason == .predictionWrongType(name: "predictedPair", expected: "Int"))
    }

    @Test func changingTheTypeOrTheViewsIsRefused() {
        let type = refusal(replacing("let predictedBodyRuns: [String: Int]", with: "let predictedBodyRuns: AlwaysEqual"))
        #expect(type?.reason == .changedFromStarter(starter: "[", predictions: Self.names))
        #expect(type?.found == "AlwaysEqual")
        let view = refusal(replacing("Text(text)", with: "Text(text.uppercased())"))
        #expect(view?.line == 5)
        #expect(refusal(Self.starter + "\nstruct Extra {}")?.reason == .changedFromStarter(starter: "", predictions: Self.names))
        // A declaration added right after a prediction's literal is a change to the file, not code
        // in the prediction (a starter may end with its last prediction).
        let added = refusal(replacing("    \"Title\": 0,\n]\n", with: "    \"Title\": 0,\n]\nstruct Extra {}\n"))
        #expect(added?.reason == .changedFromStarter(starter: "let", predictions: Self.names))
        #expect(added?.found == "struct")
        #expect(refusal(replacing("(0, 0)", with: "(0, 0)\n@MainActor func extra() {}"))?.reason == .changedFromStarter(starter: "let", predictions: Self.names))
        #expect(refusal(replacing("= []", with: "= [] as [String]"))?.reason == .predictionNotALiteral(name: "predictedOrder", type: "[String]"))
        #expect(refusal(replacing("let notAPrediction = 3", with: ""))?.reason == .changedFromStarter(starter: "let", predictions: Self.names))
    }

    // MARK: - Graded through the pipeline, on the course's first predict-the-trace exercise

    func gradeBodyRuns(_ learner: (String) -> String) throws -> (Exercise, GradeResult) {
        let course = try CourseLoader.load(SharedGrader.layout)
        let exercise = try #require(course.exercise(named: "state-predict-body-runs"))
        let starter = try String(contentsOf: exercise.folder.appendingPathComponent("Prediction.swift"), encoding: .utf8)
        let workbook = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-prediction-\(UUID().uuidString)")
        let folder = workbook.appendingPathComponent("01-state/04-predict-body-runs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: workbook) }
        try learner(starter).write(to: folder.appendingPathComponent("Prediction.swift"), atomically: true, encoding: .utf8)
        return (exercise, try SharedGrader.grader.grade(exercise, learnerFolder: folder))
    }

    /// The starter's prediction, found by its first line, replaced with `new`.
    func replacingPrediction(in starter: String, with new: String) -> String {
        let start = starter.range(of: "let predictedBodyRuns")!.lowerBound
        return String(starter[..<start]) + new + "\n"
    }

    @Test func predictionWithCustomEqualityIsRefused() throws {
        let (_, result) = try gradeBodyRuns { starter in
            replacingPrediction(in: starter, with: """
                struct Always: CustomStringConvertible {
                    static func == (lhs: Always, rhs: Int) -> Bool { true }
                    var description: String { "right" }
                }
                struct AnyRuns { subscript(_ name: String) -> Always? { Always() } }
                let predictedBodyRuns = AnyRuns()
                """)
        }
        guard case .refused(let refusals) = result.status else { Issue.record("not refused: \(result.status)"); return }
        #expect(refusals.map(\.found) == ["struct"])
        #expect(refusals.first?.reason == .changedFromStarter(starter: "let", predictions: ["predictedBodyRuns"]))
    }

    @Test func computedPredictionIsRefused() throws {
        let (exercise, result) = try gradeBodyRuns { starter in
            replacingPrediction(in: starter, with: """
                let predictedBodyRuns: [String: Int] = {
                    let host = ViewHost(Screen())
                    try! host.tap("Tap")
                    try! host.tap("Tap")
                    return ["Screen": host.bodyRunCount(of: Screen.self), "Title": host.bodyRunCount(of: Title.self),
                            "CountLabel": host.bodyRunCount(of: CountLabel.self)]
                }()
                """)
        }
        guard case .refused(let refusals) = result.status else { Issue.record("not refused: \(result.status)"); return }
        #expect(refusals.first?.reason == .predictionNotALiteral(name: "predictedBodyRuns", type: "[String: Int]"))
        let report = GradeReport(style: Style(color: false, language: .en), exercise: exercise, result: result).render()
        #expect(report.contains("`predictedBodyRuns` must be written out as a value of its type, [String: Int]"))
    }

    /// The untouched starter is not graded: one `check` would otherwise print every answer.
    @Test func anUntouchedPredictionFileAsksForAPredictionAndShowsNoAnswer() throws {
        let (exercise, result) = try gradeBodyRuns { $0 }
        guard case .refused(let refusals) = result.status else { Issue.record("graded: \(result.status)"); return }
        #expect(refusals.map(\.reason) == [.noPredictionYet(predictions: ["predictedBodyRuns"])])
        for language in [Language.en, .ko] {
            let report = GradeReport(style: Style(color: false, language: language), exercise: exercise, result: result).render()
            #expect(report.contains(language == .en ? "Predict first" : "먼저 예측하세요"), "\(report)")
            #expect(!report.contains("The runtime") && !report.contains("실제 런타임"))
        }
    }

    @Test func aWrongPredictionIsShownAsTheRuntimesAndYoursWithTheTraceInWords() throws {
        let (exercise, result) = try gradeBodyRuns { $0.replacingOccurrences(of: "\"Screen\": 0,", with: "\"Screen\": 9,") }
        #expect(result.status == .someChecksFailed)
        let english = GradeReport(style: Style(color: false, language: .en), exercise: exercise, result: result).render()
        #expect(english.contains("The runtime:     1\n      Your prediction: 0"), "\(english)")
        #expect(english.contains("Title's lines in the trace: ↻ (@self) · skipped (same inputs) · skipped (same inputs)"))
        let korean = GradeReport(style: Style(color: false, language: .ko), exercise: exercise, result: result).render()
        #expect(korean.contains("실제 런타임: 1\n      내 예측:     0"))
        #expect(korean.contains("· 건너뜀 (입력이 같음)"))
        for report in [english, korean] {
            #expect(!report.contains("inputsUnchanged") && !report.contains("(runtime") && !report.contains("(yours"))
        }
    }

    @Test func theRightLiteralsPass() throws {
        let (_, result) = try gradeBodyRuns { starter in
            replacingPrediction(in: starter, with: "let predictedBodyRuns: [String: Int] = [\"Screen\": 3, \"Title\": 1, \"CountLabel\": 3]")
        }
        #expect(result.passed, "\(result.status)")
    }
}
