import Foundation
import GradeRecords
import RenderTrace
import Testing
@testable import TCALearnCore

/// Learner code that tries to pass for the runtime the checks call (a `ViewHost` of its own, an
/// extension with fake texts, the harness imported, code placed before `main`): a clash the
/// compiler reports or a refusal, never a pass.
@Suite struct RuntimeShadowingAttackTests {
    static let counterChecks = """
        import LessonTesting
        import SwiftUI

        @MainActor
        func hiddenChecks(_ grade: Grade) {
            grade.check("answer") { t in
                let host = ViewHost(Counter())
                try host.tap("Count: 0")
                t.expectEqual(host.texts, ["Count: 1"], "the title after one tap")
            }
        }
        """

    static let counterThatDoesNotCount = """
        import SwiftUI

        struct Counter: View {
            var body: some View { Button("Count: 0") {} }
        }

        """

    @Test func shadowingViewHostIsAClashNotAPass() throws {
        let result = try gradeAnswer(Self.counterThatDoesNotCount + """
            struct ViewHost<Root: View> {
                init(_ root: Root) {}
                var texts: [String] { ["Count: 1"] }
                func tap(_ label: String) throws {}
            }
            """, checks: Self.counterChecks)
        #expect(result.status == .didNotCompile)
        let clash = try #require(result.diagnostics.first { $0.clash != nil })
        #expect(clash.origin == .learner && clash.file.hasSuffix("Answer.swift") && clash.line == 7)
        #expect(clash.clash?.module == "SwiftUI")
        let report = GradeReport(style: Style(color: false, language: .en), exercise: try FixtureCourse.sample(), result: result).render()
        #expect(report.contains("which the grader uses, so the hidden checks cannot tell them apart: rename yours."))
        #expect(!report.contains("The checks could not use your code"))
    }

    @Test func extendingViewHostWithFakeTextsIsAClashNotAPass() throws {
        let result = try gradeAnswer(Self.counterThatDoesNotCount + """
            extension ViewHost {
                var texts: [String] { ["Count: 1"] }
            }
            """, checks: Self.counterChecks)
        #expect(result.status == .didNotCompile)
        #expect(result.diagnostics.contains { $0.clash?.name == "texts" && $0.line == 7 })
    }

    @Test func theHarnessIsNotOnTheLearnersSearchPath() throws {
        // Whatever the source policy says, the learner's module cannot even see the harness.
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("Answer.swift")
        try "import LessonTesting\nfunc answer() -> Int { 0 }\n".write(to: file, atomically: true, encoding: .utf8)
        let compiled = try SharedGrader.grader.compiler.compileLearnerModule([file], into: scratch.url, lineTables: false)
        #expect(!compiled.succeeded)
        #expect(compiled.stderr.contains("no such module 'LessonTesting'"))
    }

    @Test func codeBeforeMainInTheLearnersObjectIsFoundWhateverItsSpelling() throws {
        // The source policy refuses `@section` and `@_section`; the object the compiler made is
        // read too, so a spelling a later compiler accepts still cannot run code before the
        // harness has read its descriptor 3.
        #if os(Linux)
        let scratch = try Scratch()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("Answer.swift")
        try """
            @section(".init_array") @used
            let early: @convention(c) () -> Void = { print("before the harness") }
            func answer() -> Int { 0 }
            """.write(to: file, atomically: true, encoding: .utf8)
        let compiled = try SharedGrader.grader.compiler.compileLearnerModule([file], into: scratch.url, lineTables: false)
        #expect(compiled.succeeded, "\(compiled.stderr)")
        #expect(ObjectSections.codeAroundMain(in: Compiler.learnerObject(in: scratch.url))?.hasPrefix(".init_array") == true)
        try "func answer() -> Int { 42 }\n".write(to: file, atomically: true, encoding: .utf8)
        _ = try SharedGrader.grader.compiler.compileLearnerModule([file], into: scratch.url, lineTables: false)
        #expect(ObjectSections.codeAroundMain(in: Compiler.learnerObject(in: scratch.url)) == nil)
        #endif
    }
}
