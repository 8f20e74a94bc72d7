import Foundation

/// Classroom 50's `result.json` (`classroom50/result/v1`), which its runner reads from the student's
/// checkout after calling the assignment's `autograder.py` and validates before publishing the
/// submission's release (foundation50/classroom50, wiki "Advanced Autograding";
/// `runner.py`'s `validate_result`): the submission's identity as the runner passed it, integer
/// `score` and `max-score`, and `tests[]` of `{test-name, passed, score, max-score}`. Fields of our
/// own (`message`) ride along in each test; Classroom 50 keeps extra fields.
enum Classroom50Result {
    static let schema = "classroom50/result/v1"

    /// Who and what was graded, from the variables Classroom 50's runner sets for `autograder.py`.
    struct Identity: Equatable {
        var classroom: String
        var assignment: String
        var owner: String
        var assignmentType: String
        var submission: String
        var commit: String
        var release: String
        var review: String
        /// The graded commit's committer date: a regrade leaves it, so "late" never flips.
        var datetime: String

        /// The runner's variables; `datetime` is the committer date of the commit checked out
        /// around `checkout`. Throws naming what is missing, so a hand-run says what to set.
        static func fromEnvironment(_ variables: [String: String], checkout: URL) throws -> Identity {
            func value(_ name: String) -> String? { variables[name].flatMap { $0.isEmpty ? nil : $0 } }
            let required = ["CLASSROOM", "ASSIGNMENT", "SUBMISSION_TAG", "COMMIT_URL", "RELEASE_URL"]
            let missing = required.filter { value($0) == nil } + (value("OWNER") ?? value("USERNAME") ?? value("GITHUB_REPOSITORY_OWNER") == nil ? ["OWNER"] : [])
            guard missing.isEmpty else { throw ClassroomError.classroom50Variables(missing) }
            guard let datetime = committerDate(around: checkout) else { throw ClassroomError.classroom50NoCommit(displayPath(checkout)) }
            return Identity(
                classroom: value("CLASSROOM")!, assignment: value("ASSIGNMENT")!,
                owner: value("OWNER") ?? value("USERNAME") ?? value("GITHUB_REPOSITORY_OWNER")!,
                assignmentType: value("ASSIGNMENT_TYPE") ?? "individual",
                submission: value("SUBMISSION_TAG")!, commit: value("COMMIT_URL")!, release: value("RELEASE_URL")!,
                review: value("REVIEW_URL") ?? value("COMMIT_URL")!, datetime: datetime)
        }

        /// `git log -1 --format=%ct` in the nearest existing folder at or above `folder`, as UTC
        /// `YYYY-MM-DDTHH:MM:SSZ`. `safe.directory=*`: in a container the checkout belongs to
        /// another user, which git otherwise refuses to read.
        static func committerDate(around folder: URL) -> String? {
            var folder = folder
            while !FileManager.default.fileExists(atPath: folder.path), folder.pathComponents.count > 1 {
                folder = folder.deletingLastPathComponent()
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "safe.directory=*", "-C", folder.path, "log", "-1", "--format=%ct", "HEAD"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return nil }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0,
                  let seconds = TimeInterval(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
            else { return nil }
            return utc(Date(timeIntervalSince1970: seconds))
        }
    }

    static func utc(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        return formatter.string(from: date)
    }

    static func render(_ grade: PlatformGrade, identity: Identity, gradedAt: Date = Date()) throws -> Data {
        let tests: [[String: Any]] = grade.rows.map { row in
            var test: [String: Any] = ["test-name": row.name, "passed": row.passed, "score": row.points, "max-score": row.maxPoints]
            if let message = row.message { test["message"] = message }
            return test
        }
        let root: [String: Any] = [
            "schema": schema,
            "classroom": identity.classroom, "assignment": identity.assignment,
            "owner": identity.owner, "assignment_type": identity.assignmentType,
            "submission": identity.submission, "commit": identity.commit, "release": identity.release, "review": identity.review,
            "datetime": identity.datetime, "graded_at": utc(gradedAt),
            "score": grade.points, "max-score": grade.maxPoints,
            "tests": tests,
        ]
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// The `status=`/`summary=` lines for `$GITHUB_OUTPUT`, which the runner turns into the
    /// commit's status: `error` when the submission could not be graded as it stands.
    static func outputLines(_ grade: PlatformGrade) -> String {
        let status = !grade.formatErrors.isEmpty ? "error" : (grade.allPassed ? "success" : "failure")
        let passed = grade.rows.filter(\.passed).count
        var summary = "tca-learn: \(grade.points)/\(grade.maxPoints) (\(passed)/\(grade.rows.count) checks passed)"
        if let first = grade.formatErrors.first {
            summary += "; not graded: " + String(first.prefix { $0 != "\n" })
        }
        // One line each: a newline would start a variable of the learner's choosing.
        let flat = summary.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
        return "status=\(status)\nsummary=\(flat)\n"
    }
}
