import Foundation

struct PlayCommand: Command {
    static let name = "play"
    static let summary = "Compile and run any Swift file against the runtime, with its render trace."
    static let synopsis = "FILE.swift"
    static let discussion = """
        A Playground for Linux: FILE may use `import SwiftUI` and `import ComposableArchitecture`
        and top-level code. Mount a view with `let host = ViewHost(ContentView())`, act on it with
        `try host.tap("Increment")`, and read `host.texts`; the trace shows which bodies ran and why.
        Exit code: 0 when it ran to the end, 1 when it did not compile, crashed or timed out.
        """
    static let options: [OptionSpec] = [
        .option("--time-limit", value: "SECONDS", help: "Stop the program after this long (default 10)."),
        .flag("--no-trace", help: "Print only the program's own output."),
    ]

    var file: URL
    var timeLimit: Double
    var showTrace: Bool

    init(_ arguments: ParsedArguments) throws {
        guard let path = arguments.positionals.first else { throw UsageError.missingArgument("the Swift file to run (tca-learn play FILE.swift)") }
        guard arguments.positionals.count == 1 else { throw UsageError.tooManyArguments(Array(arguments.positionals.dropFirst())) }
        file = URL(fileURLWithPath: path)
        guard FileManager.default.fileExists(atPath: file.path) else { throw UsageError.other("There is no file at \(path).") }
        guard file.pathExtension == "swift" else { throw UsageError.other("\(path) is not a .swift file.") }
        timeLimit = 10
        if let value = arguments.value("--time-limit") {
            guard let seconds = Double(value), seconds > 0, seconds <= 600 else {
                throw UsageError.badValue(option: "--time-limit", value: value, expected: "a number of seconds between 0 and 600")
            }
            timeLimit = seconds
        }
        showTrace = !arguments.has("--no-trace")
    }

    func run(_ context: Context) throws -> Int32 {
        let style = context.style
        let result = try context.grader().play(file, timeLimit: timeLimit)
        guard result.compiled else {
            context.print(style.red(style.text("✗ \(displayPath(file)) does not compile.", "✗ \(displayPath(file)) 이(가) 컴파일되지 않습니다.")))
            let lines = DiagnosticReport(style: style).render(result.diagnostics)
            context.print(lines.isEmpty ? result.compilerOutput : lines.joined(separator: "\n"))
            return 1
        }
        if !result.stdout.isEmpty {
            context.print(result.stdout.hasSuffix("\n") ? String(result.stdout.dropLast()) : result.stdout)
        }
        if showTrace, !result.trace.isEmpty {
            context.print(style.dim(String(repeating: "─", count: 20) + style.text(" render trace ", " 렌더 트레이스 ") + String(repeating: "─", count: 20)))
            context.print(TraceNarrator(style: style, maxLines: 400).narrate(result.trace).joined(separator: "\n"))
        }
        if result.timedOut {
            context.print(style.red(style.text("✗ Stopped after \(Grader.seconds(timeLimit)): the program did not finish.", "✗ \(Grader.seconds(timeLimit)) 안에 끝나지 않아 중단했습니다.")))
            return 1
        }
        if let crash = result.crash {
            let errors = result.stderr.split(separator: "\n").filter { !$0.contains("Fatal error") }.prefix(3)
            context.print(style.red(style.text("✗ The program crashed: ", "✗ 프로그램이 비정상 종료했습니다: ")) + crash.message)
            if let file = crash.file, let line = crash.line {
                context.print("  " + style.text("at ", "위치: ") + "\(displayPath(file)):\(line)")
                context.print(SourceSnippet(style: style).lines(file: file, line: line, column: nil).joined(separator: "\n"))
            } else if !errors.isEmpty {
                context.print(errors.joined(separator: "\n"))
            }
            return 1
        }
        if !result.stderr.isEmpty {
            FileHandle.standardError.write(Data(result.stderr.utf8))
        }
        return 0
    }
}
