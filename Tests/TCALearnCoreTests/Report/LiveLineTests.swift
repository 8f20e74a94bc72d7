import Foundation
import Testing
@testable import TCALearnCore

/// The line that says what the tool is busy with: drawn on a terminal, gone when the result
/// comes; never in a pipe or a CI log.
@Suite struct LiveLineTests {
    @Test func onATerminalASpinnerSaysAGradeIsRunningAndIsGoneWhenItEnds() {
        let output = Output.capture()
        let line = LiveLine(output: output, isLive: true)
        let result = line.spinning("Grading 01-state/01-counter…") { 42 }
        #expect(result == 42)
        #expect(output.standardError.hasPrefix("\r\u{1B}[2K⠋ Grading 01-state/01-counter…"))
        // The last thing written takes the line away, before the report is printed.
        #expect(output.standardError.hasSuffix("\r\u{1B}[2K"))
        #expect(output.standardOutput.isEmpty)
    }

    @Test func aThrowingGradeTakesTheLineAwayToo() {
        let output = Output.capture()
        struct Broken: Error {}
        #expect(throws: Broken.self) { try LiveLine(output: output, isLive: true).spinning("Grading…") { throw Broken() } }
        #expect(output.standardError.hasSuffix("\r\u{1B}[2K"))
    }

    @Test func inAPipeOrACILogNothingIsDrawn() throws {
        let output = Output.capture()
        #expect(!LiveLine.isLive(output: output, environment: [:]))
        _ = LiveLine(output: output, isLive: false).spinning("Grading…") { 1 }
        #expect(output.standardError.isEmpty)
        // Through the tool, in a capture (never a terminal): the report, and no spinner.
        let learner = try CommandTests.Learner()
        defer { learner.fixture.remove() }
        let check = learner.run(["check"])
        #expect(!check.stderr.contains("Grading") && !check.stderr.contains("\u{1B}[2K"))
    }

    @Test func theRuntimeBuildIsOneLineRedrawnOnATerminalAndItsStartAndEndElsewhere() throws {
        let steps = (1...10).map { RuntimeBuildStep.building(step: $0, of: 10) } + [.built(seconds: 61.4)]
        let live = Output.capture()
        let line = LiveLine(output: live, isLive: true)
        for step in steps.dropLast() { line.show(step.text(.en)) }
        line.say(steps.last!.text(.en))
        // Every step redraws the same line; only the end stays, on a line of its own.
        #expect(live.standardError.components(separatedBy: "\n").count == 2)
        #expect(live.standardError.contains("\r\u{1B}[2KBuilding the course runtime, once per machine (a minute or two): step 10/10"))
        #expect(live.standardError.hasSuffix("\r\u{1B}[2KBuilt the course runtime in 61 s; from now on a grade takes about a second.\n"))

        // Not on a terminal, through the command's context: the first step and the end.
        let output = Output.capture()
        let (globals, _) = try CommandParser.parse(["--lang", "ko", "--no-color"], as: ListCommand.self)
        let context = try Context(globals, output: output, environment: .testing())
        steps.forEach(context.buildProgress)
        #expect(output.standardError == """
            과정 런타임을 빌드하고 있습니다(컴퓨터마다 한 번, 1~2분 걸립니다): 1/10단계
            과정 런타임을 61초 만에 빌드했습니다. 이제부터 채점은 1초 남짓이면 끝납니다.

            """)
    }
}
