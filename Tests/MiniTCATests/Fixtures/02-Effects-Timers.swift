// TCA 1.0–1.6 case study "Effects / Timers" (SwiftUICaseStudies/02-Effects-Timers.swift and
// its TimersTests) in the same shape and API: `clock.timer(interval:)` from the
// `\.continuousClock` dependency, `.cancellable(id:cancelInFlight:)`, and a test that drives
// time with a `TestClock`. Adapted: the XCTestCase becomes a plain class run at the bottom;
// `send(_:animation:)` loses its animation and the drawn clock face is left out (the mini
// SwiftUI has neither).
import ComposableArchitecture
import SwiftUI

// MARK: - Feature domain

struct Timers: Reducer {
  struct State: Equatable {
    var isTimerActive = false
    var secondsElapsed = 0
  }

  enum Action {
    case onDisappear
    case timerTicked
    case toggleTimerButtonTapped
  }

  @Dependency(\.continuousClock) var clock
  private enum CancelID { case timer }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .onDisappear:
        return .cancel(id: CancelID.timer)

      case .timerTicked:
        state.secondsElapsed += 1
        return .none

      case .toggleTimerButtonTapped:
        state.isTimerActive.toggle()
        return .run { [isTimerActive = state.isTimerActive] send in
          guard isTimerActive else { return }
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      }
    }
  }
}

// MARK: - Feature view

struct TimersView: View {
  let store: StoreOf<Timers>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        Text("\(viewStore.secondsElapsed) seconds")
        Button(viewStore.isTimerActive ? "Stop" : "Start") {
          viewStore.send(.toggleTimerButtonTapped)
        }
      }
      .navigationTitle("Timers")
      .onDisappear {
        viewStore.send(.onDisappear)
      }
    }
  }
}

// MARK: - Tests

extension Timers.Action: Equatable {}

@MainActor
final class TimersTests {
  func testStart() async {
    let clock = TestClock()

    let store = TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 1
    }
    await clock.advance(by: .seconds(5))
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 2
    }
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 3
    }
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 4
    }
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 5
    }
    await store.receive(.timerTicked) {
      $0.secondsElapsed = 6
    }
    await store.send(.toggleTimerButtonTapped) {
      $0.isTimerActive = false
    }
  }
}

// MARK: - Run

await TimersTests().testStart()
print("tests ran")

// The live feature with a clock that is never advanced: the button flips, no tick arrives.
let store = Store(initialState: Timers.State()) {
  Timers()
} withDependencies: {
  $0.continuousClock = TestClock()
}
let screen = ViewHost(TimersView(store: store))
try screen.tap("Start")
print(screen.texts)
try screen.tap("Stop")
print(screen.texts)
