// TCA 1.0–1.6 case study "Getting started / Optional state"
// (SwiftUICaseStudies/01-GettingStarted-OptionalState.swift) in the same shape and API:
// `.ifLet(\.optionalCounter, action: /Action.optionalCounter)` in the reducer and `IfLetStore`
// in the view, with a TestStore test in the style of TCA's own. Adapted: the XCTestCase becomes
// a plain class run at the bottom; the about box and `Text(template:)` are left out.
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

struct OptionalBasics: Reducer {
  struct State: Equatable {
    var optionalCounter: Counter.State?
  }

  enum Action: Equatable {
    case optionalCounter(Counter.Action)
    case toggleCounterButtonTapped
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .toggleCounterButtonTapped:
        state.optionalCounter =
          state.optionalCounter == nil
          ? Counter.State()
          : nil
        return .none
      case .optionalCounter:
        return .none
      }
    }
    .ifLet(\.optionalCounter, action: /Action.optionalCounter) {
      Counter()
    }
  }
}

// MARK: - Feature view

struct OptionalBasicsView: View {
  let store: StoreOf<OptionalBasics>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        Button("Toggle counter state") {
          viewStore.send(.toggleCounterButtonTapped)
        }

        IfLetStore(
          self.store.scope(
            state: \.optionalCounter,
            action: { .optionalCounter($0) }
          ),
          then: { store in
            VStack(alignment: .leading, spacing: 16) {
              Text("`Counter.State` is non-`nil`")
              CounterView(store: store)
                .frame(maxWidth: .infinity)
            }
          },
          else: {
            Text("`Counter.State` is `nil`")
          }
        )
      }
    }
    .navigationTitle("Optional state")
  }
}

// MARK: - Tests

@MainActor
final class OptionalBasicsTests {
  func testToggleAndCount() async {
    let store = TestStore(initialState: OptionalBasics.State()) {
      OptionalBasics()
    }

    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = Counter.State()
    }
    await store.send(.optionalCounter(.incrementButtonTapped)) {
      $0.optionalCounter?.count = 1
    }
    await store.send(.toggleCounterButtonTapped) {
      $0.optionalCounter = nil
    }
  }
}

// MARK: - Run

await OptionalBasicsTests().testToggleAndCount()
print("tests ran")

let screen = ViewHost(OptionalBasicsView(store: Store(initialState: OptionalBasics.State()) { OptionalBasics() }))
print(screen.texts)
try screen.tap("Toggle counter state")
try screen.tap("+")
try screen.tap("+")
print(screen.texts)
try screen.tap("Toggle counter state")
print(screen.texts)
try screen.tap("Toggle counter state")
print(screen.texts)
