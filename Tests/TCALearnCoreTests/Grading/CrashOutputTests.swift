import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// What a check or a played program printed before it crashed is shown with the crash.
@Suite struct CrashOutputTests {
    @Test func whatACheckPrintedBeforeItCrashedIsShown() throws {
        let result = try gradeAnswer("""
            func answer() -> Int {
                print("about to look at index 3")
                let values = [1]
                return values[3]
            }
            """)
        #expect(result.crash != nil)
        #expect(result.checks[0].partialOutput == "about to look at index 3\n")
        #expect(result.crash?.line == 4)
        let report = GradeReport(style: Style(color: false, language: .en), exercise: try FixtureCourse.sample(), result: result).render()
        #expect(report.contains("Your code printed before it stopped:\n        about to look at index 3\n"))
        #expect(!report.contains("about to look at index 3\n        \n"), "no blank line for the output's last newline")
    }

    @Test func aLongOutputBeforeACrashKeepsItsLastLinesAndCountsTheRest() throws {
        let result = try gradeAnswer("""
            func answer() -> Int {
                for step in 1...40 { print("step \\(step)") }
                let values = [1]
                return values[3]
            }
            """)
        #expect(result.crash != nil)
        let report = GradeReport(style: Style(color: false, language: .en), exercise: try FixtureCourse.sample(), result: result).render()
        // The lines that led up to the crash, not the first ones.
        #expect(report.contains("Your code printed before it stopped:\n        … 25 earlier lines\n        step 26\n"), "\(report)")
        #expect(report.contains("        step 40\n"))
        #expect(!report.contains("step 25\n"))
    }

    @Test func whatAPlayedProgramPrintedBeforeItCrashedIsShown() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("crash.swift")
        try "print(\"before the crash\")\nlet values = [1]\nprint(values[3])\n".write(to: file, atomically: true, encoding: .utf8)
        let played = try SharedGrader.grader.play(file, timeLimit: 10)
        #expect(played.stdout == "before the crash\n")
        #expect(played.crash?.line == 3)
    }
}
