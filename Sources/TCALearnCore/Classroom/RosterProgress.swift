import Foundation

/// How far a roster grade is, while it runs: on a terminal a bar redrawn in place, with each
/// student's points printed above it as their last exercise is graded; elsewhere (a CI log, a
/// file) one plain line per student. Grades finish on many threads at once, hence the lock.
final class RosterProgress: @unchecked Sendable {
    private let output: Output
    private let style: Style
    private let isTerminal: Bool
    private let names: [String]
    private let lock = NSLock()
    private var remaining: [Int]
    private var scores: [Int]
    private var maxScores: [Int]
    private var exercisesDone = 0
    private var studentsDone = 0
    private let exercisesTotal: Int

    /// `isTerminal`: whether standard error is a terminal a person watches.
    init(output: Output, style: Style, students: [String], exercisesEach: Int, isTerminal: Bool) {
        self.output = output
        self.style = style
        self.isTerminal = isTerminal
        names = students
        remaining = Array(repeating: exercisesEach, count: students.count)
        scores = Array(repeating: 0, count: students.count)
        maxScores = Array(repeating: 0, count: students.count)
        exercisesTotal = exercisesEach * students.count
    }

    func start() {
        lock.withLock { if isTerminal { write("\r" + bar) } }
    }

    func finished(_ exercise: GradedExercise, student index: Int) {
        lock.withLock {
            exercisesDone += 1
            remaining[index] -= 1
            scores[index] += exercise.result.score
            maxScores[index] += exercise.result.maxScore
            let line: String? = remaining[index] == 0 ? studentLine(index) : nil
            if isTerminal {
                write("\r\u{1B}[2K" + (line.map { $0 + "\n" } ?? "") + bar)
            } else if let line {
                write(line + "\n")
            }
        }
    }

    func end() {
        lock.withLock { if isTerminal { write("\r\u{1B}[2K") } }
    }

    /// `[ 3/30] alice  64/102`
    private func studentLine(_ index: Int) -> String {
        studentsDone += 1
        let width = String(names.count).count
        let count = String(repeating: " ", count: width - String(studentsDone).count) + "\(studentsDone)"
        return "[\(count)/\(names.count)] \(names[index])  \(scores[index])/\(maxScores[index])"
    }

    private var bar: String {
        style.progressBar(done: exercisesDone, total: exercisesTotal) + ClassroomWording(style: style).rosterProgress(studentsDone: studentsDone, of: names.count)
    }

    private func write(_ text: String) {
        output.write(text, to: .standardError)
    }
}
