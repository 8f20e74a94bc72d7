import Foundation

/// The render trace of a reference solution, kept beside it as `trace.golden`.
///
/// A lesson's explanation depends on what the runtime does: which bodies run, in what order the
/// reducers see an action. If a runtime change alters that for a solution, the lesson may no
/// longer say what it shows; comparing every solution's trace with its golden copy catches it.
/// `tca-learn lesson check --update-golden` writes the files after a deliberate change.
enum GoldenTrace {
    static let fileName = "trace.golden"

    static func file(for exercise: Exercise) -> URL {
        exercise.solutionFolder.appendingPathComponent(fileName)
    }

    /// The trace of every check, narrated in English without colour: stable, readable in a diff.
    static func render(_ result: GradeResult) -> String {
        let narrator = TraceNarrator(style: Style(color: false, language: .en), maxLines: .max)
        var lines: [String] = []
        for check in result.checks {
            lines.append("## \(check.spec.id)")
            lines += narrator.narrate(check.trace).lines
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Nil when the solution's trace matches its golden file; otherwise what is wrong.
    static func mismatch(_ result: GradeResult, exercise: Exercise) -> String? {
        guard let golden = try? String(contentsOf: file(for: exercise), encoding: .utf8) else {
            return "There is no golden trace beside the solution yet (\(displayPath(file(for: exercise)))); run \"tca-learn lesson check --update-golden\" to write it."
        }
        let actual = render(result)
        guard actual != golden else { return nil }
        let expectedLines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "(end)"
        let actualLine = index < actualLines.count ? String(actualLines[index]) : "(end)"
        return "The solution's trace differs from \(displayPath(file(for: exercise))) at line \(index + 1): expected \"\(expectedLine)\", got \"\(actualLine)\". If the runtime changed on purpose, run \"tca-learn lesson check --update-golden\" and review the diff."
    }

    static func write(_ result: GradeResult, exercise: Exercise) throws {
        try render(result).write(to: file(for: exercise), atomically: true, encoding: .utf8)
    }
}
