import Foundation

/// `autograder.zip` for Gradescope (gradescope/autograder_samples, `docs/specs.md`), which
/// Codio's `gradescope_wrapper` also runs unchanged (codio-content/gradescope_wrapper: it unzips
/// into `/autograder/source`, copies the student's workspace into `/autograder/submission`, runs
/// `run_autograder` and reads `score` and `output`). At its root:
///
/// - `setup.sh`: runs once when Gradescope builds the image: installs Swift when the image has
///   none, builds tca-learn at the pinned ref and grades an empty workbook once, which compiles
///   the course runtime, so each submission's grade starts warm;
/// - `run_autograder`: grades the submission's `workbook/` with `grade --format gradescope`;
///   without a result from the grader it writes one that says "not graded" — and it always
///   exits 0 (Codio's wrapper stops at any other status);
/// - `visibility.json`: what students see of each check; `hidden-tests/`, when given.
struct GradescopeAutograder {
    var tool: ToolSource
    var lessons: [String]?
    var maxPoints: Int
    var settings: GradescopeResult.Settings
    /// The teacher's hidden tests (`classroom export-tests`' tree), copied in: the zip stays
    /// with Gradescope, never with students.
    var hiddenTests: URL?

    static let fileName = "autograder.zip"

    func archive() throws -> Data {
        var zip = ZipArchive()
        zip.add("setup.sh", Data(setup.utf8), executable: true)
        zip.add("run_autograder", Data(runAutograder.utf8), executable: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        zip.add(GradescopeResult.Settings.fileName, try encoder.encode(settings))
        if let hiddenTests {
            let base = hiddenTests.standardizedFileURL.path
            let files = try FileManager.default.subpathsOfDirectory(atPath: base).sorted()
            for path in files {
                var isFolder: ObjCBool = false
                let url = URL(fileURLWithPath: base).appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                      !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
                zip.add("hidden-tests/" + path, try Data(contentsOf: url))
            }
        }
        return zip.data()
    }

    private var settingsLines: String {
        """
        TCA_LEARN_REPOSITORY="\(tool.repository)"
        TCA_LEARN_REF="\(tool.ref)"
        # The lessons graded (empty: the whole course) and their points.
        GRADE_LESSONS="\(lessons?.joined(separator: ",") ?? "")"
        TCA_LEARN_MAX_POINTS=\(maxPoints)
        """
    }

    var setup: String {
        """
        #!/usr/bin/env bash
        # Gradescope runs this once, as root, when it builds the autograder's image. Written by
        # "tca-learn classroom gradescope".
        set -euo pipefail
        \(settingsLines)
        SWIFT_VERSION="\(CIConfiguration.swiftVersion)"
        ROOT="${AUTOGRADER_ROOT:-/autograder}"
        TCA_LEARN_DIR="$ROOT/tca-learn"

        # Swift from swift.org when the image has none (Gradescope's images are Ubuntu).
        if ! command -v swift >/dev/null 2>&1; then
          apt-get update
          DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \\
            binutils ca-certificates curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-s1 \\
            libpython3-dev libsqlite3-0 libstdc++-12-dev libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev \\
            || DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \\
            binutils ca-certificates curl git gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libgcc-11-dev \\
            libpython3-dev libsqlite3-0 libstdc++-11-dev libxml2-dev libz3-dev pkg-config tzdata unzip zlib1g-dev
          . /etc/os-release
          platform="ubuntu${VERSION_ID}"
          arch=""
          if [ "$(uname -m)" = "aarch64" ]; then arch="-aarch64"; fi
          name="swift-${SWIFT_VERSION}-RELEASE-${platform}${arch}"
          curl -fsSL "https://download.swift.org/swift-${SWIFT_VERSION}-release/${platform//./}${arch}/swift-${SWIFT_VERSION}-RELEASE/${name}.tar.gz" -o /tmp/swift.tar.gz
          mkdir -p /opt/swift
          tar -xzf /tmp/swift.tar.gz -C /opt/swift --strip-components=1
          rm /tmp/swift.tar.gz
          ln -sf /opt/swift/usr/bin/* /usr/local/bin/
        fi

        # The grader at the pinned ref, never code from a submission.
        rm -rf "$TCA_LEARN_DIR"
        git init -q "$TCA_LEARN_DIR"
        git -C "$TCA_LEARN_DIR" fetch -q --depth 1 "$TCA_LEARN_REPOSITORY" "$TCA_LEARN_REF"
        git -C "$TCA_LEARN_DIR" checkout -q FETCH_HEAD
        swift build --package-path "$TCA_LEARN_DIR" --product tca-learn
        ln -sf "$(swift build --package-path "$TCA_LEARN_DIR" --show-bin-path)/tca-learn" "$TCA_LEARN_DIR/grader"
        # One grade of an empty workbook compiles the course runtime now, not at the first submission.
        empty="$(mktemp -d)"
        "$TCA_LEARN_DIR/grader" grade --course "$TCA_LEARN_DIR" --workbook "$empty" --format json --output "$empty/warm.json" --always-exit-zero
        rm -rf "$empty"

        """
    }

    var runAutograder: String {
        """
        #!/usr/bin/env bash
        # Gradescope runs this for every submission (Codio's gradescope_wrapper too). Written by
        # "tca-learn classroom gradescope". It grades the submission's workbook/ and writes
        # results/results.json; it always exits 0, and writes a result that says "not graded" when
        # the grader gave none. AUTOGRADER_ROOT stands for /autograder (to try it elsewhere);
        # TCA_LEARN and TCA_LEARN_DIR for the grader setup.sh built.
        set -uo pipefail
        \(settingsLines)
        ROOT="${AUTOGRADER_ROOT:-/autograder}"
        SOURCE="$ROOT/source"
        TCA_LEARN_DIR="${TCA_LEARN_DIR:-$ROOT/tca-learn}"
        TCA_LEARN="${TCA_LEARN:-$TCA_LEARN_DIR/grader}"
        results="$ROOT/results/results.json"
        mkdir -p "$ROOT/results"
        rm -f "$results"

        # The repository as submitted (GitHub or an upload), or one folder down: Codio copies the
        # student's workspace folder itself into submission/.
        workbook="$ROOT/submission/workbook"
        if [ ! -d "$workbook" ]; then
          for candidate in "$ROOT"/submission/*/workbook; do
            if [ -d "$candidate" ]; then workbook="$candidate"; break; fi
          done
        fi

        options=(grade --workbook "$workbook" --course "$TCA_LEARN_DIR" --no-color --always-exit-zero
          --format gradescope --output "$results" --visibility "$SOURCE/visibility.json")
        if [ -n "$GRADE_LESSONS" ]; then options+=(--lessons "$GRADE_LESSONS"); fi
        if [ -d "$SOURCE/hidden-tests" ]; then options+=(--hidden-tests "$SOURCE/hidden-tests"); fi
        status=0
        "$TCA_LEARN" "${options[@]}" || status=$?

        if [ "$status" -ne 0 ] || [ ! -s "$results" ]; then
          message="Not graded: the grader gave no result (exit status $status). Your instructor can see why in this submission's autograder output."
          printf '{"score":0,"execution_time":0,"output":"%s","output_format":"md","tests":[{"name":"Grading","number":"0","score":0,"max_score":%d,"status":"failed","output":"%s","output_format":"md","visibility":"visible"}]}\\n' \\
            "$message" "$TCA_LEARN_MAX_POINTS" "$message" > "$results"
        fi
        exit 0

        """
    }
}
