/// What PrairieLearn's external grading needs (PrairieLearn `docs/externalGrading.md`): the
/// recipe of the image (`GraderImage`) with `tca-learn-grade` in it, the entrypoint a question's
/// `externalGradingOptions` names. It grades `/grade/student` — one exercise's files, as a
/// question's file editor or upload hands them in, or a whole `workbook/` — with the tests in
/// `/grade/tests` when the question has them (`classroom export-tests`' tree), else the course's,
/// and writes `/grade/results/results.json` (`grade --format prairielearn`). When the grader gives
/// no result it writes `gradable: false`, so the student loses no attempt to our failure.
struct PrairieLearnGrader {
    var tool: ToolSource

    static let entrypointName = "tca-learn-grade"

    func files() -> [(path: String, text: String, executable: Bool)] {
        [
            ("Dockerfile", GraderImage.dockerfile(tool, entrypoint: Self.entrypointName), false),
            (Self.entrypointName, Self.entrypoint, true),
        ]
    }

    static let entrypoint = """
        #!/usr/bin/env bash
        # PrairieLearn's external-grading entrypoint for tca-learn. Written by "tca-learn classroom
        # prairielearn". Usage: tca-learn-grade [LESSON/EXERCISE | LESSON]
        #   LESSON/EXERCISE  the question is one exercise: /grade/student holds its files
        #   LESSON, or none  /grade/student holds a workbook/ (of that lesson, or of the whole course)
        # GRADE_ROOT stands for /grade (to try it elsewhere); TCA_LEARN and TCA_LEARN_DIR name the
        # grader the image built.
        set -uo pipefail
        ROOT="${GRADE_ROOT:-/grade}"
        SELECTION="${1:-${TCA_LEARN_SELECTION:-}}"
        TCA_LEARN="${TCA_LEARN:-/usr/local/bin/tca-learn}"
        TCA_LEARN_DIR="${TCA_LEARN_DIR:-/opt/tca-learn}"
        results="$ROOT/results/results.json"
        mkdir -p "$ROOT/results"
        rm -f "$results"

        scratch="$(mktemp -d)"
        trap 'rm -rf "$scratch"' EXIT
        options=(--course "$TCA_LEARN_DIR" --no-color --always-exit-zero --format prairielearn --output "$results")
        case "$SELECTION" in
          */*)
            # One exercise: its files become that exercise's folder of a workbook of our own.
            workbook="$scratch/workbook"
            mkdir -p "$workbook/$SELECTION"
            if [ -d "$ROOT/student" ]; then cp -R "$ROOT/student/." "$workbook/$SELECTION/"; fi
            options+=("$SELECTION")
            ;;
          "")
            workbook="$ROOT/student/workbook"
            ;;
          *)
            workbook="$ROOT/student/workbook"
            options+=(--lessons "$SELECTION")
            ;;
        esac
        options+=(--workbook "$workbook")
        # The question's own tests, when it has them; the course's otherwise.
        if [ -d "$ROOT/tests" ] && [ -n "$(ls -A "$ROOT/tests" 2>/dev/null)" ]; then
          options+=(--hidden-tests "$ROOT/tests")
        fi

        status=0
        "$TCA_LEARN" grade "${options[@]}" || status=$?
        if [ "$status" -ne 0 ] || [ ! -s "$results" ]; then
          printf '{"gradable":false,"score":0,"message":"Not graded: the grader gave no result (exit status %d); this attempt does not count.","format_errors":["The grader gave no result; tell your instructor."],"tests":[]}\\n' \\
            "$status" > "$results"
        fi
        exit 0

        """
}
