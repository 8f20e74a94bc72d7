import Dispatch
import Foundation

/// The picture's figure for `scripts/benchmark.sh`: how long the page of a grade takes to make
/// from the grade's result (the grade itself not counted), beside its size.
public struct TracePictureBenchmark: Sendable {
    var grader: Grader
    var course: Course

    public init(grader: Grader, course: Course) {
        self.grader = grader
        self.course = course
    }

    public struct Figure: Sendable {
        /// The median time to make the page, in seconds.
        public var seconds: Double
        public var bytes: Int
        /// The events of every check's trace together.
        public var events: Int
    }

    /// The page of the first exercise of each lesson, by the exercise's id.
    public func firstOfEachLesson(runs: Int) throws -> [(id: String, figure: Figure)] {
        try course.lessons.compactMap(\.exercises.first).map { ($0.id, try page($0, runs: runs)) }
    }

    /// The page of `exercise`'s reference solution, made `runs` times.
    func page(_ exercise: Exercise, runs: Int) throws -> Figure {
        let result = try grader.grade(exercise, learnerFolder: exercise.solutionFolder)
        let files = exercise.files.map { exercise.solutionFolder.appendingPathComponent($0) }
        let style = Style(color: false, language: .en)
        var times: [Double] = []
        var bytes = 0
        for _ in 0..<max(runs, 1) {
            let start = DispatchTime.now()
            let page = try TracePicturePage.html(TracePicture(grade: result, exercise: exercise, learnerFiles: files, style: style))
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9)
            bytes = page.utf8.count
        }
        return Figure(seconds: median(times), bytes: bytes, events: result.checks.reduce(0) { $0 + $1.trace.count })
    }
}
