// Render-tree timings for scripts/benchmark.sh, run with `tca-learn play`: mount a tree of 1,000
// views, then apply one state change that re-runs one body in it. The change should cost well
// under 10 ms and grow with what was invalidated, not with the size of the tree.
import SwiftUI
import RenderTrace

struct Cell: View {
    let index: Int
    @State private var taps = 0

    var body: some View {
        Button("Cell \(index): \(taps)") { taps += 1 }
    }
}

struct Grid: View {
    let count: Int

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { index in
                Cell(index: index)
            }
        }
    }
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

// The trace is for learners; a benchmark of 1,000 views would only measure its recording.
TraceRecorder.isEnabled = false
let clock = ContinuousClock()
for size in [100, 1_000] {
    var host: ViewHost<Grid>!
    let mount = clock.measure { host = ViewHost(Grid(count: size)) }
    var updates: [Double] = []
    for round in 0..<20 {
        let title = "Cell \(size / 2): \(round)"
        updates.append(milliseconds(clock.measure { try! host.tap(title) }))
    }
    updates.sort()
    print("\(size) views: mount \(String(format: "%.1f", milliseconds(mount))) ms, one state change (median of 20) \(String(format: "%.2f", updates[10])) ms, Cell bodies run: \(host.bodyRunCount(of: Cell.self))")
}
