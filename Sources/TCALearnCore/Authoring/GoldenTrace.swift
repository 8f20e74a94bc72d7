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
        guard let difference = firstDifference(golden: golden, actual: render(result)) else { return nil }
        return "The solution's trace differs from \(displayPath(file(for: exercise))) at line \(difference.line) (each step's \"⇢ finished\" and \"⇢ cancelled\" lines put last): expected \"\(difference.expected)\", got \"\(difference.actual)\". If the runtime changed on purpose, run \"tca-learn lesson check --update-golden\" and review the diff."
    }

    /// Whether this platform's traces name the `@Observable` property a write changed
    /// (`✎ Fruit.apples: 0 → 1 (@Observable)`). Only the Observation module of Linux's toolchain
    /// tells an observer which key path was written; on Apple platforms the write itself goes
    /// untold (the views it invalidates are still traced), so a golden file's lines naming such
    /// writes are not expected there.
    #if os(Linux)
    static let namesObservableWrites = true
    #else
    static let namesObservableWrites = false
    #endif

    /// Where two narrated traces first differ, once each step's `⇢ finished` and `⇢ cancelled`
    /// lines are put at the step's end. An effect ends on its own task, cancelled or not: whether
    /// the runtime records its end before or after the next render of the same step depends on
    /// the machine's load, and it is the one part of a step whose order is not the runtime's to
    /// decide. That it ended, how, and in which step, still has to match.
    static func firstDifference(
        golden: String, actual: String, namesObservableWrites: Bool = namesObservableWrites
    ) -> (line: Int, expected: String, actual: String)? {
        var expectedLines = stableOrder(golden)
        if !namesObservableWrites {
            expectedLines.removeAll(where: isObservableWrite)
        }
        let actualLines = stableOrder(actual)
        guard expectedLines != actualLines else { return nil }
        let index = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expectedLines.count, actualLines.count)
        return (
            index + 1,
            index < expectedLines.count ? String(expectedLines[index]) : "(end)",
            index < actualLines.count ? String(actualLines[index]) : "(end)")
    }

    /// A narrated `@Observable` write: `  ✎ Fruit.apples: 0 → 1 (@Observable)`.
    private static func isObservableWrite(_ line: Substring) -> Bool {
        line.drop(while: { $0 == " " }).hasPrefix("✎ ") && line.hasSuffix(" (@Observable)")
    }

    private static func stableOrder(_ trace: String) -> [Substring] {
        var lines: [Substring] = []
        var ended: [Substring] = []
        var inStep = false
        for line in trace.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") || line.hasPrefix("Step ") || line.isEmpty {
                lines += ended
                ended = []
                inStep = line.hasPrefix("Step ")
            }
            // Outside a host's steps (a TestStore test) the test awaits each effect: the order is
            // the program's own and is kept.
            if inStep, isEffectEnd(line) {
                ended.append(line)
            } else {
                lines.append(line)
            }
        }
        return lines + ended
    }

    /// `  ⇢ finished .run (…)` or `  ⇢ cancelled .run (…)`.
    private static func isEffectEnd(_ line: Substring) -> Bool {
        let text = line.drop(while: { $0 == " " })
        return text.hasPrefix("⇢ finished ") || text.hasPrefix("⇢ cancelled ")
    }

    static func write(_ result: GradeResult, exercise: Exercise) throws {
        try render(result).write(to: file(for: exercise), atomically: true, encoding: .utf8)
    }
}
