// Render-tree timings for scripts/benchmark.sh, run with `tca-learn play`: mount a tree of N
// views, then change one of them, with the render trace off and on (a grade records it).
//
// Three figures per size and mode:
// - "mount" (median of 3): building the tree and its first render;
// - "one change" (median of 20): one cell's @Observable model is written and the host flushes:
//   the invalidation and re-render alone, which should cost the same among 1,000 or 10,000 views;
// - "one tap" (median of 20): what a check does, finding the button by its label first. The
//   search walks the screen, so it grows with what is on screen; the change inside it does not.
// "trace's share" is the part of each figure that recording the trace adds; the runs with the
// trace off and on alternate. Last, the program's peak memory, all sizes included.
import SwiftUI
import RenderTrace

@Observable final class CellModel {
    var taps = 0
}

struct Cell: View {
    let index: Int
    let model: CellModel

    var body: some View {
        Button("Cell \(index): \(model.taps)") { model.taps += 1 }
    }
}

struct Grid: View {
    let models: [CellModel]

    var body: some View {
        VStack {
            ForEach(0..<models.count, id: \.self) { index in
                Cell(index: index, model: models[index])
            }
        }
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

/// Two decimals, without Foundation's String(format:).
func rounded(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

struct Figures {
    var mount: [Double] = []
    var changes: [Double] = []
    var taps: [Double] = []
}

let clock = ContinuousClock()

// A grade keeps the trace in memory; `play` also sends each event to the tool as it happens, for
// the story it prints. These are a grade's figures, so that stream is off before anything is
// recorded. (`unsafe`: the name is passed as a C string; play compiles with strict memory safety.)
unsafe unsetenv("TCA_LEARN_PLAY_RECORDS")

/// Each figure is taken with the trace off and on in turn, so that both see the same machine
/// (a busy one slows both alike).
func measure(size: Int) -> (off: Figures, on: Figures, bodiesPerChange: Int) {
    var figures = [false: Figures(), true: Figures()]
    let models = (0..<size).map { _ in CellModel() }
    var host: ViewHost<Grid>!
    for round in 0..<6 {
        let tracing = round % 2 == 1
        host = nil  // the previous tree goes away before the clock starts
        TraceRecorder.reset()
        TraceRecorder.isEnabled = tracing
        figures[tracing]!.mount.append(milliseconds(clock.measure { host = ViewHost(Grid(models: models)) }))
    }
    let middle = models[size / 2]
    let runsBefore = host.bodyRunCount(of: Cell.self)
    for round in 0..<40 {
        let tracing = round % 2 == 1
        TraceRecorder.reset()
        TraceRecorder.isEnabled = tracing
        figures[tracing]!.changes.append(milliseconds(clock.measure {
            middle.taps += 1
            host.flush()
        }))
    }
    let bodiesPerChange = (host.bodyRunCount(of: Cell.self) - runsBefore) / 40
    for round in 0..<40 {
        let tracing = round % 2 == 1
        TraceRecorder.reset()
        TraceRecorder.isEnabled = tracing
        figures[tracing]!.taps.append(milliseconds(clock.measure { try! host.tap("Cell \(size / 2): \(middle.taps)") }))
    }
    TraceRecorder.reset()
    return (figures[false]!, figures[true]!, bodiesPerChange)
}

func share(_ off: [Double], _ on: [Double]) -> String {
    let (off, on) = (median(off), median(on))
    return "\(Int((max(0, on - off) / on * 100).rounded())) %"
}

// One unmeasured round, so that first-use costs (type metadata, conformance caches) are not
// counted against the first size.
_ = measure(size: 100)
for size in [1_000, 10_000] {
    let (off, on, bodies) = measure(size: size)
    for (label, figures) in [("trace off", off), ("trace on ", on)] {
        print("\(size) views, \(label): mount \(rounded(median(figures.mount))) ms; one change \(rounded(median(figures.changes))) ms (\(bodies) body re-run); one tap \(rounded(median(figures.taps))) ms")
    }
    print("\(size) views, trace's share: mount \(share(off.mount, on.mount)), one change \(share(off.changes, on.changes)), one tap \(share(off.taps, on.taps))")
}

var usage = rusage()
#if os(Linux)
unsafe getrusage(RUSAGE_SELF.rawValue, &usage)
let peakBytes = usage.ru_maxrss * 1024
#else
unsafe getrusage(RUSAGE_SELF, &usage)
let peakBytes = usage.ru_maxrss
#endif
print("peak memory of this program: \(peakBytes / 1_000_000) MB")
