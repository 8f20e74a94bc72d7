#!/usr/bin/env bash
# Prints tca-learn's speed figures on this machine, each grading figure beside its target
# (nothing is asserted; the README's table is copied from this output):
#   1. `swift build` of the whole package from a clean clone, and the first grade after it
#      (the one-time runtime build included);
#   2. the median warm `tca-learn check` of each exercise, side by side with the old way of
#      building the same files (one swiftc module against static runtime archives, run
#      unconfined) and their ratio, and the same check with the hidden checks' object not cached;
#      `watch` from a save to the report; what confinement adds to a run;
#   3. what the source checks before compiling cost, and the whole course graded in parallel on
#      all cores, with and without cached checks;
#   4. render-tree timings at 1,000 and 10,000 views (mount, one state change, one tap), with the
#      render trace off and on, and the trace's share of each;
#   5. peak memory of a grade: the largest process (tca-learn, the compiler or the graded
#      program) over a `tca-learn check` of every exercise (section 4 prints its own).
#   6. classroom: roster grading throughput (ROSTER_STUDENTS workbooks, default 10, × the whole
#      course, scaled to a class of 30) and the size of the GitHub Classroom result in the worst
#      case (every exercise failing) against its 96 KiB budget;
#   7. store timings: 1,000 (and 10,000) synchronous actions through a Store and a TestStore,
#      with the render trace recorded (CPU time);
#   8. what the macro plugin costs: one exercise (scripts/bench/macro-grade) graded warm with its
#      answer written with `@Reducer`/`@ObservableState` and with the same answer written
#      1.x-style, and the ratio of their times.
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
# Wall time, and the processor time it used (which a busy machine inflates less).
python3 - "$scratch/clone" "$exercise" "$scratch/workbook" <<'PY'
import resource, subprocess, sys, time
clone, exercise, workbook = sys.argv[1:4]
start = time.time()
subprocess.run([clone + "/.build/debug/tca-learn", "check", exercise, "--workbook", workbook, "--no-color"],
               cwd=clone, capture_output=True)
wall = time.time() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"first grade after the clone ({exercise}, runtime build included): {wall:.1f} s ({usage.ru_utime + usage.ru_stime:.1f} s of processor time)"
      f"  target ≤ 25 s: {'met' if wall <= 25 else 'NOT met'}")
PY

echo
echo "== 2, 3. Warm grades, watch, confinement, the whole course (load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown))"
cd "$root"
swift build -q --product tca-learn
swift build -q --product tca-learn-bench
.build/debug/tca-learn-bench "$root/.build/debug/tca-learn" "$runs"

echo
echo "== 4. Render tree"
.build/debug/tca-learn play scripts/bench/RenderBenchmark.swift --no-trace --no-color --time-limit 300

echo
echo "== 5. Peak memory"
# ru_maxrss of the children is the largest process among them (kilobytes on Linux, bytes on macOS).
python3 - "$root" "$scratch/workbook" <<'PY'
import json, os, resource, subprocess, sys
root, workbook = sys.argv[1], sys.argv[2]
tool = os.path.join(root, ".build/debug/tca-learn")
unit = 1 if sys.platform == "darwin" else 1024

def peak_megabytes(command):
    # A fresh interpreter per command, so that each figure is that command's own.
    script = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], capture_output=True); "
              "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)")
    out = subprocess.run([sys.executable, "-c", script] + command, capture_output=True, text=True, cwd=root)
    return int(out.stdout.strip()) * unit / 1e6

exercises = []
for lesson in sorted(os.listdir(os.path.join(root, "Lessons"))):
    folder = os.path.join(root, "Lessons", lesson)
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        meta = os.path.join(folder, name, "exercise.json")
        if os.path.exists(meta):
            exercises.append(json.load(open(meta))["id"])
peaks = [(peak_megabytes([tool, "check", exercise, "--workbook", workbook, "--no-color"]), exercise) for exercise in exercises]
worst, where = max(peaks)
print(f"peak memory of a grade: {worst:.0f} MB at most ({where}); median {sorted(peaks)[len(peaks) // 2][0]:.0f} MB over {len(peaks)} exercises")
PY

echo
echo "== 6. Classroom"
students=${ROSTER_STUDENTS:-10}
cores=$(getconf _NPROCESSORS_ONLN 2>/dev/null || sysctl -n hw.ncpu)
.build/debug/tca-learn classroom new "$scratch/template" --tool-repo https://example.com/tca-learn.git --tool-ref benchmark >/dev/null
# Student k has solved the first k/(n-1) of the course, the rest is the starters: a class mid-term.
python3 - "$scratch/template/workbook" "$root/Solutions" "$scratch/roster" "$students" <<'PY'
import os, shutil, sys
template, solutions, roster, n = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
exercises = sorted(os.path.relpath(d, template) for d, _, files in os.walk(template) if any(f.endswith('.swift') for f in files))
for k in range(n):
    target = os.path.join(roster, 'assignment-student%02d' % (k + 1), 'workbook')
    shutil.copytree(template, target)
    for exercise in exercises[:len(exercises) * k // max(n - 1, 1)]:
        for name in os.listdir(os.path.join(solutions, exercise)):
            if name.endswith('.swift'):
                shutil.copy(os.path.join(solutions, exercise, name), os.path.join(target, exercise, name))
PY
exercises=$(find "$scratch/template/workbook" -name '*.swift' -exec dirname {} \; | sort -u | wc -l | tr -d ' ')
start=$(now)
.build/debug/tca-learn grade-roster "$scratch/roster" --output "$scratch/grades" --no-color >/dev/null 2>&1
seconds=$(elapsed "$start")
python3 -c "
students, exercises, seconds, cores = $students, $exercises, $seconds, $cores
grades = students * exercises
print('roster: %d workbooks x %d exercises (%d grades) in %.0f s on %d cores: %.2f grades/s, %.1f s per workbook' % (students, exercises, grades, seconds, cores, grades / seconds, seconds / students))
if students != 30:
    print('        a class of 30 would take about %.1f min (scaled from %d workbooks)' % (seconds / students * 30 / 60, students))
else:
    print('        a class of 30: %.1f min' % (seconds / 60))
"
# The worst case for the classroom result: every learner file replaced by one that does not
# compile, with many long errors; graded from where a CI runner grades (submission/workbook).
for case in broken starters; do
    mkdir -p "$scratch/ci-$case/submission"
    cp -R "$scratch/template/workbook" "$scratch/ci-$case/submission/workbook"
done
python3 - "$scratch/ci-broken/submission/workbook" <<'PY'
import os, sys
broken = '\n'.join('let value%d: Int = "not an Int, and the compiler says so at some length, line %d"' % (i, i) for i in range(40)) + '\n'
for folder, _, files in os.walk(sys.argv[1]):
    for name in files:
        if name.endswith('.swift'):
            open(os.path.join(folder, name), 'w').write(broken)
PY
for case in broken starters; do
    (cd "$scratch/ci-$case" && "$root/.build/debug/tca-learn" grade --workbook submission/workbook --format classroom \
        --output result.b64 --always-exit-zero --no-color >/dev/null 2>&1)
done
printf 'classroom result, whole course: %d bytes with every exercise not compiling, %d bytes with every starter (budget 98304; Linux refuses one variable over 131072)\n' \
    "$(wc -c < "$scratch/ci-broken/result.b64")" "$(wc -c < "$scratch/ci-starters/result.b64")"

echo
echo "== 7. Store"
.build/debug/tca-learn play scripts/bench/StoreBenchmark.swift --no-trace --no-color

echo
echo "== 8. Macros"
# The plugin is started once per compile; an answer that uses the macros should grade about as
# fast as its 1.x twin. The bench course's starter is the 1.x answer and its solution the macro
# one; both pass the same checks. Alternated runs after one unmeasured run each (at least 11: a
# grade is under half a second and one slow run moves a short median), medians of wall time, and
# of CPU time (the grade and every process it starts), which a busy machine disturbs less.
course="$root/scripts/bench/macro-grade"
exercise=01-tally/01-tally
mkdir -p "$scratch/macro/$exercise" "$scratch/classic/$exercise"
cp "$course/Solutions/$exercise/"*.swift "$scratch/macro/$exercise/"
cp "$course/Lessons/$exercise/"*.swift "$scratch/classic/$exercise/"
python3 - "$root" "$runs" "$course" "$scratch" <<'PY'
import resource, statistics, subprocess, sys, time
root, runs, course, scratch = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
tool = root + "/.build/debug/tca-learn"
def grade(answer):
    cpu = lambda usage: usage.ru_utime + usage.ru_stime
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.time()
    subprocess.run([tool, "--course", course, "check", "bench-tally", "--workbook", f"{scratch}/{answer}", "--no-color"],
                   capture_output=True, check=True)
    return time.time() - start, cpu(resource.getrusage(resource.RUSAGE_CHILDREN)) - cpu(before)
times = {"macro": [], "classic": []}
for answer in times: grade(answer)
for _ in range(max(runs, 11)):
    for answer in times: times[answer].append(grade(answer))
(macro, macro_cpu), (classic, classic_cpu) = (
    (statistics.median(t[0] for t in times[answer]), statistics.median(t[1] for t in times[answer])) for answer in ("macro", "classic"))
print(f"check, answered with @Reducer/@ObservableState: {macro:.3f} s; the same answer 1.x-style: {classic:.3f} s; "
      f"ratio {macro / classic:.2f}×  target ≤ 1.3×: {'met' if macro / classic <= 1.3 else 'NOT met'}")
print(f"  CPU time of the same grades: {macro_cpu:.3f} s and {classic_cpu:.3f} s, ratio {macro_cpu / classic_cpu:.2f}×")
PY
