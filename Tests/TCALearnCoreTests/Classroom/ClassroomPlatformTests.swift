import Foundation
import Testing
@testable import TCALearnCore

/// Each classroom platform played as it runs a grader: its folders and environment laid out in a
/// temporary folder, the entrypoint `tca-learn` writes run as the platform runs it (python3 for
/// Classroom 50's `autograder.py`, bash for Gradescope's `run_autograder` and PrairieLearn's
/// entrypoint) on a student's lesson 01-state with the counter solved, the tool `swift test` built
/// standing in for the pinned one. Each result is checked against the platform's contract and its
/// points against `grade --format json`; bad input gets the platform's own "not graded".
@Suite(.serialized) struct ClassroomPlatformTests {
    static let course = try! CourseLoader.load(SharedGrader.layout)
    static var lesson: Lesson { course.lessons.first { $0.slug == "01-state" }! }
    static var maxPoints: Int { lesson.exercises.reduce(0) { $0 + $1.totalPoints } }
    static var counter: Exercise { lesson.exercises[0] }
    static let tool = ["--tool-repo", "https://github.com/example/tca-learn.git", "--tool-ref", "v1.0.0"]

    var grader: [String: String] {
        get throws { ["TCA_LEARN": try ClassroomSupport.toolExecutable.path, "TCA_LEARN_DIR": SharedGrader.layout.toolRoot.path] }
    }

    /// A student's work in `folder/workbook`: lesson 01-state's starters, the counter solved.
    func writeWorkbook(in folder: URL) throws {
        for exercise in Self.lesson.exercises {
            let target = folder.appendingPathComponent("workbook/\(exercise.path)")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            let source = exercise.id == Self.counter.id ? exercise.solutionFolder : exercise.folder
            for name in exercise.files {
                try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: target.appendingPathComponent(name))
            }
            for name in exercise.given {
                try FileManager.default.copyItem(at: exercise.folder.appendingPathComponent(name), to: target.appendingPathComponent(name))
            }
        }
    }

    func breakCounter(in workbook: URL) throws {
        for name in Self.counter.files {
            try "let broken: Int = \"not an Int\"\n".write(to: workbook.appendingPathComponent("\(Self.counter.path)/\(name)"), atomically: true, encoding: .utf8)
        }
    }

    /// The points `grade --format json` gives `workbook` (`selection`: one exercise, else the
    /// lesson): each passing test's check points, found by the test's name.
    func jsonPoints(_ workbook: URL, selection: String? = nil) throws -> Int {
        let file = try ClassroomSupport.temporaryFolder("json").appendingPathComponent("results.json")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let scope = selection.map { [$0] } ?? ["--lessons", Self.lesson.slug]
        _ = ToolRun(["grade"] + scope + ["--workbook", workbook.path, "--format", "json", "--output", file.path])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let tests = try #require(json["tests"] as? [[String: Any]])
        var points: [String: Int] = [:]
        for exercise in Self.lesson.exercises {
            for check in exercise.checks { points["\(exercise.path) › \(check.title.en)"] = check.points }
        }
        return tests.filter { $0["status"] as? String == "pass" }.reduce(0) { $0 + (points[$1["name"] as? String ?? ""] ?? 0) }
    }

    func json(_ file: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any], "\(file.path) is no JSON object")
    }

    /// Whether JSON had `true`/`false` there: Foundation hands numbers and booleans over alike,
    /// as NSNumber, told apart by their type code.
    func isBoolean(_ value: Any?) -> Bool {
        guard let number = value as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// A JSON number, whole or not.
    func number(_ value: Any?) -> Double? {
        isBoolean(value) ? nil : (value as? Double) ?? (value as? Int).map(Double.init)
    }

    /// An integer as Python's `isinstance(x, int) and not isinstance(x, bool)` takes it.
    func integer(_ value: Any?) -> Int? {
        isBoolean(value) ? nil : value as? Int
    }

    // MARK: - Classroom 50

    /// Classroom 50's runner's own checks of a result (runner.py `validate_result`), and that the
    /// score is the sum of the tests'.
    func validateClassroom50(_ result: [String: Any], identity: [String: String]) throws -> (score: Int, tests: [[String: Any]]) {
        #expect(result["schema"] as? String == "classroom50/result/v1")
        #expect(result["classroom"] as? String == identity["CLASSROOM"] && result["assignment"] as? String == identity["ASSIGNMENT"])
        #expect(result["owner"] as? String == identity["OWNER"] && result["assignment_type"] as? String == "individual")
        #expect((result["submission"] as? String)?.hasPrefix("submit/") == true)
        for field in ["commit", "release", "review", "datetime"] {
            #expect((result[field] as? String)?.isEmpty == false, "\(field)")
        }
        let score = try #require(integer(result["score"]))
        let maxScore = try #require(integer(result["max-score"]))
        #expect(score >= 0 && score <= maxScore && maxScore == Self.maxPoints)
        let tests = try #require(result["tests"] as? [[String: Any]])
        for test in tests {
            #expect((test["test-name"] as? String)?.isEmpty == false)
            #expect(isBoolean(test["passed"]))
            let points = try #require(integer(test["score"])), max = try #require(integer(test["max-score"]))
            #expect(points >= 0 && points <= max)
        }
        #expect(tests.reduce(0) { $0 + (integer($1["score"]) ?? 0) } == score)
        #expect(tests.reduce(0) { $0 + (integer($1["max-score"]) ?? 0) } == maxScore)
        return (score, tests)
    }

    @Test func classroom50RunsTheAutograderInTheStudentsCheckout() throws {
        let folder = try ClassroomSupport.temporaryFolder("classroom50")
        defer { try? FileManager.default.removeItem(at: folder) }
        let written = ToolRun(["classroom", "new", folder.appendingPathComponent("assignment").path, "--platform", "classroom50", "--lessons", "01-state"] + Self.tool)
        #expect(written.exitCode == 0, "\(written.stderr)")
        let assignment = folder.appendingPathComponent("assignment")
        // The template has no workflow of its own: autograde.yaml is Classroom 50's name.
        let templateFiles = try FileManager.default.subpathsOfDirectory(atPath: assignment.appendingPathComponent("template").path)
        #expect(!templateFiles.contains { $0.hasPrefix(".github") } && templateFiles.contains("tca-learn") && templateFiles.contains("README.md"))
        let runtime = try json(assignment.appendingPathComponent("autograder/runtime.json"))
        #expect(((runtime["container"] as? [String: Any])?["image"] as? String)?.hasSuffix(":v1.0.0") == true)
        let autograder = assignment.appendingPathComponent("autograder/autograder.py")
        #expect(try String(contentsOf: autograder, encoding: .utf8).contains("TCA_LEARN_REF = \"v1.0.0\""))

        // The student's checkout, committed on 1 September; the runner's variables.
        let checkout = folder.appendingPathComponent("checkout")
        try FileManager.default.copyItem(at: assignment.appendingPathComponent("template"), to: checkout)
        try FileManager.default.removeItem(at: checkout.appendingPathComponent("workbook"))
        try writeWorkbook(in: checkout)
        // A result.json the student committed never stands in for the grade.
        try #"{"schema": "classroom50/result/v1", "score": 999}"#.write(to: checkout.appendingPathComponent("result.json"), atomically: true, encoding: .utf8)
        func commit() throws {
            let run = try ClassroomSupport.bash("""
                git init -q . 2>/dev/null || true
                git add -A && git -c user.email=s@example.com -c user.name=Student commit -q -m work
                """, in: checkout, environment: ["GIT_COMMITTER_DATE": "2026-09-01T10:00:00Z", "GIT_AUTHOR_DATE": "2026-09-01T10:00:00Z"])
            #expect(run.status == 0, "\(run.stderr)")
        }
        try commit()
        let output = folder.appendingPathComponent("github-output")
        let identity = [
            "CLASSROOM": "ios-2027", "ASSIGNMENT": "state", "OWNER": "alice", "ASSIGNMENT_TYPE": "individual",
            "SUBMISSION_TAG": "submit/20260901T100000Z-abc1234", "COMMIT_URL": "https://github.com/school/ios-2027-state-alice/commit/abc",
            "RELEASE_URL": "https://github.com/school/ios-2027-state-alice/releases/tag/submit%2F20260901T100000Z-abc1234",
            "GITHUB_OUTPUT": output.path,
        ]
        func runAutograder(_ extra: [String: String] = [:]) throws -> ClassroomSupport.ShellRun {
            try? FileManager.default.removeItem(at: output)
            return try ClassroomSupport.bash("python3 \"$AUTOGRADER\"", in: checkout,
                                             environment: identity.merging(try grader) { $1 }.merging(["AUTOGRADER": autograder.path]) { $1 }.merging(extra) { $1 })
        }
        func outputs() throws -> [String: String] {
            let text = try String(contentsOf: output, encoding: .utf8)
            #expect(text.split(separator: "\n").allSatisfy { $0.hasPrefix("status=") || $0.hasPrefix("summary=") }, "\(text)")
            return Dictionary(text.split(separator: "\n").map { line in (String(line.prefix { $0 != "=" }), String(line.drop { $0 != "=" }.dropFirst())) }) { $1 }
        }

        let run = try runAutograder()
        #expect(run.status == 0, "\(run.stderr)")
        let result = try json(checkout.appendingPathComponent("result.json"))
        let (score, tests) = try validateClassroom50(result, identity: identity)
        #expect(score == (try jsonPoints(checkout.appendingPathComponent("workbook"))))
        #expect(score >= Self.counter.totalPoints && score < Self.maxPoints)
        // A row per check, or one for an exercise that never reached its checks (a prediction not made yet).
        #expect(tests.allSatisfy { ($0["test-name"] as? String)?.contains(" › ") == true || $0["passed"] as? Bool == false })
        // The graded commit's date, not the grading's: a regrade never turns a submission late.
        #expect(result["datetime"] as? String == "2026-09-01T10:00:00Z")
        #expect(try outputs()["status"] == "failure")
        let body = try String(contentsOf: checkout.appendingPathComponent("release-body.md"), encoding: .utf8)
        #expect(body.hasPrefix("### tca-learn: \(score)/\(Self.maxPoints) points") && body.contains("| PASS |") && body.contains("| FAIL |"))

        // A counter that does not compile: one row that says so, and the run's status is an error.
        try breakCounter(in: checkout.appendingPathComponent("workbook"))
        try commit()
        #expect(try runAutograder().status == 0)
        let broken = try validateClassroom50(try json(checkout.appendingPathComponent("result.json")), identity: identity)
        let row = try #require(broken.tests.first { ($0["test-name"] as? String)?.hasPrefix(Self.counter.path) == true })
        #expect(row["test-name"] as? String == "\(Self.counter.path): does not compile" && integer(row["max-score"]) == Self.counter.totalPoints)
        #expect((row["message"] as? String)?.contains("does not compile") == true)
        #expect(try outputs()["status"] == "error")

        // No workbook at all: still a result, every exercise missing, and an error status.
        try FileManager.default.removeItem(at: checkout.appendingPathComponent("workbook"))
        try commit()
        #expect(try runAutograder().status == 0)
        let empty = try validateClassroom50(try json(checkout.appendingPathComponent("result.json")), identity: identity)
        #expect(empty.score == 0 && empty.tests.count == Self.lesson.exercises.count)
        #expect(try outputs()["summary"]?.contains("no workbook/ folder") == true)

        // The grader cannot run: an infrastructure error, and no result to mistake for a grade.
        let failed = try runAutograder(["TCA_LEARN": "/nonexistent/tca-learn"])
        #expect(failed.status == 1 && failed.stderr.contains("Not graded"))
        #expect(!FileManager.default.fileExists(atPath: checkout.appendingPathComponent("result.json").path))
    }

    // MARK: - Gradescope

    /// Gradescope's specification of results.json, and that the top-level score is the sum of
    /// every test's, shown or hidden.
    func validateGradescope(_ result: [String: Any]) throws -> (score: Double, tests: [[String: Any]]) {
        let tests = try #require(result["tests"] as? [[String: Any]])
        let score = try #require(number(result["score"]))
        #expect(result["execution_time"] is Int && result["output"] is String)
        let levels: Set<String> = ["visible", "hidden", "after_due_date", "after_published"]
        for test in tests {
            #expect((test["name"] as? String)?.isEmpty == false)
            let points = try #require(number(test["score"])), max = try #require(number(test["max_score"]))
            #expect(points >= 0 && points <= max)
            #expect(["passed", "failed"].contains(test["status"] as? String ?? ""))
            #expect(levels.contains(test["visibility"] as? String ?? ""))
            if test["output"] != nil { #expect(test["output_format"] as? String == "md") }
        }
        #expect(tests.reduce(0.0) { $0 + (number($1["score"]) ?? 0) } == score)
        return (score, tests)
    }

    @Test func gradescopeRunsTheZipsAutograderOnTheSubmission() throws {
        let folder = try ClassroomSupport.temporaryFolder("gradescope")
        defer { try? FileManager.default.removeItem(at: folder) }
        let teacher = folder.appendingPathComponent("teacher")
        #expect(ToolRun(["classroom", "gradescope", teacher.path, "--lessons", "01-state", "--visibility", "after_due_date"] + Self.tool).exitCode == 0)
        // The teacher hides one check and shows another at once, then writes the zip again.
        let settingsFile = teacher.appendingPathComponent("visibility.json")
        var settings = try JSONDecoder().decode(GradescopeResult.Settings.self, from: Data(contentsOf: settingsFile))
        #expect(settings.checks.count == Self.lesson.exercises.reduce(0) { $0 + $1.checks.count } && settings.checks.values.allSatisfy { $0 == .after_due_date })
        let secret = "\(Self.counter.path)/\(Self.counter.checks[0].id)"
        let shown = "\(Self.lesson.exercises[1].path)/\(Self.lesson.exercises[1].checks[0].id)"
        settings.checks[secret] = .hidden
        settings.checks[shown] = .visible
        try JSONEncoder().encode(settings).write(to: settingsFile)
        #expect(ToolRun(["classroom", "gradescope", teacher.path, "--lessons", "01-state"] + Self.tool).exitCode == 0)

        // Gradescope's image: the zip unpacked into source/ (here by Python's zipfile, which
        // checks each entry's CRC), the submission in submission/.
        let root = folder.appendingPathComponent("autograder")
        let unzip = try ClassroomSupport.bash("""
            python3 - "$ZIP" "$ROOT/source" <<'PY'
            import stat, sys, zipfile
            with zipfile.ZipFile(sys.argv[1]) as archive:
                assert archive.testzip() is None
                for info in archive.infolist():
                    print(info.filename, oct(stat.S_IMODE(info.external_attr >> 16)))
                archive.extractall(sys.argv[2])
            PY
            chmod +x "$ROOT/source/run_autograder" "$ROOT/source/setup.sh"
            bash -n "$ROOT/source/setup.sh"
            """, in: folder, environment: ["ZIP": teacher.appendingPathComponent("autograder.zip").path, "ROOT": root.path])
        #expect(unzip.status == 0, "\(unzip.stderr)")
        #expect(unzip.stdout.contains("setup.sh 0o755") && unzip.stdout.contains("run_autograder 0o755") && unzip.stdout.contains("visibility.json 0o644"))
        let submission = root.appendingPathComponent("submission")
        try writeWorkbook(in: submission)
        func runAutograder(_ extra: [String: String] = [:]) throws -> [String: Any] {
            let run = try ClassroomSupport.bash("bash \"$AUTOGRADER_ROOT/source/run_autograder\"", in: root,
                                                environment: ["AUTOGRADER_ROOT": root.path].merging(try grader) { $1 }.merging(extra) { $1 })
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            return try json(root.appendingPathComponent("results/results.json"))
        }

        let (score, tests) = try validateGradescope(try runAutograder())
        #expect(Int(score) == (try jsonPoints(submission.appendingPathComponent("workbook"))))
        #expect(tests.reduce(0.0) { $0 + (number($1["max_score"]) ?? 0) } == Double(Self.maxPoints))
        func visibility(_ key: String) -> String? {
            let exercise = Self.lesson.exercises.first { key.hasPrefix($0.path + "/") }!
            let check = exercise.checks.first { key == "\(exercise.path)/\($0.id)" }!
            return tests.first { $0["name"] as? String == "\(exercise.path) › \(check.title.en)" }?["visibility"] as? String
        }
        #expect(visibility(secret) == "hidden" && visibility(shown) == "visible")
        let checkRows = tests.filter { ($0["name"] as? String)?.contains(" › ") == true }
        #expect(checkRows.filter { $0["visibility"] as? String == "after_due_date" }.count == checkRows.count - 2)
        #expect(tests.filter { !checkRows.map { $0["name"] as? String }.contains($0["name"] as? String) }.allSatisfy { $0["visibility"] as? String == "visible" })

        // Codio's wrapper copies the workspace folder itself into submission/.
        let codio = root.appendingPathComponent("submission/workspace")
        try FileManager.default.createDirectory(at: codio, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: submission.appendingPathComponent("workbook"), to: codio.appendingPathComponent("workbook"))
        #expect(try validateGradescope(try runAutograder()).score == score)

        // A counter that does not compile is one row, shown, that says so.
        try breakCounter(in: codio.appendingPathComponent("workbook"))
        let broken = try validateGradescope(try runAutograder())
        let row = try #require(broken.tests.first { ($0["name"] as? String)?.hasPrefix(Self.counter.path) == true })
        #expect(row["name"] as? String == "\(Self.counter.path): does not compile" && row["visibility"] as? String == "visible")
        #expect((row["output"] as? String)?.contains("does not compile") == true && number(row["max_score"]) == Double(Self.counter.totalPoints))

        // No workbook: zero, with the reason in the output Gradescope and Codio show.
        try FileManager.default.removeItem(at: codio)
        let empty = try runAutograder()
        #expect(try validateGradescope(empty).score == 0)
        #expect((empty["output"] as? String)?.contains("no workbook/ folder") == true)

        // A grader that cannot run still leaves a result that says "not graded".
        let failed = try runAutograder(["TCA_LEARN": "/nonexistent/tca-learn"])
        #expect(try validateGradescope(failed).score == 0 && (failed["output"] as? String)?.hasPrefix("Not graded") == true)
    }

    // MARK: - PrairieLearn

    /// PrairieLearn's results.json: a score from 0 to 1 that the tests' points make, under 1 MB;
    /// an ungradable submission says why in `format_errors`.
    func validatePrairieLearn(_ file: URL) throws -> [String: Any] {
        #expect(try Data(contentsOf: file).count <= 1_000_000)
        let result = try json(file)
        let gradable = try #require(result["gradable"] as? Bool)
        let score = try #require(number(result["score"]))
        #expect(score >= 0 && score <= 1 && result["message"] is String)
        let tests = try #require(result["tests"] as? [[String: Any]])
        for test in tests {
            #expect(test["name"] is String && test["description"] is String && test["message"] is String && test["output"] is String)
            let points = try #require(integer(test["points"])), max = try #require(integer(test["max_points"]))
            #expect(points >= 0 && points <= max)
        }
        let points = tests.reduce(0) { $0 + (integer($1["points"]) ?? 0) }, max = tests.reduce(0) { $0 + (integer($1["max_points"]) ?? 0) }
        if max > 0 { #expect(abs(score - Double(points) / Double(max)) < 1e-9) }
        if !gradable {
            let errors = try #require(result["format_errors"] as? [String])
            #expect(!errors.isEmpty)
        }
        return result
    }

    @Test func prairieLearnGradesTheStudentsFilesInTheGradingJob() throws {
        let folder = try ClassroomSupport.temporaryFolder("prairielearn")
        defer { try? FileManager.default.removeItem(at: folder) }
        let recipe = folder.appendingPathComponent("image")
        #expect(ToolRun(["classroom", "prairielearn", recipe.path] + Self.tool).exitCode == 0)
        let dockerfile = try String(contentsOf: recipe.appendingPathComponent("Dockerfile"), encoding: .utf8)
        #expect(dockerfile.contains("FROM swift:\(CIConfiguration.swiftVersion)") && dockerfile.contains("COPY tca-learn-grade /usr/local/bin/tca-learn-grade"))
        #expect(dockerfile.contains("ARG TCA_LEARN_REF=\"v1.0.0\""))
        let entrypoint = recipe.appendingPathComponent("tca-learn-grade")
        #expect(FileManager.default.isExecutableFile(atPath: entrypoint.path))

        // The grading job's folders: the question is the counter, its editor's file in student/.
        let root = folder.appendingPathComponent("grade")
        let student = root.appendingPathComponent("student")
        try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
        for name in Self.counter.files {
            try FileManager.default.copyItem(at: Self.counter.solutionFolder.appendingPathComponent(name), to: student.appendingPathComponent(name))
        }
        func grade(_ arguments: String) throws -> [String: Any] {
            let run = try ClassroomSupport.bash("bash \"$ENTRYPOINT\" \(arguments)", in: folder,
                                                environment: ["GRADE_ROOT": root.path, "ENTRYPOINT": entrypoint.path].merging(try grader) { $1 })
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            return try validatePrairieLearn(root.appendingPathComponent("results/results.json"))
        }
        let solved = try grade(Self.counter.path)
        #expect(solved["gradable"] as? Bool == true && number(solved["score"]) == 1.0)

        // A question of the whole lesson: the student hands in a workbook.
        try FileManager.default.removeItem(at: student)
        try writeWorkbook(in: student)
        let lesson = try grade(Self.lesson.slug)
        let points = try jsonPoints(student.appendingPathComponent("workbook"))
        #expect(lesson["gradable"] as? Bool == true)
        #expect(abs((number(lesson["score"]) ?? -1) - Double(points) / Double(Self.maxPoints)) < 1e-9)

        // A broken exercise, a missing file, no workbook: not gradable, so no attempt is used up.
        try breakCounter(in: student.appendingPathComponent("workbook"))
        let broken = try grade(Self.lesson.slug)
        #expect(broken["gradable"] as? Bool == false)
        #expect((broken["format_errors"] as? [String])?.first?.contains("does not compile") == true)
        try FileManager.default.removeItem(at: student)
        try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
        let missing = try grade(Self.counter.path)
        #expect(missing["gradable"] as? Bool == false && (missing["format_errors"] as? [String])?.first?.contains("is missing") == true)
        let noWorkbook = try grade(Self.lesson.slug)
        #expect(noWorkbook["gradable"] as? Bool == false && (noWorkbook["format_errors"] as? [String]) == [PlatformGrade.noWorkbook])
    }
}
