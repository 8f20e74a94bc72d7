// Store timings for scripts/benchmark.sh, run with `tca-learn play`: a chain of synchronous
// actions (each `.send`s the next, as in TCA's "lots of synchronous actions" test) through a
// `Store`, and through a `TestStore` that receives every one of them. The target is 50 ms for
// 1,000 actions each, with the trace recorded as in a grade; 10,000 actions show that the cost
// grows with the number of actions, not faster (past the trace's cap nothing more is recorded).
//
// Each figure is the process's CPU time over the run (all of it on the main thread: the actions
// are synchronous), so a machine busy with other work does not inflate it as it does wall time.
import ComposableArchitecture
import RenderTrace
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

struct Chain: Reducer {
    let length: Int
    enum Action: Equatable { case step, done }
    func reduce(into state: inout Int, action: Action) -> Effect<Action> {
        switch action {
        case .step:
            state += 1
            return .send(state >= length ? .done : .step)
        case .done:
            return .none
        }
    }
}

/// The process's CPU time so far, in milliseconds. `clock_gettime` writes through a pointer,
/// which `play`'s strict memory safety asks to be marked `unsafe`.
func cpuMilliseconds() -> Double {
    var time = timespec()
    unsafe clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
}

/// One decimal, without Foundation's String(format:).
func rounded(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

func median(_ values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

@MainActor
func storeRun(_ length: Int) -> Double {
    TraceRecorder.reset()
    let start = cpuMilliseconds()
    let store = Store(initialState: 0) { Chain(length: length) }
    store.send(.step)
    precondition(store.withState { $0 } == length)
    return cpuMilliseconds() - start
}

@MainActor
func testStoreRun(_ length: Int) async -> Double {
    TraceRecorder.reset()
    let start = cpuMilliseconds()
    let store = TestStore(initialState: 0) { Chain(length: length) }
    await store.send(.step) { $0 = 1 }
    for count in 2...length {
        await store.receive(.step) { $0 = count }
    }
    await store.receive(.done)
    return cpuMilliseconds() - start
}

// A grade keeps the trace in memory; `play` also sends each event to the tool as it happens, for
// the story it prints. These are a grade's figures, so that stream is off (as in
// RenderBenchmark.swift).
unsafe unsetenv("TCA_LEARN_PLAY_RECORDS")

for length in [1_000, 10_000] {
    let runs = length == 1_000 ? 7 : 3
    let store = (0..<runs).map { _ in storeRun(length) }
    var testStore: [Double] = []
    for _ in 0..<runs { testStore.append(await testStoreRun(length)) }
    print("\(length) synchronous actions: Store \(rounded(median(store))) ms, TestStore \(rounded(median(testStore))) ms (CPU time, median of \(runs), trace recorded)")
}
