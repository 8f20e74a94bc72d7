// TCA 1.0–1.6 case study "Getting started / Basics" (SwiftUICaseStudies/01-GettingStarted-Counter.swift)
// in the same shape and API, with a TestStore test in the style of TCA's own. Adapted: the
// XCTestCase becomes a plain class run at the bottom; the about box and images are left out.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature domain

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

// MARK: - Feature view

struct CounterView: View {
  let store: StoreOf<Counter>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      HStack {
        Button("−") {
          viewStore.send(.decrementButtonTapped)
        }

        Text("\(viewStore.count)")
          .monospacedDigit()

        Button("+") {
          viewStore.send(.incrementButtonTapped)
        }
      }
    }
  }
}

struct CounterDemoView: View {
  let store: StoreOf<Counter>

  var body: some View {
    Form {
      Section {
        CounterView(store: self.store)
          .frame(maxWidth: .infinity)
      }
    }
    .navigationTitle("Counter demo")
  }
}

// MARK: - Tests

@MainActor
final class CounterTests {
  func testCounter() async {
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }
}

// MARK: - Run

await CounterTests().testCounter()
print("tests ran")

let store = Store(initialState: Counter.State()) {
  Counter()
}
let screen = ViewHost(CounterDemoView(store: store))
print(screen.texts)
try screen.tap("+")
try screen.tap("+")
try screen.tap("−")
print(screen.texts)
print("CounterDemoView bodies: \(screen.bodyRunCount(of: CounterDemoView.self)), CounterView bodies: \(screen.bodyRunCount(of: CounterView.self))")
