import Foundation

struct PlayCommand: Command {
    static let name = "play"
    static let summary = Localized(
        en: "Compile and run any Swift file against the runtime, with its render trace.",
        ko: "아무 Swift 파일이나 런타임에 맞춰 컴파일하고 실행해, 렌더 트레이스와 함께 보여 줍니다.")
    static let discussion = Localized(
        en: """
            A Playground for Linux: FILE may use `import SwiftUI` and `import ComposableArchitecture`
            and top-level code. Mount a view with `let host = ViewHost(ContentView())`, act on it with
            `try host.tap("Increment")`, and read `host.texts`; the trace shows which bodies ran and why.
            A file of `XCTestCase` classes with no top-level code (as in a test target) runs their
            `test…` methods as `swift test` does, with no `allTests` list or `XCTMain` to write; a file
            with top-level code runs them when it calls `XCTMain`. A TestStore failure is then a
            failure of the running test, as in Xcode. A file that imports Testing and declares
            `@Test`s, with no top-level code (as in a test target), is run as `swift test` runs it:
            a TestStore failure or a runtime warning is an issue of the running test.
            Exit code: 0 when it ran to the end, 1 when it did not compile, crashed, timed out,
            reported a test failure (a TestStore assertion that failed), had a failing `@Test` or
            exited with another code (an XCTest run whose tests failed).
            """,
        ko: """
            리눅스용 플레이그라운드입니다. FILE에서 `import SwiftUI`, `import ComposableArchitecture`와
            최상위 코드를 쓸 수 있습니다. `let host = ViewHost(ContentView())`로 뷰를 마운트하고
            `try host.tap("Increment")`로 조작한 뒤 `host.texts`를 읽어 보세요. 트레이스가 어떤 바디가
            왜 실행되었는지 보여 줍니다. 최상위 코드 없이 `XCTestCase` 클래스만 있는 파일(테스트 타깃처럼)은
            `swift test`처럼 `test…` 메서드를 찾아 실행하므로 `allTests` 목록이나 `XCTMain`을 쓸 필요가
            없습니다. 최상위 코드가 있는 파일은 `XCTMain`을 부를 때 테스트를 실행합니다. 이때 TestStore
            실패는 Xcode에서처럼 실행 중인 테스트의 실패가 됩니다. `Testing`을 가져오고
            `@Test`를 선언하며 최상위 코드가 없는 파일(테스트 타깃처럼)은 `swift test`처럼 실행되어,
            TestStore 실패나 런타임 경고가 실행 중인 테스트의 이슈로 기록됩니다. 종료 코드: 끝까지
            실행되면 0, 컴파일되지 않거나 비정상 종료, 시간 초과, 테스트 실패(실패한 TestStore 단언),
            실패한 `@Test`, 다른 종료 코드(테스트가 실패한 XCTest 실행)가 있으면 1.
            """)

    @Argument("FILE.swift", help: "the Swift file to run (tca-learn play FILE.swift)", ko: "실행할 Swift 파일(tca-learn play FILE.swift)")
    var path: String
    @Option("--time-limit", help: "Stop the program after this long (default 10).", ko: "이 시간이 지나면 프로그램을 멈춥니다(기본값 10).")
    var timeLimit = TimeLimit(seconds: 10)
    @Flag("--no-trace", help: "Print only the program's own output.", ko: "프로그램이 직접 출력한 내용만 보여 줍니다.")
    var hideTrace: Bool
    @Option("--tca", help: "The TCA release whose test failure texts to use (default: 1.25 for code with @Reducer or @ObservableState, else 1.5).",
            ko: "테스트 실패 문구를 따를 TCA 버전(기본값: `@Reducer`나 `@ObservableState`를 쓰는 코드는 1.25, 그 밖에는 1.5).")
    var tca: TCAVersion?
    @FlagWithValue<URL>("--html", value: "FILE", help: "Also write the trace as a picture to step through in a browser (default: FILE.trace.html beside the file).",
                   ko: "트레이스를 브라우저에서 단계별로 볼 수 있는 그림으로도 씁니다(기본값: 파일 옆의 FILE.trace.html).")
    var html: Bool
    @Flag("--open", help: "Open the picture (--html) in the browser.", ko: "그림(--html)을 브라우저로 엽니다.")
    var open: Bool

    func run(_ context: Context) throws -> Int32 {
        let file = URL(fileURLWithPath: path, relativeTo: context.environment.directory).absoluteURL.standardizedFileURL
        guard FileManager.default.fileExists(atPath: file.path) else { throw PathError.noSuchFile(path) }
        guard file.pathExtension == "swift" else { throw PathError.notASwiftFile(path) }
        let style = context.style
        let words = PlayWording(style: style)
        let timeLimit = timeLimit.seconds
        let result = try context.grader().play(file, timeLimit: timeLimit, tca: tca)
        let paths = LearnerPaths(files: [file], style: style)
        if context.options.verbose {
            context.status(words.confinementLabel() + GradeWording(style.language).confinement(Confinement.mechanism))
        }
        if result.compileTimedOut {
            context.print(style.red("✗ " + GradeWording(style.language).compileTimedOut(Compiler.defaultTimeLimit)))
            return ExitCode.failure
        }
        guard result.compiled else {
            context.print(style.red(words.doesNotCompile(style.path(file))))
            let lines = DiagnosticReport(style: style).render(result.diagnostics)
            context.print(lines.isEmpty ? result.compilerOutput : lines.joined(separator: "\n"))
            return ExitCode.failure
        }
        if !result.stdout.isEmpty {
            // XCTest writes its failures (`Playground/File.swift:12: error: …`) with the program's
            // output: they name the learner's file as the other reports do.
            let stdout = result.ranXCTest ? paths.rewrite(result.stdout) : result.stdout
            context.print(stdout.hasSuffix("\n") ? String(stdout.dropLast()) : stdout)
        }
        if !hideTrace, !result.trace.isEmpty {
            context.print(style.dim(words.traceHeading()))
            context.print(TraceNarrator(style: style, maxLines: 400).narrate(paths.rewrite(result.trace)).lines.joined(separator: "\n"))
        }
        if html || open {
            try PictureFile.write(TracePicture(play: result.trace, file: file, style: style), to: $html ?? PictureFile.forPlay(of: file), open: open, context: context)
        }
        if result.timedOut {
            context.print(style.red(words.stopped(after: GradeWording(style.language).seconds(timeLimit))))
            return ExitCode.failure
        }
        let stderr = paths.rewrite(result.stderr)
        if var crash = result.crash {
            crash.runtimeMessage = paths.rewrite(crash.runtimeMessage)
            // The runtime's own stack dump, after "Current stack trace:", is addresses in its
            // libraries: it says nothing the crash's line does not.
            let errors = stderr.split(separator: "\n").prefix { !$0.hasPrefix("Current stack trace:") }
                .filter { !$0.contains("Fatal error") }.prefix(3)
            context.print(GradeReport.lines(for: crash, style: style).joined(separator: "\n"))
            if crash.line == nil, !errors.isEmpty {
                context.print(errors.joined(separator: "\n"))
            }
            return ExitCode.failure
        }
        if !stderr.isEmpty {
            context.output.write(stderr, to: .standardError)
        }
        if let tests = result.tests, !tests.isEmpty {
            return report(tests, style: style, context: context)
        }
        // An XCTest run (`XCTMain`) ends with code 1 when a test failed; that is no crash.
        if result.exitCode != 0 {
            context.print(style.red(result.ranXCTest && result.exitCode == 1 ? words.xcTestsFailed() : words.exited(withCode: result.exitCode)))
            return ExitCode.failure
        }
        // A failed `TestStore` assertion does not stop the program (as in XCTest, the test goes
        // on); it is printed as Xcode shows an issue, `File.swift:12: error: …`, and its record
        // (`PlayRecords`, never the printed line, which the program could print itself) fails the run.
        let failures = result.failingIssues.count
        guard failures == 0 else {
            context.print(style.red(words.reportedFailures(failures)))
            return ExitCode.failure
        }
        return ExitCode.success
    }

    /// A test file's summary, after swift-testing's own report: which tests failed, by name.
    private func report(_ tests: [TestOutcome], style: Style, context: Context) -> Int32 {
        let failed = tests.filter { !$0.passed }
        let words = PlayWording(style: style)
        guard !failed.isEmpty else {
            context.print(style.green(words.allTestsPassed(tests.count)))
            return ExitCode.success
        }
        context.print(style.red(words.testsFailed(failed.map(\.name), of: tests.count)))
        return ExitCode.failure
    }
}

/// `--time-limit SECONDS`: more than nothing, at most ten minutes.
struct TimeLimit: ArgumentValue {
    var seconds: Double

    init(seconds: Double) {
        self.seconds = seconds
    }

    init?(argument: String) {
        guard let seconds = Double(argument), seconds > 0, seconds <= 600 else { return nil }
        self.seconds = seconds
    }

    static let placeholder = "SECONDS"
    static let expectation = Localized(en: "a number of seconds between 0 and 600", ko: "0보다 크고 600 이하인 초 수")
}
