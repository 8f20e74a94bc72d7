import Foundation
import RenderTrace

/// The terminal report of one grade: a line per check, and for each failure what was expected,
/// what happened and why; for a compile error or a crash, the learner's own line. The trace that
/// shows why is told once, under the first failed check (or, on a pass, under the checks the
/// exercise's explanation talks about, `Exercise.passTraces`), folded around the steps that
/// matter, unless every check's whole trace is asked for. Each trace says whose it is: the
/// check, and for a write-the-test exercise the variant it ran on.
struct GradeReport {
    /// How much of the trace to tell.
    enum TraceMode {
        /// Once, folded; `hint` says how to see all of it (`--full-trace`, or a key in `watch`).
        case folded(hint: String)
        /// Every check's whole trace.
        case full
    }

    var style: Style
    var exercise: Exercise
    var result: GradeResult
    /// The learner's files, so that places the program names by `#fileID` show their real path.
    var learnerFiles: [URL] = []
    var traceMode = TraceMode.folded(hint: "--full-trace")
    /// Explain the trace's symbols in a line under the first trace (a learner's first report).
    var showsLegend = false
    /// The command that explains every symbol, as the learner can type it.
    var traceHelpCommand = "tca-learn help trace"

    private var wording: GradeWording { GradeWording(style.language) }
    private var paths: LearnerPaths { LearnerPaths(files: learnerFiles, style: style) }

    /// The checks whose traces a folded report tells: the first that failed with a trace, or on
    /// a pass the ones the explanation talks about.
    private var tracedCheckIDs: Set<String> {
        if result.passed { return Set(exercise.passTraces) }
        return Set(result.explainingCheck.map { [$0.spec.id] } ?? [])
    }

    private var isFull: Bool {
        if case .full = traceMode { return true }
        return false
    }

    /// Whether `check`'s trace is told, whole or folded.
    private func tellsTrace(_ check: CheckOutcome) -> Bool {
        !check.trace.isEmpty && (isFull || tracedCheckIDs.contains(check.spec.id))
    }

    func render() -> String {
        var out: [String] = []
        let title = exercise.title.text(style.language)
        out.append(style.bold("\(exercise.path)  \(title)"))

        var checksRan = true
        switch result.status {
        case .didNotCompile:
            out.append(style.red(style.text("✗ Your code does not compile yet.", "✗ 아직 컴파일되지 않습니다.")))
            out += DiagnosticReport(style: style).render(result.diagnostics)
            if !result.compilerOutput.isEmpty {
                out.append(result.compilerOutput)
            }
            checksRan = false
        case .refused(let refusals) where refusals.allSatisfy(\.isNoPredictionYet):
            // Not a mistake: the learner has not answered yet.
            out.append(style.text("· Not graded yet: nothing to compare with.", "· 아직 채점하지 않았습니다: 비교할 예측이 없습니다."))
            for refusal in refusals {
                out.append("  " + style.path(refusal.file, line: refusal.line) + ": " + wording.refusal(refusal))
            }
            checksRan = false
        case .refused(let refusals):
            // Like a compile error: stopped before the compiler, at the learner's line.
            out.append(style.red(style.text("✗ Not graded: the grader refused your code before compiling it.", "✗ 채점하지 않았습니다: 컴파일하기 전에 코드를 거부했습니다.")))
            for refusal in refusals.prefix(5) {
                let place = style.path(refusal.file, line: refusal.line) + (refusal.column.map { ":\($0)" } ?? "")
                out.append("  " + place + ": " + style.red(style.text("error: ", "오류: ")) + wording.refusal(refusal))
                if let line = refusal.line {
                    out += SourceSnippet(style: style).lines(file: refusal.file, line: line, column: refusal.column)
                }
            }
            if refusals.count > 5 {
                out.append(style.dim(style.text("  … and \(refusals.count - 5) more", "  … \(refusals.count - 5)개 더")))
            }
            checksRan = false
        case .missingFiles(let names):
            out.append(style.red("✗ " + wording.missingFiles(names)))
            checksRan = false
        case .compileTimedOut:
            out.append(style.red("✗ " + wording.compileTimedOut(Compiler.defaultTimeLimit)))
            checksRan = false
        case .resultsRejected(let reason):
            out.append(style.red("✗ " + wording.resultsRejected(reason)))
            checksRan = false
        case .gradingError(let detail):
            out.append(style.red("✗ " + wording.gradingError(detail)))
            checksRan = false
        case .timedOut:
            out.append(style.red(style.text(
                "✗ Stopped after \(wording.seconds(exercise.timeLimitSeconds)): the program did not finish in time.",
                "✗ \(wording.seconds(exercise.timeLimitSeconds)) 안에 끝나지 않아 중단했습니다.")))
        case .crashed(var crash):
            crash.runtimeMessage = paths.rewrite(crash.runtimeMessage)
            out += Self.lines(for: crash, style: style)
        case .passed, .someChecksFailed:
            break
        }
        if result.outputWasCut {
            out.append(style.dim(wording.programOutputCut))
        }

        if checksRan {
            for check in result.checks {
                out += render(check)
            }
        }

        let summary = style.text("Score \(result.score)/\(result.maxScore)", "점수 \(result.score)/\(result.maxScore)")
        if result.passed {
            out.append(style.green(style.bold(style.text("✓ Passed. ", "✓ 통과! "))) + summary)
        } else {
            out.append(summary)
        }
        return out.joined(separator: "\n")
    }

    private func render(_ check: CheckOutcome) -> [String] {
        let points = style.dim(style.text("(\(style.count(check.spec.points, "pt", "pts")))", "(\(check.spec.points)점)"))
        let title = check.spec.title.text(style.language)
        var lines: [String] = []
        switch check.status {
        case .pass:
            lines.append("  " + style.green("✓") + " \(title) \(points)")
            // A passing exercise shows a short "what just happened" too.
            if tellsTrace(check) {
                let heading = result.passed ? style.text("What just happened", "방금 일어난 일") : style.text("What the runtime did", "런타임이 한 일")
                lines += whatHappened(check, heading: heading, maxLines: 16)
            }
        case .fail, .error:
            lines.append("  " + style.red("✗") + " \(title) \(points)")
            var whys: [String] = []
            for failure in check.failures {
                let message = failure.message(style.language)
                lines += indented(paths.rewrite(message))
                // A prediction is compared with what the runtime did, not with an expectation.
                let labels = failure.comparison == .prediction
                    ? (style.text("The runtime:     ", "실제 런타임: "), style.text("Your prediction: ", "내 예측:     "))
                    : (style.text("Expected: ", "기대값: "), style.text("Actual:   ", "실제값: "))
                if let expected = failure.expected {
                    lines += indented(paths.rewrite(expected), label: labels.0, paint: style.green)
                }
                if let actual = failure.actual {
                    lines += indented(paths.rewrite(actual), label: labels.1, paint: style.red)
                }
                if let why = failure.why(style.language), !whys.contains(why) {
                    whys.append(why)
                }
            }
            // The check's own reading of the evidence, when it gave one; the exercise's general
            // idea otherwise.
            for why in whys.isEmpty ? [check.spec.concept.text(style.language)] : whys {
                lines += indented(paths.rewrite(why), label: style.yellow(style.text("Why: ", "왜: ")))
            }
            lines += whatHappened(check, heading: style.text("What the runtime did", "런타임이 한 일"), maxLines: 30)
            if let output = check.result?.output, !output.isEmpty {
                lines += printed(output, heading: style.text("Your code printed:", "코드가 출력한 내용:"), wasCut: check.result?.outputWasCut == true)
            }
        case .notRun(let reason):
            lines.append("  " + style.dim("○ \(title) \(points)"))
            if let note = wording.notRun(reason, in: result, timeLimit: exercise.timeLimitSeconds) {
                lines.append("      " + style.dim(note))
            }
            if let output = check.partialOutput, !output.isEmpty {
                lines += printed(output, heading: style.text("Your code printed before it stopped:", "멈추기 전에 코드가 출력한 내용:"), wasCut: false, last: true)
            }
        }
        return lines
    }

    /// What the learner's code printed during a check, its first lines.
    /// What the learner's code printed, at most `Self.printedLines` lines of it: the first ones,
    /// or with `last` (before a crash or a time-out) the ones that led up to it. Lines left out
    /// are counted, never dropped silently.
    private func printed(_ output: String, heading: String, wasCut: Bool, last: Bool = false) -> [String] {
        var lines = ["      " + style.dim(heading)]
        var text = paths.rewrite(output)
        if text.hasSuffix("\n") { text.removeLast() }
        let all = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "        " + $0 }
        let left = all.count - Self.printedLines
        if left > 0, last {
            lines.append("        " + style.dim(style.text("… \(left) earlier \(left == 1 ? "line" : "lines")", "… 앞의 \(left)줄 생략")))
            lines += all.suffix(Self.printedLines)
        } else {
            lines += all.prefix(Self.printedLines)
            if left > 0 {
                lines.append("        " + style.dim(style.text("… \(left) more \(left == 1 ? "line" : "lines")", "… \(left)줄 더 있음")))
            }
        }
        if wasCut { lines.append("        " + wording.checkOutputCut) }
        return lines
    }

    static let printedLines = 15

    /// A failure's text under its check, six columns in. A value that spans lines (a warning
    /// quoted whole, a dump) keeps its later lines inside the report, four columns further in,
    /// instead of falling back to the left margin.
    private func indented(_ text: String, label: String = "", paint: (String) -> String = { $0 }) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            if index == 0 { return "      " + label + paint(String(line)) }
            return line.isEmpty ? "" : "          " + paint(String(line))
        }
    }

    /// The check's trace, told once: in a folded report only under the traced checks, shortened
    /// to `maxLines` with a note of how to see all of it; in full under every check. `heading`
    /// is followed by whose trace it is.
    private func whatHappened(_ check: CheckOutcome, heading: String, maxLines: Int) -> [String] {
        guard !check.trace.isEmpty else { return [] }
        let lines: Int
        switch traceMode {
        case .full:
            lines = .max
        case .folded(let hint) where !tracedCheckIDs.contains(check.spec.id):
            // Checks mostly act alike, so one trace shows what went wrong; the others are a key away.
            guard check.status != .pass else { return [] }
            return ["      " + style.dim(style.text("(this check's trace: \(hint))", "(이 체크의 트레이스: \(hint))"))]
        case .folded:
            lines = maxLines
        }
        // The story is indented by eight columns here.
        let story = TraceNarrator(style: style, maxLines: lines, width: 72).narrate(paths.rewrite(check.trace))
        var out = ["      " + style.dim(heading + " — " + label(of: check) + ":")] + story.lines.map { "        " + $0 }
        if story.isShortened, case .folded(let hint) = traceMode {
            out.append("        " + style.dim(style.text("(shortened: \(hint) shows the whole trace)", "(줄여서 보여 줌: 전체 트레이스는 \(hint))")))
        }
        if showsLegend, check.spec.id == result.checks.first(where: tellsTrace)?.spec.id {
            out.append("      " + style.dim(TraceLegend.line(style, helpCommand: traceHelpCommand)))
        }
        return out
    }

    /// Whose trace it is: "Each tap adds one", and the variant a write-the-test check ran on.
    private func label(of check: CheckOutcome) -> String {
        let title = "\"" + check.spec.title.text(style.language) + "\""
        guard let variant = exercise.variants.first(where: { $0.checks.contains(check.spec.id) }) else { return title }
        return title + style.text(", on variant \(variant.id)", ", 변형 \(variant.id)에서")
    }

    /// A crash as a learner reads it (after a grade and after `play`): what stopped the program,
    /// and their line.
    static func lines(for crash: CrashReport, style: Style) -> [String] {
        var lines = [style.red(style.text("✗ The program crashed: ", "✗ 프로그램이 비정상 종료했습니다: ")) + GradeWording(style.language).crash(crash)]
        if let file = crash.file, let line = crash.line {
            lines.append("  " + style.text("at ", "위치: ") + style.path(file, line: line))
            lines += SourceSnippet(style: style).lines(file: file, line: line, column: nil)
        }
        return lines
    }
}
