// Render-tree timings for scripts/benchmark.sh, run with `tca-learn play`: mount a tree of N
// views, then apply one state change that re-runs one body in it. The change should cost well
// under 10 ms and grow with what was invalidated, not with the size of the tree.
//
// Two figures per size: "one change" writes one cell's @Observable model and flushes (the
// invalidation and re-render alone); "one tap" is what a check does — find the button by its
// label (a walk over the tree), run its action, flush.
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

// The trace is for learners; with 1,000 views a benchmark would mostly measure its recording.
TraceRecorder.isEnabled = false
let clock = ContinuousClock()
for size in [100, 1_000] {
    let models = (0..<size).map { _ in CellModel() }
    var host: ViewHost<Grid>!
    let mount = clock.measure { host = ViewHost(Grid(models: models)) }
    let middle = models[size / 2]
    let runsBefore = host.bodyRunCount(of: Cell.self)
    let changes = (0..<20).map { _ in
        milliseconds(clock.measure {
            middle.taps += 1
            host.flush()
        })
    }
    let bodiesPerChange = (host.bodyRunCount(of: Cell.self) - runsBefore) / 20
    let taps = (0..<20).map { _ in
        milliseconds(clock.measure { try! host.tap("Cell \(size / 2): \(middle.taps)") })
    }
    print("\(size) views: mount \(rounded(milliseconds(mount))) ms; one change \(rounded(median(changes))) ms (\(bodiesPerChange) body re-run); one tap \(rounded(median(taps))) ms")
}
