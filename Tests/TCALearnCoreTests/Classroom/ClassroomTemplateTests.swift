import Foundation
import Testing
@testable import TCALearnCore

/// `classroom new` and `classroom export-tests` on the real course, and the CI files they write
/// run as CI runs them: their shell steps, parsed out of the YAML, against a copy of the template
/// with a partly solved workbook, the tool `swift test` built standing in for the pinned checkout.
@Suite(.serialized, .enabled(if: ClassroomSupport.hasPyYAML, "the CI files are read with python3's PyYAML"))
struct ClassroomTemplateTests {
    static let course = try! CourseLoader.load(SharedGrader.layout)
    static var stateLesson: Lesson { course.lessons.first { $0.slug == "01-state" }! }

    /// A stand-in for the tool's repository: two commits, so a fetch of the first one shows that
    /// the pinned ref, not the newest commit, is what gets checked out.
    struct ToolRepository {
        let folder: URL
        let pinned: String

        init() throws {
            folder = try ClassroomSupport.temporaryFolder("tool-repository")
            try "pinned\n".write(to: folder.appendingPathComponent("MARKER"), atomically: true, encoding: .utf8)
            pinned = try ClassroomSupport.commitAll(in: folder)
            try "newer\n".write(to: folder.appendingPathComponent("MARKER"), atomically: true, encoding: .utf8)
            try ClassroomSupport.commitAll(in: folder)
        }
    }

    func newTemplate(_ arguments: [String], tool: ToolRepository? = nil) throws -> URL {
        let folder = try ClassroomSupport.temporaryFolder("template").appendingPathComponent("assignment")
        let toolOptions = tool.map { ["--tool-repo", $0.folder.path, "--tool-ref", $0.pinned] }
            ?? ["--tool-repo", "https://github.com/example/tca-learn.git", "--tool-ref", "v1.0.0"]
        let run = ToolRun(["classroom", "new", folder.path] + arguments + toolOptions)
        #expect(run.exitCode == 0, "\(run.stderr)")
        return folder
    }

    func files(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    @Test func theTemplateHoldsTheWorkbookAndNoAnswerHiddenTestOrGrader() throws {
        let template = try newTemplate([])
        defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
        let files = try files(in: template)

        // Each exercise's starter files and instructions in both languages; each lesson's text.
        for exercise in Self.course.exercises {
            for name in exercise.files + ["README.md", "README.ko.md"] {
                #expect(files.contains("workbook/\(exercise.path)/\(name)"), "missing \(exercise.path)/\(name)")
            }
            for name in exercise.files {
                let copy = try Data(contentsOf: template.appendingPathComponent("workbook/\(exercise.path)/\(name)"))
                #expect(copy == (try Data(contentsOf: exercise.folder.appendingPathComponent(name))), "\(name) is not the starter")
            }
        }
        for lesson in Self.course.lessons {
            #expect(files.contains("workbook/\(lesson.slug)/README.md") && files.contains("workbook/\(lesson.slug)/README.ko.md"))
        }
        // Nothing else: no hidden tests, no explanations, no solutions, no grader sources.
        #expect(!files.contains { $0.split(separator: "/").contains("tests") })
        #expect(!files.contains { $0.contains("EXPLANATION") || $0.contains("Solutions") || $0.contains("trace.golden") })
        #expect(!files.contains { $0 == "Package.swift" || $0.hasPrefix("Sources/") || $0.hasSuffix("exercise.json") })
        // The files the learner edits, and a write-the-test exercise's given files beside them.
        let expectedSwift = Self.course.exercises.flatMap { exercise in (exercise.files + exercise.given).map { "workbook/\(exercise.path)/\($0)" } }
        #expect(files.filter { $0.hasSuffix(".swift") } == expectedSwift.sorted())
        let solutionTexts = try Self.course.exercises.flatMap { exercise in
            try exercise.files.map { try String(contentsOf: exercise.solutionFolder.appendingPathComponent($0), encoding: .utf8) }
                .filter { solution in !(try exercise.files.contains { try String(contentsOf: exercise.folder.appendingPathComponent($0), encoding: .utf8) == solution }) }
        }
        for file in files {
            let text = (try? String(contentsOf: template.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(!solutionTexts.contains(text), "\(file) is a solution")
        }
        #expect(Set(files).isSuperset(of: ["README.md", "README.ko.md", ".gitignore", "tca-learn", ".github/workflows/classroom.yml"]))
        #expect(FileManager.default.isExecutableFile(atPath: template.appendingPathComponent("tca-learn").path))

        // git keeps the workbook (the students' work) and leaves out what the launcher downloads.
        try FileManager.default.createDirectory(at: template.appendingPathComponent(".tca-learn/.build"), withIntermediateDirectories: true)
        try "built".write(to: template.appendingPathComponent(".tca-learn/.build/tool"), atomically: true, encoding: .utf8)
        for name in [".progress.json", WorkbookSettings.fileName, EditorSupport.fileName] {
            try "{}".write(to: template.appendingPathComponent("workbook/\(name)"), atomically: true, encoding: .utf8)
        }
        try ClassroomSupport.commitAll(in: template)
        let tracked = try ClassroomSupport.bash("git ls-files", in: template, environment: [:]).stdout.split(separator: "\n").map(String.init)
        #expect(tracked.sorted() == files)

        // Both READMEs name the lessons, the points and the grader's version.
        for readme in ["README.md", "README.ko.md"] {
            let text = try String(contentsOf: template.appendingPathComponent(readme), encoding: .utf8)
            #expect(text.contains("v1.0.0") && text.contains("https://github.com/example/tca-learn.git"))
            #expect(text.contains("\(Self.course.exercises.reduce(0) { $0 + $1.totalPoints })"))
            #expect(Self.course.lessons.allSatisfy { text.contains("`\($0.slug)`") })
        }
    }

    @Test func newRefusesWhatItCannotDoWell() throws {
        let template = try newTemplate(["--lessons", "01-state"])
        defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
        let tool = ["--tool-repo", "https://github.com/example/tca-learn.git", "--tool-ref", "v1.0.0"]
        // A folder that is not empty, unless asked; then the template's files are replaced.
        let again = ToolRun(["classroom", "new", template.path] + tool)
        #expect(again.exitCode == 2 && again.stderr.contains("is not empty"))
        try "changed".write(to: template.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        #expect(ToolRun(["classroom", "new", template.path, "--force", "--lessons", "01-state"] + tool).exitCode == 0)
        #expect(try String(contentsOf: template.appendingPathComponent("README.md"), encoding: .utf8) != "changed")
        // Unknown lessons, values a CI file cannot carry, GitLab cache keys with a slash.
        let fresh = template.deletingLastPathComponent().appendingPathComponent("other").path
        let unknown = ToolRun(["classroom", "new", fresh, "--lessons", "01-state,no-such-lesson"] + tool)
        #expect(unknown.exitCode == 2 && unknown.stderr.contains("\"no-such-lesson\"") && unknown.stderr.contains("01-state, 02-binding"))
        #expect(ToolRun(["classroom", "new", fresh, "--tool-repo", "https://x/y.git", "--tool-ref", "v1\"; rm -rf ~"]).exitCode == 2)
        #expect(ToolRun(["classroom", "new", fresh, "--ci", "gitlab", "--tool-repo", "https://x/y.git", "--tool-ref", "release/1"]).exitCode == 2)
        #expect(ToolRun(["classroom", "new", fresh, "--ci", "jenkins"] + tool).exitCode == 2)
        #expect(!FileManager.default.fileExists(atPath: fresh))
        // An SSH address becomes the HTTPS one CI clones without a key; a folder of this machine
        // is written as given (to try the template here), with a warning that CI cannot clone it.
        let ssh = ToolRun(["classroom", "new", fresh, "--lessons", "01-state", "--tool-repo", "git@github.com:example/tca-learn.git", "--tool-ref", "v1.0.0"])
        #expect(ssh.exitCode == 0 && !ssh.stderr.contains("Warning"), "\(ssh.stderr)")
        let workflow = try String(contentsOf: URL(fileURLWithPath: fresh).appendingPathComponent(".github/workflows/classroom.yml"), encoding: .utf8)
        #expect(workflow.contains("TCA_LEARN_REPOSITORY: \"https://github.com/example/tca-learn.git\""))
        let local = ToolRun(["classroom", "new", fresh, "--force", "--lessons", "01-state", "--tool-repo", "../tca-learn", "--tool-ref", "v1.0.0"])
        #expect(local.exitCode == 0 && local.stderr.contains("Warning: ../tca-learn is no https:// address"), "\(local.stderr)")
        try FileManager.default.removeItem(atPath: fresh)
        // "classroom init" is gone: "classroom new" writes the CI file with everything it needs.
        #expect(ToolRun(["classroom", "init", fresh]).exitCode == 2)
    }

    @Test func withoutToolOptionsTheGraderIsThisCheckoutsOriginAndCommit() throws {
        let checkout = try ToolRepository()
        defer { try? FileManager.default.removeItem(at: checkout.folder) }
        let head = try ClassroomSupport.bash("git rev-parse HEAD", in: checkout.folder, environment: [:]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // No origin, or one CI cannot clone: the options are asked for.
        #expect(throws: ClassroomError.self) { try ToolSource.resolve(repository: nil, ref: nil, toolRoot: checkout.folder) }
        _ = try ClassroomSupport.bash("git remote add origin /srv/git/tca-learn.git", in: checkout.folder, environment: [:])
        #expect(throws: ClassroomError.self) { try ToolSource.resolve(repository: nil, ref: nil, toolRoot: checkout.folder) }
        // An SSH origin becomes the HTTPS address CI clones without a key.
        _ = try ClassroomSupport.bash("git remote set-url origin git@github.com:our-school/tca-learn.git", in: checkout.folder, environment: [:])
        #expect(try ToolSource.resolve(repository: nil, ref: nil, toolRoot: checkout.folder)
                == ToolSource(repository: "https://github.com/our-school/tca-learn.git", ref: head))
        #expect(try ToolSource.resolve(repository: nil, ref: "v2", toolRoot: checkout.folder).ref == "v2")
        #expect(ToolSource.cloneableAddress("ssh://git@gitlab.com/group/tca-learn.git") == "https://gitlab.com/group/tca-learn.git")
        let outside = try ClassroomSupport.temporaryFolder("not-a-checkout")
        defer { try? FileManager.default.removeItem(at: outside) }
        #expect(throws: ClassroomError.self) { try ToolSource.resolve(repository: "https://x/y.git", ref: nil, toolRoot: outside) }
    }

    @Test func exportTestsWritesTheTreeGradeHiddenTestsReads() throws {
        let folder = try ClassroomSupport.temporaryFolder("hidden")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(ToolRun(["classroom", "export-tests", folder.path, "--force"]).exitCode == 0)
        let files = try files(in: folder)
        // The checks, and a write-the-test exercise's broken variants of its feature.
        let expected = Self.course.exercises.flatMap { exercise in
            (exercise.tests + exercise.variants.flatMap { $0.replace.values.sorted() }).map { "\(exercise.path)/tests/\($0)" }
        } + ["README.md"]
        #expect(files == expected.sorted())
        for exercise in Self.course.exercises {
            for name in exercise.tests {
                #expect(try Data(contentsOf: folder.appendingPathComponent("\(exercise.path)/tests/\(name)"))
                        == (try Data(contentsOf: exercise.testsFolder.appendingPathComponent(name))))
            }
        }
        #expect(ToolRun(["classroom", "export-tests", folder.path]).exitCode == 2)
        // Again with --force, as the help says: the course's files replace those of the same name;
        // a check file the instructor added stays.
        let exercise = Self.course.exercises[0]
        let added = folder.appendingPathComponent("\(exercise.path)/tests/MoreChecks.swift")
        try "// mine\n".write(to: added, atomically: true, encoding: .utf8)
        let changed = folder.appendingPathComponent("\(exercise.path)/tests/\(exercise.tests[0])")
        try "// changed\n".write(to: changed, atomically: true, encoding: .utf8)
        #expect(ToolRun(["classroom", "export-tests", folder.path, "--force"]).exitCode == 0)
        #expect(try String(contentsOf: added, encoding: .utf8) == "// mine\n")
        #expect(try Data(contentsOf: changed) == (try Data(contentsOf: exercise.testsFolder.appendingPathComponent(exercise.tests[0]))))
    }

    // MARK: - GitHub Actions

    /// The workflow's steps by id, and its `env`, as GitHub reads them.
    struct Workflow {
        var env: [String: String]
        var job: [String: Any]
        var steps: [[String: Any]]

        init(_ file: URL) throws {
            let yaml = try ClassroomSupport.yaml(file)
            #expect(yaml["name"] as? String == "tca-learn grade")
            env = try #require(yaml["env"] as? [String: String])
            let jobs = try #require(yaml["jobs"] as? [String: Any])
            #expect(Array(jobs.keys) == ["grade"])
            job = try #require(jobs["grade"] as? [String: Any])
            steps = try #require(job["steps"] as? [[String: Any]])
        }

        func step(_ id: String) throws -> [String: Any] {
            try #require(steps.first { $0["id"] as? String == id }, "no step \(id)")
        }

        func run(_ id: String) throws -> String {
            try #require(try step(id)["run"] as? String)
        }
    }

    @Test func theWorkflowGradesAPartlySolvedWorkbookIntoItsSummaryAndArtifact() throws {
        let tool = try ToolRepository()
        defer { try? FileManager.default.removeItem(at: tool.folder) }
        let template = try newTemplate(["--lessons", "01-state"], tool: tool)
        defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
        let workflow = try Workflow(template.appendingPathComponent(".github/workflows/classroom.yml"))
        let lesson = Self.stateLesson
        let maxPoints = lesson.exercises.reduce(0) { $0 + $1.totalPoints }
        #expect(workflow.env["TCA_LEARN_REPOSITORY"] == tool.folder.path && workflow.env["TCA_LEARN_REF"] == tool.pinned)
        #expect(workflow.env["GRADE_LESSONS"] == "01-state")
        #expect(workflow.job["container"] as? String == "swift:\(CIConfiguration.swiftVersion)")
        // GitHub Classroom's reporter is gone with GitHub Classroom; the JSON result is the run's artifact.
        #expect(!workflow.steps.contains { ($0["uses"] as? String)?.contains("autograding-grading-reporter") == true })
        let artifact = try #require(workflow.steps.first { ($0["uses"] as? String) == "actions/upload-artifact@v4" })
        #expect((artifact["with"] as? [String: Any])?["path"] as? String == "${{ runner.temp }}/tca-learn-result.json")
        #expect(artifact["if"] as? String == "${{ !cancelled() }}")
        #expect(try workflow.step("build-cache")["uses"] as? String == "actions/cache/restore@v4")
        #expect(((try workflow.step("build-cache")["with"] as? [String: String])?["key"])?.contains("${{ env.TCA_LEARN_REF }}") == true)
        #expect(workflow.steps.first?["uses"] as? String == "actions/checkout@v4")
        // No token left in a checkout's .git/config: not the submission's, not the hidden tests' secret.
        let checkouts = workflow.steps.filter { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true }
        #expect(checkouts.count == 2)
        #expect(checkouts.allSatisfy { ($0["with"] as? [String: Any])?["persist-credentials"] as? Bool == false })

        // A runner's workspace: the student's repository checked out in submission/, with the
        // counter solved and the other exercises as the template gave them.
        let workspace = try ClassroomSupport.temporaryFolder("workspace")
        defer { try? FileManager.default.removeItem(at: workspace) }
        try FileManager.default.copyItem(at: template, to: workspace.appendingPathComponent("submission"))
        let counter = lesson.exercises[0]
        for name in counter.files {
            let target = workspace.appendingPathComponent("submission/workbook/\(counter.path)/\(name)")
            try FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: counter.solutionFolder.appendingPathComponent(name), to: target)
        }
        let temp = workspace.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        func environment(_ extra: [String: String] = [:]) -> [String: String] {
            workflow.env.merging([
                "GITHUB_OUTPUT": workspace.appendingPathComponent("output-\(UUID().uuidString)").path,
                "GITHUB_STEP_SUMMARY": workspace.appendingPathComponent("summary-\(UUID().uuidString)").path,
                "RUNNER_TEMP": temp.path,
            ]) { $1 }
                .merging(extra) { $1 }
        }
        func output(_ environment: [String: String], _ name: String) throws -> String? {
            let text = (try? String(contentsOfFile: environment["GITHUB_OUTPUT"]!, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
        }
        func summary(_ environment: [String: String]) throws -> String {
            try String(contentsOfFile: environment["GITHUB_STEP_SUMMARY"]!, encoding: .utf8)
        }
        func result() throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: temp.appendingPathComponent("tca-learn-result.json"))) as? [String: Any])
        }

        // The grader's checkout: the pinned commit of the configured repository, in its own folder.
        let fetchEnvironment = environment()
        let fetch = try ClassroomSupport.bash(try workflow.run("grader"), in: workspace, environment: fetchEnvironment)
        #expect(fetch.status == 0, "\(fetch.stderr)")
        #expect(try String(contentsOf: workspace.appendingPathComponent("tca-learn/MARKER"), encoding: .utf8) == "pinned\n")
        #expect(try output(fetchEnvironment, "swift")?.count == 16)

        // The grade, with this checkout and its built tool standing in for the pinned ones. The
        // submission's workbook carries settings (tca-learn.json, as "tca-learn init" writes it)
        // that name a course of its own: the grade takes the grader's course all the same.
        try #"{"version": 1, "course": "/nonexistent/course-of-my-own", "tool": "/nonexistent/tool"}"#
            .write(to: workspace.appendingPathComponent("submission/workbook/tca-learn.json"), atomically: true, encoding: .utf8)
        let checkout = ["TCA_LEARN": try ClassroomSupport.toolExecutable.path, "TCA_LEARN_DIR": SharedGrader.layout.toolRoot.path]
        let gradeEnvironment = environment(checkout)
        let grade = try ClassroomSupport.bash(try workflow.run("grade"), in: workspace, environment: gradeEnvironment)
        // Some checks fail, so the job does; the summary and the artifact say which.
        #expect(grade.status == 1, "\(grade.stdout)\n\(grade.stderr)")
        let expected = counter.totalPoints + lesson.exercises.dropFirst().reduce(0) { $0 + ClassroomSupport.starterPoints($1) }
        let table = try summary(gradeEnvironment)
        #expect(table.hasPrefix("### tca-learn: \(expected)/\(maxPoints) points"), "\(table)")
        // A row per check; an untouched predict-the-trace starter is one row ("no prediction made yet").
        let tableRows = table.components(separatedBy: "| PASS |").count + table.components(separatedBy: "| FAIL |").count - 2
        let expectedRows = lesson.exercises.reduce(0) { rows, exercise in rows + (exercise.predictions.isEmpty ? exercise.checks.count : 1) }
        #expect(tableRows == expectedRows)
        let json = try result()
        #expect(json["status"] as? String == "fail")
        #expect((json["tests"] as? [[String: Any]])?.count == lesson.exercises.reduce(0) { $0 + $1.checks.count })
        #expect(grade.stdout.contains("Points \(expected)/\(maxPoints)"))

        // Hidden tests from the instructor's repository replace the course's: here the second
        // exercise's checks all pass whatever the student wrote.
        let hidden = workspace.appendingPathComponent("hidden-tests")
        #expect(ToolRun(["classroom", "export-tests", hidden.path, "--lessons", "01-state"]).exitCode == 0)
        let lenient = lesson.exercises[1]
        try "import LessonTesting\n\n@MainActor\nfunc hiddenChecks(_ grade: Grade) {\n"
            .appending(lenient.checks.map { "    grade.check(\"\($0.id)\") { _ in }\n" }.joined())
            .appending("}\n")
            .write(to: hidden.appendingPathComponent("\(lenient.path)/tests/\(lenient.tests[0])"), atomically: true, encoding: .utf8)
        let hiddenEnvironment = environment(checkout.merging(["HIDDEN_TESTS_REPOSITORY": "instructor/hidden-tests"]) { $1 })
        let withHidden = try ClassroomSupport.bash(try workflow.run("grade"), in: workspace, environment: hiddenEnvironment)
        #expect(withHidden.status == 1, "\(withHidden.stderr)")
        #expect(try summary(hiddenEnvironment).hasPrefix("### tca-learn: \(expected - ClassroomSupport.starterPoints(lenient) + lenient.totalPoints)/\(maxPoints) points"))

        // Fail closed: no tool, or a tool that cannot grade (the hidden tests are not there), says
        // "not graded" in the summary and the result, and the step fails.
        try FileManager.default.removeItem(at: hidden)
        let noSummaries = ["GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY"]
        for extra in [checkout.merging(["TCA_LEARN": "/nonexistent/tca-learn"]) { $1 }, hiddenEnvironment.filter { !noSummaries.contains($0.key) }] {
            let failing = environment(extra)
            let run = try ClassroomSupport.bash(try workflow.run("grade"), in: workspace, environment: failing)
            #expect(run.status == 1)
            #expect(run.stdout.contains("::error title=Not graded::"))
            #expect(try summary(failing).hasPrefix("### tca-learn: not graded"))
            let json = try result()
            #expect(json["status"] as? String == "error" && (json["message"] as? String)?.hasPrefix("Not graded") == true)
        }
    }

    /// A template as after its launcher's first run: the grader's checkout built in .tca-learn/.
    func launchedTemplate() throws -> URL {
        let template = try newTemplate(["--lessons", "01-state"])
        let built = template.appendingPathComponent(".tca-learn/.build/debug")
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: built.appendingPathComponent("tca-learn"), withDestinationURL: try ClassroomSupport.toolExecutable)
        try FileManager.default.createDirectory(at: template.appendingPathComponent(".tca-learn/.git"), withIntermediateDirectories: true)
        try "https://github.com/example/tca-learn.git v1.0.0\n".write(
            to: template.appendingPathComponent(".tca-learn/.git/tca-learn-launcher-built"), atomically: true, encoding: .utf8)
        return template
    }

    /// The launcher gets and builds the grader again when the template names another repository
    /// or ref than the one built, and says plainly what a student lacks or what failed.
    @Test func theLauncherGetsTheGraderAgainAndSaysWhatIsMissing() throws {
        let template = try launchedTemplate()
        defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
        #expect(try ClassroomSupport.bash("./tca-learn list", in: template, environment: [:]).status == 0)
        let script = template.appendingPathComponent("tca-learn")
        let moved = try String(contentsOf: script, encoding: .utf8)
            .replacingOccurrences(of: "ref=\"v1.0.0\"", with: "ref=\"v1.0.1\"")
            .replacingOccurrences(of: "https://github.com/example/tca-learn.git", with: template.appendingPathComponent("no-such-repository").path)
        try moved.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let refetch = try ClassroomSupport.bash("./tca-learn list", in: template, environment: [:])
        #expect(refetch.status == 2)
        #expect(refetch.stderr.contains("Could not get tca-learn v1.0.1 from \(template.path)/no-such-repository"), "\(refetch.stderr)")
        let noSwift = try ClassroomSupport.bash("./tca-learn list", in: template, environment: ["PATH": "/usr/bin:/bin"])
        if !FileManager.default.fileExists(atPath: "/usr/bin/swift") {
            #expect(noSwift.status == 2 && noSwift.stderr.contains("(no swift found)"), "\(noSwift.stderr)")
        }
    }

    @Test func theLauncherRunsTheGraderOnTheRepositorysWorkbook() throws {
        let template = try launchedTemplate()
        defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
        let run = try ClassroomSupport.bash("./tca-learn grade 01-state/01-counter --format json --output result.json", in: template, environment: [:])
        #expect(run.status == 1, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: template.appendingPathComponent("result.json"))) as? [String: Any])
        #expect(json["status"] as? String == "fail")
        #expect(run.stdout.contains("01-state/01-counter"))
    }

    /// A template of one lesson: its launcher's `list` and `next` keep to that lesson, as its
    /// README's points and the CI's grade do; without `--lessons`, the whole course.
    @Test func theLauncherKeepsToTheAssignmentsLessons() throws {
        let template = try launchedTemplate()
        defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
        let lesson = Self.stateLesson
        let list = try ClassroomSupport.bash("./tca-learn list", in: template, environment: [:])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("0/\(lesson.exercises.count) exercises · 0/\(lesson.exercises.reduce(0) { $0 + $1.totalPoints }) points"), "\(list.stdout)")
        #expect(list.stdout.contains("01-state") && !list.stdout.contains("02-binding"), "\(list.stdout)")
        let whole = Launcher.script(ToolSource(repository: "https://x/y.git", ref: "v1"))
        #expect(!whole.contains(Context.lessonsVariable))
    }

    @Test func commandsSuggestedThroughTheLauncherNameTheLauncher() throws {
        let template = try launchedTemplate()
        defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
        // Beside the script, as the student's README says to run it.
        let next = try ClassroomSupport.bash("./tca-learn next", in: template, environment: [:])
        #expect(next.stdout.contains("Then:  ./tca-learn check   (or ./tca-learn watch"), "\(next.stdout)")
        #expect(!next.stdout.contains(".tca-learn/") && !next.stdout.contains("--workbook"), "\(next.stdout)")
        // Below it, in the workbook.
        let check = try ClassroomSupport.bash("../../tca-learn check", in: template.appendingPathComponent("workbook/01-state"), environment: [:])
        #expect(check.stdout.contains("Stuck? ../../tca-learn hint"), "\(check.stdout)")
        // In an exercise's folder, as the README says, in both languages.
        let exercise = template.appendingPathComponent("workbook/\(Self.stateLesson.exercises[0].path)")
        let there = try ClassroomSupport.bash("../../../tca-learn check", in: exercise, environment: [:])
        #expect(there.stdout.contains("Stuck? ../../../tca-learn hint"), "\(there.stdout)")
        for readme in ["README.md", "README.ko.md"] {
            let text = try String(contentsOf: template.appendingPathComponent(readme), encoding: .utf8)
            #expect(text.contains("`../../../tca-learn check`"), "\(readme)")
            #expect(!text.contains("full path") && !text.contains("전체"), "\(readme) says suggestions name the program in .tca-learn/")
        }
    }

    // MARK: - GitLab CI

    struct Pipeline {
        var variables: [String: String]
        var job: [String: Any]
        var beforeScript: [String]
        var script: [String]
        var afterScript: [String]

        init(_ file: URL) throws {
            let yaml = try ClassroomSupport.yaml(file)
            variables = try #require(yaml["variables"] as? [String: String])
            job = try #require(yaml["grade"] as? [String: Any])
            beforeScript = try #require(job["before_script"] as? [String])
            script = try #require(job["script"] as? [String])
            afterScript = try #require(job["after_script"] as? [String])
        }
    }

    @Test func theGitLabJobPublishesJUnitAndFailsClosed() throws {
        let tool = try ToolRepository()
        defer { try? FileManager.default.removeItem(at: tool.folder) }
        let template = try newTemplate(["--lessons", "01-state", "--ci", "gitlab"], tool: tool)
        defer { try? FileManager.default.removeItem(at: template.deletingLastPathComponent()) }
        #expect(!FileManager.default.fileExists(atPath: template.appendingPathComponent(".github").path))
        let pipeline = try Pipeline(template.appendingPathComponent(".gitlab-ci.yml"))
        let artifacts = try #require(pipeline.job["artifacts"] as? [String: Any])
        #expect((artifacts["reports"] as? [String: String])?["junit"] == "junit.xml" && artifacts["when"] as? String == "always")
        let cache = try #require(pipeline.job["cache"] as? [String: Any])
        #expect(cache["paths"] as? [String] == ["\(pipeline.variables["TCA_LEARN_DIR"]!)/.build"] && cache["when"] as? String == "always")
        #expect(pipeline.beforeScript.count == 3)
        let lesson = Self.stateLesson

        // The student's project as GitLab clones it, the counter solved; the instructor's hidden
        // tests in a repository of their own.
        let project = try ClassroomSupport.temporaryFolder("project")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.removeItem(at: project)
        try FileManager.default.copyItem(at: template, to: project)
        let counter = lesson.exercises[0]
        for name in counter.files {
            let target = project.appendingPathComponent("workbook/\(counter.path)/\(name)")
            try FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: counter.solutionFolder.appendingPathComponent(name), to: target)
        }
        try ClassroomSupport.commitAll(in: project)
        let hidden = try ClassroomSupport.temporaryFolder("hidden-repository")
        defer { try? FileManager.default.removeItem(at: hidden) }
        #expect(ToolRun(["classroom", "export-tests", hidden.path, "--force", "--lessons", "01-state"]).exitCode == 0)
        try ClassroomSupport.commitAll(in: hidden)

        // before_script (the build replaced by the built tool), then script: one shell, as GitLab runs them.
        let job = [pipeline.beforeScript[0], pipeline.beforeScript[2], "TCA_LEARN=\"$BUILT_TOOL\"; TCA_LEARN_DIR=\"$CHECKOUT\""] + pipeline.script
        let environment = pipeline.variables.merging([
            "BUILT_TOOL": try ClassroomSupport.toolExecutable.path, "CHECKOUT": SharedGrader.layout.toolRoot.path,
            "HIDDEN_TESTS_REPOSITORY": hidden.path,
        ]) { $1 }
        let run = try ClassroomSupport.bash(job.joined(separator: "\n"), in: project, environment: environment)
        #expect(run.status == 1, "some checks fail: \(run.stderr)")
        #expect(try String(contentsOf: project.appendingPathComponent(".tca-learn/MARKER"), encoding: .utf8) == "pinned\n")
        let junit = try String(contentsOf: project.appendingPathComponent("junit.xml"), encoding: .utf8)
        let checks = lesson.exercises.reduce(0) { $0 + $1.checks.count }
        #expect(junit.components(separatedBy: "<testcase ").count - 1 == checks)
        let failing = lesson.exercises.dropFirst().reduce(0) { $0 + $1.starterFails.count }
        #expect(junit.components(separatedBy: "<failure ").count + junit.components(separatedBy: "<error ").count - 2 == failing)
        let points = counter.totalPoints + lesson.exercises.dropFirst().reduce(0) { $0 + ClassroomSupport.starterPoints($1) }
        #expect(run.stdout.contains("Points \(points)/\(lesson.exercises.reduce(0) { $0 + $1.totalPoints })"))

        // A report the student committed never stands in for the grade: when the grader cannot be
        // fetched, after_script writes one that says "not graded".
        try #"<testsuites tests="1" failures="0" errors="0"><testsuite><testcase name="all"/></testsuite></testsuites>"#
            .write(to: project.appendingPathComponent("junit.xml"), atomically: true, encoding: .utf8)
        try ClassroomSupport.commitAll(in: project)
        let broken = pipeline.variables.merging(["TCA_LEARN_REPOSITORY": project.appendingPathComponent("no-such-repository").path]) { $1 }
        let failed = try ClassroomSupport.bash(([pipeline.beforeScript[0]] + pipeline.script).joined(separator: "\n"), in: project, environment: broken)
        #expect(failed.status != 0)
        let after = try ClassroomSupport.bash(pipeline.afterScript.joined(separator: "\n"), in: project, environment: broken)
        #expect(after.status == 0)
        let fallback = try String(contentsOf: project.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(fallback.contains(#"type="not-graded""#) && fallback.hasPrefix("<?xml"))

        // A submission that tracks the grader's folder is not graded.
        try FileManager.default.removeItem(at: project.appendingPathComponent(".tca-learn"))
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".tca-learn/.build/debug"), withIntermediateDirectories: true)
        try "#!/bin/sh\nexit 0\n".write(to: project.appendingPathComponent(".tca-learn/.build/debug/tca-learn"), atomically: true, encoding: .utf8)
        let planted = try ClassroomSupport.bash("git add -f .tca-learn && git -c user.email=t@example.com -c user.name=Test commit -q -m planted", in: project, environment: [:])
        #expect(planted.status == 0, "\(planted.stderr)")
        let refused = try ClassroomSupport.bash(pipeline.beforeScript[0], in: project, environment: pipeline.variables)
        #expect(refused.status == 1 && refused.stderr.contains("remove it from the repository"))
    }
}
