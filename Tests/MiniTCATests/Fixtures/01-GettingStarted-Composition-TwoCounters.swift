// TCA 1.0–1.6 case study "Getting started / Combining reducers"
// (SwiftUICaseStudies/01-GettingStarted-Composition-TwoCounters.swift) in the same shape and
// API: two `Scope`s in a body, and child stores made with `store.scope(state:action:)`, with a
// TestStore test in the style of TCA's own. Adapted: the XCTestCase becomes a plain class run at
// the bottom; the about box is left out.
import ComposableArchitecture
import SwiftUI

// MARK: - Counter (SwiftUICaseStudies/01-GettingStarted-Counter.swift)

struct Counter: Reducer {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .decrementButtonTapped:
      state.count -= 1
      return .none
    case .incrementButtonTapped:
      state.count += 1
      return .none
    }
  }
}

struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      HStack {
        Button("−") { viewStore.send(.decrementButtonTapped) }
        Text("\(viewStore.count)")
          .monospacedDigit()
        Button("+") { viewStore.send(.incrementButtonTapped) }
      }
    }
  }
}

// MARK: - Feature domain

struct TwoCounters: Reducer {
  struct State: Equatable {
    var counter1 = Counter.State()
    var counter2 = Counter.State()
  }

  enum Action: Equatable {
    case counter1(Counter.Action)
    case counter2(Counter.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.counter1, action: /Action.counter1) {
      Counter()
    }
    Scope(state: \.counter2, action: /Action.counter2) {
      Counter()
    }
  }
}

// MARK: - Feature view

struct TwoCountersView: View {
  let store: StoreOf<TwoCounters>

  var body: some View {
    Form {
      HStack {
        Text("Counter 1")
        Spacer()
        CounterView(
          store: self.store.scope(state: \.counter1, action: { .counter1($0) })
        )
      }

      HStack {
        Text("Counter 2")
        Spacer()
        CounterView(
          store: self.store.scope(state: \.counter2, action: TwoCounters.Action.counter2)
        )
      }
    }
    .navigationTitle("Two counters demo")
  }
}

// MARK: - Tests

@MainActor
final class TwoCountersTests {
  func testCounters() async {
    let store = TestStore(initialState: TwoCounters.State()) {
      TwoCounters()
    }

    await store.send(.counter1(.incrementButtonTapped)) {
      $0.counter1.count = 1
    }
    await store.send(.counter2(.decrementButtonTapped)) {
      $0.counter2.count = -1
    }
  }
}

// MARK: - Run

await TwoCountersTests().testCounters()
print("tests ran")

let store = Store(initialState: TwoCounters.State()) {
  TwoCounters()
}
let screen = ViewHost(TwoCountersView(store: store))
try screen.tap("+")
print(screen.texts)
print(store.withState(\.counter1.count), store.withState(\.counter2.count))
print("TwoCountersView bodies: \(screen.bodyRunCount(of: TwoCountersView.self))")
