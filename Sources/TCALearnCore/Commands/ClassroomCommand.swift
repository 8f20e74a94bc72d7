import Foundation

struct ClassroomCommand: Command {
    static let name = "classroom"
    static let summary = "Set up classroom grading: \"classroom init\" writes a GitHub Actions workflow."
    static let synopsis = "init [FOLDER]"
    static let discussion = """
        Writes .github/workflows/classroom.yml in FOLDER (the assignment's template repository;
        default: the current folder): on every push it builds
        tca-learn with Swift 6.3, runs "tca-learn grade --format classroom" and reports
        "Points X/Y" to GitHub Classroom. Commit the workbook/ folder in the students' repositories.
        """
    static let options: [OptionSpec] = [
        .flag("--force", help: "Overwrite an existing workflow file."),
    ]

    static let workflowPath = ".github/workflows/classroom.yml"

    var force: Bool
    /// Where the workflow goes. An argument rather than the process's current folder, so callers
    /// (and tests running side by side) never need to change the whole process's working directory.
    var folder: URL

    init(_ arguments: ParsedArguments) throws {
        guard let action = arguments.positionals.first else { throw UsageError.missingArgument("the action (init)") }
        guard action == "init" else { throw UsageError.badValue(option: "classroom", value: action, expected: "init") }
        guard arguments.positionals.count <= 2 else { throw UsageError.tooManyArguments(Array(arguments.positionals.dropFirst(2))) }
        force = arguments.has("--force")
        folder = URL(fileURLWithPath: arguments.positionals.dropFirst().first ?? FileManager.default.currentDirectoryPath)
    }

    func run(_ context: Context) throws -> Int32 {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError.other("\(folder.path) is not a folder. Give the assignment repository's folder, or run this inside it.")
        }
        let target = folder.appendingPathComponent(Self.workflowPath)
        if FileManager.default.fileExists(atPath: target.path), !force {
            throw UsageError.other("\(Self.workflowPath) already exists. Add --force to replace it.")
        }
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.workflow.write(to: target, atomically: true, encoding: .utf8)
        context.print("Wrote \(Self.workflowPath). Commit it with the students' workbook/ folder; each push then reports \"Points X/Y\".")
        return 0
    }

    /// The workflow GitHub Classroom runs on each push. The grade step never fails the job on a
    /// low score (`--always-exit-zero`): the reporter step turns the result into points.
    static let workflow = """
        name: Classroom grading

        on:
          push:
          workflow_dispatch:
          repository_dispatch:

        permissions:
          checks: write
          actions: read
          contents: read

        jobs:
          grade:
            runs-on: ubuntu-latest
            # The bot's own commit (the starter) is not a submission.
            if: github.actor != 'github-classroom[bot]'
            container: swift:6.3
            timeout-minutes: 30
            steps:
              - uses: actions/checkout@v4

              # Hidden tests kept outside the students' repository: check out the instructor's
              # private repository (mirroring Lessons/<lesson>/<exercise>/tests/) and add
              # --hidden-tests hidden-tests to the grade command below.
              # - uses: actions/checkout@v4
              #   with:
              #     repository: YOUR-ORG/YOUR-HIDDEN-TESTS
              #     token: ${{ secrets.HIDDEN_TESTS_TOKEN }}
              #     path: hidden-tests

              - name: Grade
                id: grade
                run: |
                  swift build --product tca-learn
                  swift run tca-learn grade --no-color --always-exit-zero --format classroom --output "$RUNNER_TEMP/classroom-result"
                  echo "result=$(cat "$RUNNER_TEMP/classroom-result")" >> "$GITHUB_OUTPUT"

              - name: Report points
                uses: classroom-resources/autograding-grading-reporter@v1
                env:
                  GRADE_RESULTS: ${{ steps.grade.outputs.result }}
                with:
                  runners: grade

        """
}
