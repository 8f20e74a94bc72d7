#!/usr/bin/env bash
# Prints tca-learn's speed figures on this machine (nothing is asserted; compare with the targets
# in the README):
#   1. `swift build` of the whole package from a clean clone, and the first grade after it
#      (the one-time runtime build included);
#   2. the median warm grade of each exercise, as a learner runs `tca-learn check`, next to the
#      bare `swiftc` compile+link+run of the same files, and their ratio;
#   3. the whole course graded in parallel on all cores;
#   4. render-tree timings: mounting 1,000 views and one state change inside them.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${RUNS:-5}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Portable timing (BSD date has no %N).
now() { python3 -c 'import time; print(time.time())'; }
elapsed() { python3 -c "import time; print(time.time() - $1)"; }

echo "== 1. From a clean clone"
git clone -q "$root" "$scratch/clone"
start=$(now)
(cd "$scratch/clone" && swift build -q 2>/dev/null)
printf 'swift build of the whole package from clean: %.1f s\n' "$(elapsed "$start")"
mkdir -p "$scratch/workbook"
cp -R "$root/Solutions/." "$scratch/workbook/"
exercise=$(cd "$scratch/clone" && ls -d Lessons/*/*/ | head -1 | xargs -I{} python3 -c "import json,sys; print(json.load(open('{}exercise.json'))['id'])")
start=$(now)
(cd "$scratch/clone" && .build/debug/tca-learn check "$exercise" --workbook "$scratch/workbook" --no-color >/dev/null 2>&1) || true
printf 'first grade after the clone (%s, runtime build included): %.1f s\n' "$exercise" "$(elapsed "$start")"

echo
echo "== 2, 3. Warm grades and the whole course"
cd "$root"
swift build -q --product tca-learn
swift build -q --product tca-learn-bench
.build/debug/tca-learn-bench "$root/.build/debug/tca-learn" "$runs"

echo
echo "== 4. Render tree"
.build/debug/tca-learn play scripts/bench/RenderBenchmark.swift --no-trace --no-color
