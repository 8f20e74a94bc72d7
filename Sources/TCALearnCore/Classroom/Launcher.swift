/// The `tca-learn` script of a student template: runs tca-learn on the repository's workbook. Its
/// first run gets the same repository and ref the CI file grades with into `.tca-learn/` (ignored
/// by git) and builds it there; the student's repository never holds the tool's sources. It tells
/// the tool its own path (`Context.launcherVariable`), so suggested commands say `./tca-learn next`,
/// and an assignment's lessons (`Context.lessonsVariable`), so that `list` and `next` keep to them.
enum Launcher {
    /// `lessons`: the assignment's, as `--lessons` takes them; nil for the whole course.
    static func script(_ tool: ToolSource, lessons: [String]? = nil) -> String {
        let assignment = lessons.map { "export \(Context.lessonsVariable)=\"\($0.joined(separator: ","))\"\n" } ?? ""
        return """
        #!/bin/sh
        # Runs tca-learn on this repository's workbook: ./tca-learn next, ./tca-learn check, …
        # The first run gets tca-learn (the version that grades your pushes) into .tca-learn/ and
        # builds it; that folder is ignored by git.
        set -e
        root=$(cd "$(dirname "$0")" && pwd)
        tool="$root/.tca-learn"
        repository="\(tool.repository)"
        ref="\(tool.ref)"
        # Built from this repository and ref: another (the template changed it) is got and built again.
        built="$tool/.git/tca-learn-launcher-built"
        if [ ! -x "$tool/.build/debug/tca-learn" ] || [ "$(cat "$built" 2>/dev/null)" != "$repository $ref" ]; then
            for program in swift git; do
                if ! command -v "$program" >/dev/null 2>&1; then
                    echo "tca-learn needs Swift \(CIConfiguration.swiftVersion) or later and git: https://swift.org/install (no $program found)" >&2
                    exit 2
                fi
            done
            echo "Getting tca-learn $ref into .tca-learn/ and building it (once; a few minutes)…" >&2
            git init -q "$tool"
            if ! git -C "$tool" fetch -q --depth 1 "$repository" "$ref"; then
                echo "Could not get tca-learn $ref from $repository: check your connection, or tell your instructor." >&2
                exit 2
            fi
            git -C "$tool" checkout -q --force FETCH_HEAD
            swift build --package-path "$tool" --product tca-learn >&2
            echo "$repository $ref" > "$built"
        fi
        # So that the commands tca-learn suggests name this script\(lessons == nil ? "" : ", and keep to this assignment's lessons").
        export \(Context.launcherVariable)="$root/$(basename "$0")"
        \(assignment)exec "$tool/.build/debug/tca-learn" --workbook "$root/workbook" "$@"

        """
    }
}
