/// `play`'s own lines in the learner's language: what became of the program, around its output
/// and trace (which `TraceNarrator`, `DiagnosticReport` and `GradeReport` say).
struct PlayWording {
    var style: Style

    func confinementLabel() -> String {
        style.text("Confinement: ", "격리: ")
    }

    /// `shown`: the file as the learner's terminal shows it.
    func doesNotCompile(_ shown: String) -> String {
        style.text("✗ \(shown) does not compile.", "✗ \(shown, .subject) 컴파일되지 않습니다.")
    }

    func traceHeading() -> String {
        String(repeating: "─", count: 20) + style.text(" render trace ", " 렌더 트레이스 ") + String(repeating: "─", count: 20)
    }

    /// `limit`: the time limit as `GradeWording.seconds` says it.
    func stopped(after limit: String) -> String {
        style.text("✗ Stopped after \(limit): the program did not finish.", "✗ \(limit) 안에 끝나지 않아 중단했습니다.")
    }

    func exited(withCode code: Int32) -> String {
        style.text("✗ The program exited with code \(code).", "✗ 프로그램이 종료 코드 \("\(code)", .direction) 끝났습니다.")
    }

    /// XCTest's run ended with a failed test; its own summary (`Executed 2 tests, with 1 failure`)
    /// is printed above.
    func xcTestsFailed() -> String {
        style.text("✗ XCTest reported failing tests (its summary is above).", "✗ XCTest가 실패한 테스트를 보고했습니다(위의 요약 참고).")
    }

    func reportedFailures(_ count: Int) -> String {
        style.text(
            "✗ \(style.count(count, "test failure was", "test failures were")) reported (see above).",
            "✗ 테스트 실패가 \(count)건 보고되었습니다(위 참고).")
    }

    func allTestsPassed(_ count: Int) -> String {
        style.text("✓ \(style.count(count, "test", "tests")) passed.", "✓ 테스트 \(count)개가 모두 통과했습니다.")
    }

    /// `names`: the failed tests' names, as written in the file.
    func testsFailed(_ names: [String], of total: Int) -> String {
        let listed = names.map { "`\($0)`" }.joined(separator: ", ")
        return style.text(
            "✗ \(names.count) of \(style.count(total, "test", "tests")) failed: \(listed).",
            "✗ 테스트 \(total)개 중 \(names.count)개가 실패했습니다: \(listed).")
    }
}
