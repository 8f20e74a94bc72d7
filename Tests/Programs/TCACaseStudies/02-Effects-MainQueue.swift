// The scheduler-era way TCA 1.0–1.3 features waited: `@Dependency(\.mainQueue)`, a
// `DispatchQueue.test` in tests, `Effect.debounce` for typing and `mainQueue.timer` for ticks.
// Our own feature: a station search that waits for typing to pause, and a departure countdown.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature

struct StationSearch: Reducer {
  struct State: Equatable {
    var query = ""
    var matches: [String] = []
    var minutesToDeparture = 3
  }

  enum Action: Equatable {
    case countdownStarted
    case minutePassed
    case queryChanged(String)
    case search
  }

  @Dependency(\.mainQueue) var mainQueue
  static let stations = ["Kings Cross", "Kingston", "Paddington", "Pimlico"]
  private enum CancelID { case search, countdown }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .queryChanged(query):
      state.query = query
      return .send(.search).debounce(id: CancelID.search, for: .milliseconds(300), scheduler: mainQueue)

    case .search:
      state.matches = Self.stations.filter { $0.hasPrefix(state.query) }
      return .none

    case .countdownStarted:
      return .run { send in
        for await _ in mainQueue.timer(interval: .seconds(60)) {
          await send(.minutePassed)
        }
      }
      .cancellable(id: CancelID.countdown)

    case .minutePassed:
      state.minutesToDeparture -= 1
      return state.minutesToDeparture == 0 ? .cancel(id: CancelID.countdown) : .none
    }
  }
}

// MARK: - Tests

@MainActor
final class StationSearchTests {
  func testSearchWaitsForTypingToPause() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: StationSearch.State()) {
      StationSearch()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.queryChanged("K")) { $0.query = "K" }
    await mainQueue.advance(by: .milliseconds(200))
    await store.send(.queryChanged("Kings")) { $0.query = "Kings" }
    await mainQueue.advance(by: .milliseconds(300))
    await store.receive(.search) { $0.matches = ["Kings Cross", "Kingston"] }
  }

  func testCountdownStopsAtZero() async {
    let mainQueue = DispatchQueue.test
    let store = TestStore(initialState: StationSearch.State()) {
      StationSearch()
    } withDependencies: {
      $0.mainQueue = mainQueue.eraseToAnyScheduler()
    }
    await store.send(.countdownStarted)
    await mainQueue.advance(by: .seconds(180))
    await store.receive(.minutePassed) { $0.minutesToDeparture = 2 }
    await store.receive(.minutePassed) { $0.minutesToDeparture = 1 }
    await store.receive(.minutePassed) { $0.minutesToDeparture = 0 }
  }

  func testAnImmediateSchedulerSkipsTheWait() async {
    let store = TestStore(initialState: StationSearch.State()) {
      StationSearch()
    } withDependencies: {
      $0.mainQueue = .immediate
    }
    await store.send(.queryChanged("Pi")) { $0.query = "Pi" }
    await store.receive(.search) { $0.matches = ["Pimlico"] }
  }
}

// MARK: - Run

let tests = StationSearchTests()
await tests.testSearchWaitsForTypingToPause()
await tests.testCountdownStopsAtZero()
await tests.testAnImmediateSchedulerSkipsTheWait()
print("tests ran")
