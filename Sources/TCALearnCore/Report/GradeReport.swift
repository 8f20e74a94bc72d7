import Foundation
import RenderTrace

/// The terminal report of one grade: a line per check, and for each failure what was expected,
/// what happened, the idea behind it and the trace that shows why; for a compile error or a crash,
/// the learner's own line.
struct GradeReport {
    var style: Style
    var exercise: Exercise
    var result: GradeResult

    func render() -> String {
        var out: [String] = []
        let title = exercise.title.text(style.language)
        out.append(style.bold("\(exercise.path)  \(title)"))

        switch result.status {
        case .compileError:
            out.append(style.red(style.text("✗ Your code does not compile yet.", "✗ 아직 컴파일되지 않습니다.")))
            out += compileErrors()
        case .timedOut:
            out.append(style.red(style.text(
                "✗ Stopped after \(Grader.seconds(exercise.timeLimitSeconds)): the program did not finish in time.",
                "✗ \(Grader.seconds(exercise.timeLimitSeconds)) 안에 끝나지 않아 중단했습니다.")))
        case .crashed:
            out += crash()
        case .passed, .failed:
            break
        }

        if result.status != .compileError {
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
        let points = style.dim("(\(check.spec.points) pt\(check.spec.points == 1 ? "" : "s"))")
        let title = check.spec.title.text(style.language)
        var lines: [String] = []
        switch check.status {
        case .pass:
            lines.append("  " + style.green("✓") + " \(title) \(points)")
            // A passing exercise shows a short "what just happened" too.
            if result.passed, check.spec.id == result.checks.last?.spec.id {
                lines += whatHappened(check.trace, heading: style.text("What just happened:", "방금 일어난 일:"), maxLines: 12)
            }
        case .fail, .error:
            lines.append("  " + style.red("✗") + " \(title) \(points)")
            for failure in check.failures {
                let message = (style.language == .ko ? failure.messageKo : nil) ?? failure.message
                lines += indented(message)
                if let expected = failure.expected {
                    lines += indented(expected, label: style.text("Expected: ", "기대값: "), paint: style.green)
                }
                if let actual = failure.actual {
                    lines += indented(actual, label: style.text("Actual:   ", "실제값: "), paint: style.red)
                }
            }
            lines += indented(check.spec.concept.text(style.language), label: style.yellow(style.text("Why: ", "왜: ")))
            lines += whatHappened(check.trace, heading: style.text("What the runtime did:", "런타임이 한 일:"), maxLines: 30)
            if let output = check.result?.output, !output.isEmpty {
                lines.append("      " + style.dim(style.text("Your code printed:", "코드가 출력한 내용:")))
                lines += output.split(separator: "\n", omittingEmptySubsequences: false).prefix(15).map { "        " + $0 }
            }
        case .notRun:
            lines.append("  " + style.dim("○ \(title) \(points)"))
            if let note = check.note {
                lines.append("      " + style.dim(note))
            }
        }
        return lines
    }

    /// A failure's text under its check, six columns in. A value that spans lines (a warning
    /// quoted whole, a dump) keeps its later lines inside the report, four columns further in,
    /// instead of falling back to the left margin.
    private func indented(_ text: String, label: String = "", paint: (String) -> String = { $0 }) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            if index == 0 { return "      " + label + paint(String(line)) }
            return line.isEmpty ? "" : "          " + paint(String(line))
        }
    }

    private func whatHappened(_ trace: [TraceEvent], heading: String, maxLines: Int) -> [String] {
        guard !trace.isEmpty else { return [] }
        // The story is indented by eight columns here.
        let story = TraceNarrator(style: style, maxLines: maxLines, width: 72).narrate(trace)
        return ["      " + style.dim(heading)] + story.map { "        " + $0 }
    }

    private func compileErrors() -> [String] {
        var lines = DiagnosticReport(style: style).render(result.diagnostics)
        if result.diagnostics.isEmpty, !result.programErrors.isEmpty {
            lines.append(result.programErrors)
        }
        return lines
    }

    private func crash() -> [String] {
        guard let crash = result.crash else { return [] }
        var lines = [style.red(style.text("✗ The program crashed: ", "✗ 프로그램이 비정상 종료했습니다: ")) + crash.message]
        if let file = crash.file, let line = crash.line {
            lines.append("  " + style.text("at ", "위치: ") + "\(displayPath(file)):\(line)")
            lines += SourceSnippet(style: style).lines(file: file, line: line, column: nil)
        }
        return lines
    }
}
