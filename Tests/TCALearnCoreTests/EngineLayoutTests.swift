import Foundation
import Testing
@testable import TCALearnCore

/// The grade path reads one way: command → course and workbook → grader (facts) → report (words)
/// → progress. Grading and the learner session must not reach for the report's words.
@Suite struct EngineLayoutTests {
    static let engine = SharedGrader.layout.toolRoot.appendingPathComponent("Sources/TCALearnCore")

    static func swiftFiles(in folder: String) throws -> [URL] {
        let root = engine.appendingPathComponent(folder)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".swift") }
        return paths.map { root.appendingPathComponent($0) }
    }

    @Test func gradingAndTheSessionNameNothingFromTheReport() throws {
        // What Report/ declares at the top level of its files: its types and functions.
        let declaration = try Regex(#"^(?:struct|enum|final class|class|protocol|func)\s+(\w+)"#).anchorsMatchLineEndings()
        var reportNames = Set<String>()
        for file in try Self.swiftFiles(in: "Report") {
            let source = try String(contentsOf: file, encoding: .utf8)
            for match in source.matches(of: declaration) {
                if let name = match.output[1].substring { reportNames.insert(String(name)) }
            }
        }
        #expect(reportNames.isSuperset(of: ["GradeReport", "GradeWording", "Style", "displayPath", "TraceNarrator"]))
        var uses: [String] = []
        // The learner session answers with facts too; `SessionWording` says them.
        for file in try Self.swiftFiles(in: "Grading") + Self.swiftFiles(in: "Session") {
            let source = try String(contentsOf: file, encoding: .utf8)
            for name in reportNames where source.contains(try Regex("\\b\(name)\\b")) {
                uses.append("\(file.lastPathComponent) uses \(name)")
            }
        }
        #expect(uses == [])
    }

    /// A command's own words (besides its help, which it declares with its options) have one
    /// home, a wording type in Report/: no command picks between an English and a Korean line.
    @Test func commandsChooseNoWordsOfTheirOwn() throws {
        let choosing = try Regex(#"\.text\(|== \.ko\b|== \.en\b"#)
        var found: [String] = []
        for file in try Self.swiftFiles(in: "Commands") {
            let source = try String(contentsOf: file, encoding: .utf8)
            for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(choosing) {
                found.append("\(file.lastPathComponent):\(number + 1)")
            }
        }
        #expect(found == [], "say it in a wording type (SessionWording, SetupWording, PlayWording…)")
    }

    /// An environment variable the tool and a program it builds share (the trace file `play`
    /// names, the grade's result channel) is spelled once, in `ProgramChannels`, so the two ends
    /// cannot drift apart; the tool's own variables are spelled once too.
    @Test func everyEnvironmentVariableIsSpelledOnce() throws {
        let sources = Self.engine.deletingLastPathComponent()
        let name = try Regex(#""TCA_LEARN_[A-Z_]+""#)
        var spellings: [String: [String]] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: sources.path) where path.hasSuffix(".swift") {
            let source = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            for match in source.matches(of: name) {
                spellings[String(source[match.range]), default: []].append(path)
            }
        }
        #expect(spellings["\"TCA_LEARN_PLAY_RECORDS\""] == ["RuntimeSupport/ProgramChannels.swift"])
        let twice = spellings.filter { $0.value.count > 1 }
        #expect(twice.isEmpty, "spell a variable both ends read once, in RuntimeSupport/ProgramChannels.swift: \(twice)")
    }
}
