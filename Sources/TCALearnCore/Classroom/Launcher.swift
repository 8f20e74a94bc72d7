/// The `tca-learn` script of a student template: runs tca-learn on the repository's workbook. Its
/// first run gets the same repository and ref the CI file grades with into `.tca-learn/` (ignored
/// by git) and builds it there; the student's repository never holds the tool's sources. It tells
/// the tool its own path (`Context.launcherVariable`), so suggested commands say `./tca-learn next`.
enum Launcher {
    static func script(_ tool: ToolSource) -> String {
        """
        #!/bin/sh
        # Runs tca-learn on this repository's workbook: ./tca-learn next, ./tca-learn check, …
        # The first run gets tca-learn (the version that grades your pushes) into .tca-learn/ and
        # builds it; that folder is ignored by git.
        set -e
        root=$(cd "$(dirname "$0")" && pwd)
        tool="$root/.tca-learn"
        repository="\(tool.repository)"
        ref="\(tool.ref)"
        if [ ! -x "$tool/.build/debug/tca-learn" ]; then
            if ! command -v swift >/dev/null 2>&1; then
                echo "tca-learn needs Swift \(CIConfiguration.swiftVersion) or later: https://swift.org/install" >&2
                exit 2
            fi
            echo "Getting tca-learn $ref into .tca-learn/ and building it (once; a few minutes)…" >&2
            git init -q "$tool"
            git -C "$tool" fetch -q --depth 1 "$repository" "$ref"
            git -C "$tool" checkout -q --force FETCH_HEAD
            swift build --package-path "$tool" --product tca-learn >&2
        fi
        # So that the commands tca-learn suggests name this script.
        export \(Context.launcherVariable)="$root/$(basename "$0")"
        exec "$tool/.build/debug/tca-learn" --workbook "$root/workbook" "$@"

        """
    }
}
