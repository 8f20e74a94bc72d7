// TCA 1.0–1.6 case study "Navigation / Sheets: load, then present"
// (SwiftUICaseStudies/03-Navigation-Sheet-LoadThenPresent.swift) in the same shape and API:
// `@PresentationState`, `PresentationAction`, `.ifLet(\.$counter, action: /Action.counter)`
// and a delay from the `\.continuousClock` dependency, with a TestStore test in the style of
// TCA's own that drives time with a `TestClock`. Adapted: the XCTestCase becomes a plain class run
// at the bottom; the mini SwiftUI has no sheets, so the view shows the presented counter in place
// with `IfLetStore` (which TCA 1.x also offers for presentation state) instead of `.sheet(store:)`;
// the about box and ProgressView are left out.
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
        Button("+") { viewStore.send(.incrementButtonTapped) }
      }
    }
  }
}

// MARK: - Feature domain

struct LoadThenPresent: Reducer {
  struct State: Equatable {
    @PresentationState var counter: Counter.State?
    var isActivityIndicatorVisible = false
  }

  enum Action: Equatable {
    case counter(PresentationAction<Counter.Action>)
    case counterButtonTapped
    case counterPresentationDelayCompleted
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none

      case .counterButtonTapped:
        state.isActivityIndicatorVisible = true
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.counterPresentationDelayCompleted)
        }

      case .counterPresentationDelayCompleted:
        state.isActivityIndicatorVisible = false
        state.counter = Counter.State()
        return .none
      }
    }
    .ifLet(\.$counter, action: /Action.counter) {
      Counter()
    }
  }
}

// MARK: - Feature view

struct LoadThenPresentView: View {
  let store: StoreOf<LoadThenPresent>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        Button {
          viewStore.send(.counterButtonTapped)
        } label: {
          HStack {
            Text("Load optional counter")
            if viewStore.isActivityIndicatorVisible {
              Spacer()
              Text("Loading…")
            }
          }
        }

        IfLetStore(self.store.scope(state: \.$counter, action: { .counter($0) })) { store in
          CounterView(store: store)
          Button("Dismiss") { viewStore.send(.counter(.dismiss)) }
        }
      }
      .navigationTitle("Load and present")
    }
  }
}

// MARK: - Tests

@MainActor
final class LoadThenPresentTests {
  func testLoadAndPresent() async {
    let clock = TestClock()

    let store = TestStore(initialState: LoadThenPresent.State()) {
      LoadThenPresent()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.counterButtonTapped) {
      $0.isActivityIndicatorVisible = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.counterPresentationDelayCompleted) {
      $0.counter = Counter.State()
      $0.isActivityIndicatorVisible = false
    }
    await store.send(.counter(.presented(.incrementButtonTapped))) {
      $0.counter?.count = 1
    }
    await store.send(.counter(.dismiss)) {
      $0.counter = nil
    }
  }
}

// MARK: - Run

await LoadThenPresentTests().testLoadAndPresent()
print("tests ran")

let store = Store(initialState: LoadThenPresent.State()) {
  LoadThenPresent()
} withDependencies: {
  $0.continuousClock = ImmediateClock()
}
let screen = ViewHost(LoadThenPresentView(store: store))
// What tapping "Load optional counter" sends; its task says when the delay is over.
let loading = store.send(.counterButtonTapped)
print(screen.texts)
await loading.finish()
print(screen.texts)
try screen.tap("+")
print(screen.texts)
try screen.tap("Dismiss")
print(screen.texts)
