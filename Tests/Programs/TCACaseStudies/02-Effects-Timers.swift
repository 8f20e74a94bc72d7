// In the style of TCA 1.0–1.6's timers case study (a clock's `timer(interval:)` in a `.run`
// effect, restarted with `cancelInFlight` and stopped by cancelling it), with a feature of our
// own: a kitchen stopwatch.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature

struct Stopwatch: Reducer {
  struct State: Equatable {
    var isRunning = false
    var seconds = 0
  }

  enum Action {
    case startStopTapped
    case tick
  }

  @Dependency(\.continuousClock) var clock
  private enum CancelID { case ticking }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startStopTapped:
      state.isRunning.toggle()
      guard state.isRunning else { return .cancel(id: CancelID.ticking) }
      return .run { send in
        for await _ in self.clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.ticking, cancelInFlight: true)

    case .tick:
      state.seconds += 1
      return .none
    }
  }
}

struct StopwatchView: View {
  let store: StoreOf<Stopwatch>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Text("\(viewStore.seconds) s")
      Button(viewStore.isRunning ? "Pause" : "Go") { viewStore.send(.startStopTapped) }
    }
  }
}

// MARK: - Tests

extension Stopwatch.Action: Equatable {}

@MainActor
final class StopwatchTests {
  func testTicksAsTheClockAdvances() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startStopTapped) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.seconds = 1 }
    await clock.advance(by: .seconds(3))
    await store.receive(.tick) { $0.seconds = 2 }
    await store.receive(.tick) { $0.seconds = 3 }
    await store.receive(.tick) { $0.seconds = 4 }
    await store.send(.startStopTapped) { $0.isRunning = false }
  }
}

// MARK: - Run

await StopwatchTests().testTicksAsTheClockAdvances()
print("tests ran")

// The live feature with a clock that is never advanced: the button flips, no tick arrives.
let store = Store(initialState: Stopwatch.State()) {
  Stopwatch()
} withDependencies: {
  $0.continuousClock = TestClock()
}
let screen = ViewHost(StopwatchView(store: store))
try screen.tap("Go")
print(screen.texts)
try screen.tap("Pause")
print(screen.texts)
