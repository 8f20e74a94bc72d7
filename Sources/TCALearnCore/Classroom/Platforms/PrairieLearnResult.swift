import Foundation

/// PrairieLearn's external-grading `results.json` (PrairieLearn `docs/externalGrading.md`):
/// `score` from 0 to 1, `tests[]` of `{name, description, points, max_points, message, output}`,
/// at most 1 MB. A submission that cannot be graded as it stands (a missing file, code that does
/// not compile) is `gradable: false` with `format_errors`: PrairieLearn then counts no attempt.
enum PrairieLearnResult {
    static let sizeLimit = 1_000_000

    static func render(_ grade: PlatformGrade) throws -> Data {
        var length = PlatformGrade.outputLimit
        while true {
            let data = try json(grade, textLength: length)
            if data.count <= sizeLimit || length == 0 { return data }
            length /= 2
        }
    }

    private static func json(_ grade: PlatformGrade, textLength: Int) throws -> Data {
        func cut(_ text: String) -> String { ClassroomResult.shortened(text, to: textLength) }
        let tests: [[String: Any]] = grade.rows.map { row in
            [
                "name": row.name,
                "description": row.isWholeExercise ? "The exercise as a whole" : "Check \(row.key)",
                "points": row.points, "max_points": row.maxPoints,
                "message": cut(row.message ?? "Passed."),
                "output": cut(row.output ?? ""),
            ]
        }
        var root: [String: Any] = [
            "gradable": grade.formatErrors.isEmpty,
            "score": grade.maxPoints == 0 ? 0.0 : Double(grade.points) / Double(grade.maxPoints),
            "message": "Points \(grade.points)/\(grade.maxPoints)",
            "tests": tests,
        ]
        if !grade.formatErrors.isEmpty {
            root["format_errors"] = grade.formatErrors.map(cut)
            root["message"] = "Not graded: fix what is listed below and submit again (this attempt does not count)."
        }
        return try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys, .withoutEscapingSlashes])
    }
}
