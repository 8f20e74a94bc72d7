import Foundation

/// What a Classroom 50 assignment needs besides the student template (foundation50/classroom50,
/// wiki "Advanced Autograding"): the `autograder.py` its runner calls once per submission in the
/// student's checkout, which grades with tca-learn at the pinned ref and writes `result.json`
/// (`grade --format classroom50`), `release-body.md` and the `status=`/`summary=` lines; the
/// runtime block of `assignments.json` (Classroom 50 has no Swift key, so a container image);
/// and the recipe of that image with the grader built in, because a grade job stops after
/// 15 minutes and building the grader takes several.
struct Classroom50Autograder {
    var tool: ToolSource
    /// As `--lessons` takes them; nil for the whole course.
    var lessons: [String]?
    var maxPoints: Int

    /// The files of the teacher's side, by path.
    func files() -> [(path: String, text: String, executable: Bool)] {
        [
            ("autograder.py", autograderScript, true),
            ("runtime.json", runtime, false),
            ("Dockerfile", GraderImage.dockerfile(tool, entrypoint: nil), false),
        ]
    }

    /// The assignment's `runtime` block: the grader image (see the Dockerfile), as root because
    /// the image's build folder belongs to root.
    var runtime: String {
        """
        {
          "container": {
            "image": "ghcr.io/YOUR-ORG/tca-learn-grader:\(tool.ref)",
            "user": "root"
          }
        }

        """
    }

    var autograderScript: String {
        """
        #!/usr/bin/env python3
        \"\"\"Grades a tca-learn assignment for Classroom 50. Written by "tca-learn classroom new --platform classroom50".

        Classroom 50's runner calls this once per submission in the student's checkout. It grades
        workbook/ with tca-learn from TCA_LEARN_REPOSITORY at TCA_LEARN_REF (never with code from the
        submission) and writes ./result.json (classroom50/result/v1), ./release-body.md and the
        status=/summary= lines of $GITHUB_OUTPUT. Exit 0 whenever grading ran, whatever the grade; 1
        when the grader itself could not run (the runner then records an error, not a grade).

        The grader is found, in order: TCA_LEARN (and its course, TCA_LEARN_DIR) as the grader image
        sets them; a build of this ref kept in TCA_LEARN_CACHE (default ~/.cache/tca-learn), which
        persists on a self-hosted runner; else it is fetched and built there (several minutes).
        Hidden tests: a hidden-tests/ folder beside this file ("tca-learn classroom export-tests").
        \"\"\"
        import os
        import pathlib
        import shutil
        import subprocess
        import sys

        TCA_LEARN_REPOSITORY = "\(tool.repository)"
        TCA_LEARN_REF = "\(tool.ref)"
        # The lessons graded (empty: the whole course) and their points.
        GRADE_LESSONS = "\(lessons?.joined(separator: ",") ?? "")"
        MAX_POINTS = \(maxPoints)
        # The grade job stops after 15 minutes; the grade itself stays well inside that.
        GRADE_TIMEOUT_SECONDS = 600


        def log(message):
            print(message, file=sys.stderr, flush=True)


        def built_grader():
            \"\"\"The tca-learn executable and its checkout (the course it grades with).\"\"\"
            given = os.environ.get("TCA_LEARN")
            if given:
                if not os.environ.get("\(ToolSource.checkoutVariable)"):
                    raise OSError("TCA_LEARN is set without \(ToolSource.checkoutVariable), the checkout it was built from")
                return given, os.environ["\(ToolSource.checkoutVariable)"]
            cache = pathlib.Path(os.environ.get("TCA_LEARN_CACHE") or pathlib.Path.home() / ".cache" / "tca-learn")
            checkout = cache / TCA_LEARN_REF.replace("/", "_")
            marker = checkout / ".git" / "tca-learn-built"
            if not marker.is_file() or marker.read_text().strip() != f"{TCA_LEARN_REPOSITORY} {TCA_LEARN_REF}":
                log(f"Getting tca-learn {TCA_LEARN_REF} from {TCA_LEARN_REPOSITORY} and building it (once per runner)...")
                shutil.rmtree(checkout, ignore_errors=True)
                checkout.mkdir(parents=True)
                for command in (
                    ["git", "init", "-q", str(checkout)],
                    ["git", "-C", str(checkout), "fetch", "-q", "--depth", "1", TCA_LEARN_REPOSITORY, TCA_LEARN_REF],
                    ["git", "-C", str(checkout), "checkout", "-q", "FETCH_HEAD"],
                    ["swift", "build", "--package-path", str(checkout), "--product", "tca-learn"],
                ):
                    subprocess.run(command, check=True, stdout=sys.stderr)
                marker.write_text(f"{TCA_LEARN_REPOSITORY} {TCA_LEARN_REF}\\n")
            bin_path = subprocess.run(
                ["swift", "build", "--package-path", str(checkout), "--show-bin-path"],
                check=True, capture_output=True, text=True).stdout.strip()
            return str(pathlib.Path(bin_path) / "tca-learn"), str(checkout)


        def main():
            checkout = pathlib.Path.cwd()
            result = checkout / "result.json"
            body = checkout / "release-body.md"
            # Files the submission brought must never stand in for the grade.
            for stale in (result, body):
                if stale.is_symlink() or stale.exists():
                    stale.unlink()
            try:
                tool, course = built_grader()
            except (OSError, subprocess.CalledProcessError) as error:
                log(f"::error::Not graded: tca-learn {TCA_LEARN_REF} could not be built ({error}).")
                return 1
            bundle = pathlib.Path(os.environ.get("CLASSROOM50_BUNDLE_DIR") or pathlib.Path(__file__).resolve().parent)
            arguments = [
                tool, "grade", "--workbook", str(checkout / "workbook"), "--course", course,
                "--no-color", "--always-exit-zero", "--format", "classroom50",
                "--output", str(result), "--markdown-summary", str(body),
            ]
            if GRADE_LESSONS:
                arguments += ["--lessons", GRADE_LESSONS]
            if (bundle / "hidden-tests").is_dir():
                arguments += ["--hidden-tests", str(bundle / "hidden-tests")]
            try:
                run = subprocess.run(arguments, timeout=GRADE_TIMEOUT_SECONDS)
                status = run.returncode
            except (OSError, subprocess.TimeoutExpired) as error:
                log(f"::error::Not graded: {error}")
                return 1
            if status != 0 or not result.is_file():
                log(f"::error::Not graded: the grader gave no result (exit status {status}); this log says why.")
                return 1
            return 0


        if __name__ == "__main__":
            sys.exit(main())

        """
    }
}
