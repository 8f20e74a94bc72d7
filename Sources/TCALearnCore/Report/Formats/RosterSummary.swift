import Foundation

/// What `grade-roster` writes for the teacher: `grades.csv` (a row per student, a column per
/// exercise's points, for a spreadsheet) and `grades.json` (the same with each exercise's status).
enum RosterSummary {
    static let csvFile = "grades.csv"
    static let jsonFile = "grades.json"
    static let fileNames = [csvFile, jsonFile]

    struct Entry: Sendable {
        var student: String
        /// The folder graded, as downloaded.
        var folder: String
        var graded: [GradedExercise]
        /// By exercise id, for the predict-the-trace exercises whose history shows one: beside
        /// the score, never part of it.
        var firstPredictions: [String: FirstPrediction] = [:]

        /// `passed` every exercise, `not-started` no learner file at all, `incomplete` otherwise.
        var status: String {
            if graded.allPassed { return "passed" }
            let missing = graded.allSatisfy { exercise in
                if case .missingFiles = exercise.result.status { return true }
                return false
            }
            return missing ? "not-started" : "incomplete"
        }

        /// The exercises that ended some other way than passing or failing checks, said briefly.
        var notes: String {
            graded.filter { $0.result.status != .passed && $0.result.status != .someChecksFailed }
                .map { "\($0.exercise.path): \(GradeSummary.describe($0.result.status))" }
                .joined(separator: "; ")
        }
    }

    static func csv(_ entries: [Entry], exercises: [Exercise]) -> Data {
        var rows = [["student", "folder", "status", "points", "max_points", "exercises_passed"] + exercises.map(\.path) + ["notes"]]
        for entry in entries {
            rows.append(
                [entry.student, entry.folder, entry.status, String(entry.graded.score), String(entry.graded.maxScore),
                 String(entry.graded.filter(\.result.passed).count)]
                    + entry.graded.map { String($0.result.score) } + [entry.notes])
        }
        return Data(rows.map { $0.map(field).joined(separator: ",") }.map { $0 + "\r\n" }.joined().utf8)
    }

    static func json(_ entries: [Entry], exercises: [Exercise]) throws -> Data {
        let root: [String: Any] = [
            "version": 1,
            "max_score": exercises.reduce(0) { $0 + $1.totalPoints },
            "exercises": exercises.map { ["path": $0.path, "id": $0.id, "max_score": $0.totalPoints] },
            "students": entries.map { entry -> [String: Any] in
                [
                    "student": entry.student,
                    "folder": entry.folder,
                    "status": entry.status,
                    "score": entry.graded.score,
                    "max_score": entry.graded.maxScore,
                    "exercises_passed": entry.graded.filter(\.result.passed).count,
                    "exercises": entry.graded.map { exercise -> [String: Any] in
                        var fields: [String: Any] = [
                            "path": exercise.exercise.path, "score": exercise.result.score,
                            "max_score": exercise.result.maxScore, "status": exercise.statusName]
                        if let first = entry.firstPredictions[exercise.exercise.id] {
                            fields["first_prediction"] = ["right": first.right, "commit": first.commit, "source": "git-history"]
                        }
                        return fields
                    },
                ]
            },
        ]
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. A field
    /// a spreadsheet would read as a formula (a folder named `=…`) gets a leading apostrophe.
    static func field(_ text: String) -> String {
        var text = text
        if let first = text.first, "=+-@".contains(first), Int(text) == nil { text = "'" + text }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
