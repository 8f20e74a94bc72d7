import Foundation
import Testing
@testable import TCALearnCore

/// What the classroom tests share: running a CI file's shell steps as CI would, reading a CI file
/// as YAML, and reading a classroom result the way GitHub Classroom's reporter does.
enum ClassroomSupport {
    /// The `tca-learn` executable `swift test` built beside the tests: it stands in for the
    /// grader a CI file checks out at its pinned ref and builds.
    static var toolExecutable: URL {
        get throws {
            let candidates = [
                Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("tca-learn"),
                SharedGrader.layout.toolRoot.appendingPathComponent(".build/debug/tca-learn"),
            ].compactMap { $0 }
            return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
                                "the tca-learn executable is not built (swift build)")
        }
    }

    struct ShellRun {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `script` with bash as GitHub Actions and GitLab run a step (`-e -o pipefail`), in
    /// `folder`, with exactly `environment` added to a minimal one.
    static func bash(_ script: String, in folder: URL, environment: [String: String]) throws -> ShellRun {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-shell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let scriptFile = scratch.appendingPathComponent("step.sh")
        try script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let out = scratch.appendingPathComponent("stdout")
        let err = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["--noprofile", "--norc", "-eo", "pipefail", scriptFile.path]
        process.currentDirectoryURL = folder
        let inherited = ProcessInfo.processInfo.environment
        process.environment = ["PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? "/tmp", "NO_COLOR": "1"]
            .merging(environment) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return ShellRun(
            status: process.terminationStatus,
            stdout: try String(contentsOf: out, encoding: .utf8),
            stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// A YAML file as the JSON PyYAML reads it into: the CI file is checked by a real parser.
    static func yaml(_ file: URL) throws -> [String: Any] {
        let run = try bash(
            "python3 -c 'import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))' \"$FILE\"",
            in: file.deletingLastPathComponent(), environment: ["FILE": file.path])
        #expect(run.status == 0, "python3 with PyYAML could not read \(file.lastPathComponent): \(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    static var hasPyYAML: Bool {
        (try? bash("python3 -c 'import yaml'", in: FileManager.default.temporaryDirectory, environment: [:]).status) == 0
    }

    /// What GitHub Classroom's reporter makes of a result (autograding-grading-reporter, main.js
    /// and notify-classroom.js): the step output arrives in the environment variable
    /// `<RUNNER>_RESULTS` of a new process — here a shell that prints it back, so a variable Linux
    /// refuses (over 128 KiB) fails as it would there — then base64 → UTF-8 → JSON; the points are
    /// the sum of `tests[].score` out of `max_score`.
    struct ReporterReading {
        var status: String
        var maxScore: Int
        var points: Int
        var tests: [[String: Any]]
    }

    static func readAsReporter(_ result: String, runner: String = "grade") throws -> ReporterReading {
        let variable = runner.uppercased() + "_RESULTS"
        let echoed = try bash("printf '%s' \"$\(variable)\"", in: FileManager.default.temporaryDirectory, environment: [variable: result])
        #expect(echoed.status == 0, "the result could not be passed in \(variable): \(echoed.stderr)")
        #expect(echoed.stdout == result)
        let data = try #require(Data(base64Encoded: echoed.stdout), "not base64")
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let tests = try #require(json["tests"] as? [[String: Any]])
        return ReporterReading(
            status: try #require(json["status"] as? String),
            maxScore: try #require(json["max_score"] as? Int),
            points: tests.reduce(0) { $0 + (($1["score"] as? Int) ?? 0) },
            tests: tests)
    }

    /// The points a workbook of starters earns, exercise by exercise: a starter fails exactly
    /// the checks its metadata names (course verification holds it to that).
    static func starterPoints(_ exercise: Exercise) -> Int {
        exercise.checks.filter { !exercise.starterFails.contains($0.id) }.reduce(0) { $0 + $1.points }
    }

    /// A git repository in `folder` with everything in it committed.
    @discardableResult
    static func commitAll(in folder: URL, message: String = "commit") throws -> String {
        let run = try bash("""
            git init -q . 2>/dev/null || true
            git add -A
            git -c user.email=t@example.com -c user.name=Test commit -q -m "$MESSAGE"
            git rev-parse HEAD
            """, in: folder, environment: ["MESSAGE": message])
        #expect(run.status == 0, "git: \(run.stderr)")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func temporaryFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tca-learn-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
