/// Which CI service grades the students' pushes.
enum CIProvider: String, CaseIterable, ArgumentValue {
    case github, gitlab

    /// Where the service looks for its configuration in the repository.
    var path: String {
        switch self {
        case .github: ".github/workflows/classroom.yml"
        case .gitlab: ".gitlab-ci.yml"
        }
    }
}

/// The CI file of a student template: it grades each push with tca-learn checked out from
/// `tool` (never with code from the student's repository, which is only read), caches the
/// grader's `.build` by ref and Swift version, optionally takes hidden tests from the
/// instructor's private repository, and fails closed: no result says "not graded", never a pass.
///
/// Every shell step reads its settings from variables declared at the top of the file, never
/// from `${{ }}` expressions, so the steps run unchanged outside CI (the template test runs them).
struct CIConfiguration {
    var provider: CIProvider
    var tool: ToolSource
    /// The lessons graded, as `--lessons` takes them; nil for the whole course.
    var lessons: [String]?

    /// The Swift image both services grade in (the version the course is verified with).
    static let swiftVersion = "6.3"

    func render() -> String {
        switch provider {
        case .github: github
        case .gitlab: gitlab
        }
    }

    /// Where the grader is checked out: beside the submission on GitHub; inside the project on
    /// GitLab, whose cache only keeps paths there (the grade refuses a submission that tracks it).
    private var toolFolder: String {
        provider == .github ? "tca-learn" : ".tca-learn"
    }

    /// Checks out the grader at the pinned ref into its own folder; a cached `.build` there stays.
    private static let fetchGrader = """
        # The grader comes from its own repository at a pinned ref, never from the submission.
        git init -q "$TCA_LEARN_DIR"
        git -C "$TCA_LEARN_DIR" fetch -q --depth 1 "$TCA_LEARN_REPOSITORY" "$TCA_LEARN_REF"
        git -C "$TCA_LEARN_DIR" checkout -q --force FETCH_HEAD
        git -C "$TCA_LEARN_DIR" clean -q -ffdx --exclude=/.build
        echo "Grading with tca-learn $(git -C "$TCA_LEARN_DIR" rev-parse HEAD) from $TCA_LEARN_REPOSITORY"
        """

    /// Builds the grader and says where it is in `TCA_LEARN`.
    private static let buildGrader = """
        swift build --package-path "$TCA_LEARN_DIR" --product tca-learn
        TCA_LEARN="$(swift build --package-path "$TCA_LEARN_DIR" --show-bin-path)/tca-learn"
        """

    /// `grade` arguments every service shares: the grader's own course (a workbook's
    /// `tca-learn.json`, which `tca-learn init` writes, names a course of its own, and the
    /// submission controls that file), the assignment's lessons, hidden tests if any.
    private static let gradeOptions = """
        options+=(--course "$TCA_LEARN_DIR")
        if [ -n "$GRADE_LESSONS" ]; then options+=(--lessons "$GRADE_LESSONS"); fi
        if [ -n "$HIDDEN_TESTS_REPOSITORY" ]; then options+=(--hidden-tests "$HIDDEN_TESTS_DIR"); fi
        """

    private var header: String {
        """
        # Grading for a tca-learn assignment, written by "tca-learn classroom new".
        #
        # Each push is graded by tca-learn from TCA_LEARN_REPOSITORY at TCA_LEARN_REF (a tag or a
        # commit), checked out into a folder of its own: the submission's files are only read, never
        # run as the grader. A grade that produces no result is reported as "not graded", never as a pass.
        """
    }

    /// The settings at the top of the file, each with the comment lines above it.
    private var settings: [(comment: [String], name: String, value: String)] {
        let hiddenTests = provider == .github
            ? ["Hidden tests (\"tca-learn classroom export-tests\") in a private repository: its owner/name,",
               "read with the secret HIDDEN_TESTS_TOKEN. Empty: the course's own tests."]
            : ["Hidden tests (\"tca-learn classroom export-tests\") in a private project: its HTTPS address,",
               "read with the masked CI/CD variable HIDDEN_TESTS_TOKEN. Empty: the course's own tests."]
        return [
            (["The grader: a repository CI can clone (tca-learn or your fork) and a tag or commit in it."], "TCA_LEARN_REPOSITORY", tool.repository),
            ([], "TCA_LEARN_REF", tool.ref),
            (["Where the grader is checked out and built (its .build is cached)."], ToolSource.checkoutVariable, toolFolder),
            (["The lessons graded (empty: the whole course)."], "GRADE_LESSONS", lessons?.joined(separator: ",") ?? ""),
            (hiddenTests, "HIDDEN_TESTS_REPOSITORY", ""),
        ]
    }

    /// The settings as YAML mapping lines, indented by `indent`.
    private func variables(indent: String) -> String {
        let lines = settings.flatMap { setting in
            (setting.comment.isEmpty ? [] : [""] + setting.comment.map { indent + "# " + $0 })
                + ["\(indent)\(setting.name): \"\(setting.value)\""]
        }
        return lines.drop { $0.isEmpty }.joined(separator: "\n")
    }

    private static func block(_ script: String, indent: String) -> String {
        script.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n")
    }

    // MARK: - GitHub Actions

    /// A run's page shows the Markdown table the grade appends to `$GITHUB_STEP_SUMMARY`, and the
    /// JSON result (`grade --format json`) is kept as the run's artifact `grade`. GitHub
    /// Classroom, which took points from a workflow named "Autograding Tests", was retired on
    /// 2026-08-28; the grade of record is `grade-roster` on the teacher's machine.
    private var github: String {
        let run = "          "
        return """
            \(header)
            #
            # The job fails until every check passes. The run's summary lists each check with its points
            # and why it failed; the JSON result is the run's artifact "grade".
            name: tca-learn grade

            on:
              push:
              workflow_dispatch:

            permissions:
              contents: read

            env:
            \(variables(indent: "  "))
              HIDDEN_TESTS_DIR: "hidden-tests"

            jobs:
              grade:
                runs-on: ubuntu-latest
                container: swift:\(Self.swiftVersion)
                timeout-minutes: 30
                defaults:
                  run:
                    shell: bash
                steps:
                  # Neither checkout leaves its token in .git/config, where graded code would sit beside it.
                  - name: Check out the submission
                    uses: actions/checkout@v4
                    with:
                      path: submission
                      persist-credentials: false

                  - name: Check out the grader
                    id: grader
                    run: |
            \(Self.block(Self.fetchGrader, indent: run))
                      echo "swift=$(swift --version 2>&1 | sha256sum | cut -c1-16)" >> "$GITHUB_OUTPUT"

                  - name: Restore the grader's build
                    id: build-cache
                    uses: actions/cache/restore@v4
                    with:
                      path: ${{ env.TCA_LEARN_DIR }}/.build
                      key: tca-learn-${{ env.TCA_LEARN_REF }}-swift-${{ steps.grader.outputs.swift }}

                  - name: Build the grader
                    id: build
                    run: |
            \(Self.block(Self.buildGrader, indent: run))
                      echo "TCA_LEARN=$TCA_LEARN" >> "$GITHUB_ENV"

                  - name: Check out the hidden tests
                    if: env.HIDDEN_TESTS_REPOSITORY != ''
                    uses: actions/checkout@v4
                    with:
                      repository: ${{ env.HIDDEN_TESTS_REPOSITORY }}
                      token: ${{ secrets.HIDDEN_TESTS_TOKEN }}
                      path: ${{ env.HIDDEN_TESTS_DIR }}
                      persist-credentials: false

                  # Runs even when a step above failed, so that a failure still says "not graded".
                  - name: Grade
                    id: grade
                    if: ${{ !cancelled() }}
                    run: |
            \(Self.block(githubGrade, indent: run))

                  - name: Keep the result
                    if: ${{ !cancelled() }}
                    uses: actions/upload-artifact@v4
                    with:
                      name: grade
                      path: ${{ runner.temp }}/tca-learn-result.json

                  # Saved after grading, so the course runtime the first grade builds is kept too; a job
                  # with failed checks fails, so the cache action's own save-on-success would never run.
                  - name: Save the grader's build
                    if: ${{ !cancelled() && steps.build.outcome == 'success' && steps.build-cache.outputs.cache-hit != 'true' }}
                    uses: actions/cache/save@v4
                    with:
                      path: ${{ env.TCA_LEARN_DIR }}/.build
                      key: ${{ steps.build-cache.outputs.cache-primary-key }}

            """
    }

    /// Exit status 0 every check passed, 1 some failed (the summary says which); without a result
    /// from the grader, a summary and a result that say "not graded", and a failed step.
    private var githubGrade: String {
        """
        result="$RUNNER_TEMP/tca-learn-result.json"
        rm -f "$result"
        options=(--workbook submission/workbook --no-color --format json --output "$result" --markdown-summary "$GITHUB_STEP_SUMMARY")
        \(Self.gradeOptions)
        status=0
        "${TCA_LEARN:-tca-learn-was-not-built}" grade "${options[@]}" || status=$?
        if [ "$status" -gt 1 ] || [ ! -s "$result" ]; then
          message="Not graded: the grader gave no result (exit status $status). The log of this job says why."
          echo "::error title=Not graded::$message"
          printf '### tca-learn: not graded\\n\\n%s\\n' "$message" >> "$GITHUB_STEP_SUMMARY"
          printf '{"version":3,"status":"error","message":"%s"}\\n' "$message" > "$result"
          exit 1
        fi
        exit "$status"
        """
    }

    // MARK: - GitLab CI

    private var gitlab: String {
        let item = "      "
        return """
            \(header)
            #
            # The job fails until every check passes; its Tests tab lists each check (the JUnit report).
            variables:
            \(variables(indent: "  "))
              SWIFT_VERSION: "\(Self.swiftVersion)"

            grade:
              image: swift:$SWIFT_VERSION
              timeout: 30 minutes
              cache:
                # The path is TCA_LEARN_DIR's .build; kept even when checks fail.
                key: tca-learn-$TCA_LEARN_REF-swift-$SWIFT_VERSION
                paths:
                  - .tca-learn/.build
                when: always
              before_script:
                - |
            \(Self.block(gitlabFetch, indent: item))
                - |
            \(Self.block(Self.buildGrader, indent: item))
                - |
            \(Self.block(gitlabHiddenTests, indent: item))
              script:
                - |
            \(Self.block(gitlabGrade, indent: item))
              after_script:
                - |
            \(Self.block(gitlabNotGraded, indent: item))
              artifacts:
                when: always
                paths:
                  - junit.xml
                reports:
                  junit: junit.xml

            """
    }

    private var gitlabFetch: String {
        """
        # A report committed to the repository must never stand in for the grade.
        rm -f junit.xml
        if [ -n "$(git ls-files -- "$TCA_LEARN_DIR")" ]; then
          echo "The submission contains $TCA_LEARN_DIR/, where the grader is checked out: remove it from the repository." >&2
          exit 1
        fi
        \(Self.fetchGrader)
        """
    }

    /// A private project read with a token; cloned outside the project, where the submission
    /// cannot have put a folder of its own. The token goes once it has been used: GitLab gives a
    /// variable to the whole job, and the grade that follows in the same shell runs the
    /// student's code, so neither the grader's environment nor the clone's `.git/config` (which
    /// keeps the address it was cloned from) may hold it.
    private var gitlabHiddenTests: String {
        """
        HIDDEN_TESTS_DIR="$(mktemp -d)/hidden-tests"
        if [ -n "$HIDDEN_TESTS_REPOSITORY" ]; then
          address="$HIDDEN_TESTS_REPOSITORY"
          if [ -n "${HIDDEN_TESTS_TOKEN:-}" ]; then address="https://hidden-tests:${HIDDEN_TESTS_TOKEN}@${address#https://}"; fi
          git clone -q --depth 1 "$address" "$HIDDEN_TESTS_DIR"
          rm -rf "$HIDDEN_TESTS_DIR/.git"
        fi
        unset HIDDEN_TESTS_TOKEN address
        """
    }

    /// Exit status 0 all checks passed, 1 some failed (junit.xml says which), 2 not graded.
    private var gitlabGrade: String {
        """
        options=(--workbook workbook --no-color --format junit --output junit.xml)
        \(Self.gradeOptions)
        "$TCA_LEARN" grade "${options[@]}"
        """
    }

    /// Runs whatever happened before: without a report from the grader, the job's report says
    /// "not graded" (the job itself has already failed).
    private var gitlabNotGraded: String {
        """
        if [ ! -s junit.xml ]; then
          cat > junit.xml <<'REPORT'
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="tca-learn" tests="1" failures="0" errors="1">
          <testsuite name="grading" tests="1" failures="0" errors="1" skipped="0" time="0">
            <testcase classname="grading" name="Grading" time="0">
              <error message="Not graded: the grader gave no result, so this push earns no points." type="not-graded">The log of this job says why.</error>
            </testcase>
          </testsuite>
        </testsuites>
        REPORT
        fi
        """
    }
}
