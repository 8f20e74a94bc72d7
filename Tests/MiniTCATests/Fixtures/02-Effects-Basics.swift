// TCA 1.0–1.6 case study "Effects / Basics" (SwiftUICaseStudies/02-Effects-Basics.swift, its
// FactClient and SwiftUICaseStudiesTests/02-Effects-BasicsTests.swift), in the same shape and
// API. Adapted: `import Foundation` (real SwiftUI re-exports it), the XCTestCase becomes a plain
// class run at the bottom, and view chrome the mini SwiftUI does not draw (ProgressView, the
// about box, colors) is left out.
import ComposableArchitecture
import Foundation
import SwiftUI

// MARK: - Feature

struct EffectsBasics: Reducer {
  struct State: Equatable {
    var count = 0
    var isNumberFactRequestInFlight = false
    var numberFact: String?
  }

  enum Action: Equatable {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(TaskResult<String>)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.factClient) var factClient
  private enum CancelID { case delay }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        // Return an effect that re-increments the count after 1 second if the count is negative
        return state.count >= 0
          ? .none
          : .run { send in
            try await self.clock.sleep(for: .seconds(1))
            await send(.decrementDelayResponse)
          }
          .cancellable(id: CancelID.delay)

      case .decrementDelayResponse:
        if state.count < 0 {
          state.count += 1
        }
        return .none

      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return state.count >= 0
          ? .cancel(id: CancelID.delay)
          : .none

      case .numberFactButtonTapped:
        state.isNumberFactRequestInFlight = true
        state.numberFact = nil
        // Return an effect that fetches a number fact from the API and returns the
        // value back to the reducer's `numberFactResponse` action.
        return .run { [count = state.count] send in
          await send(.numberFactResponse(TaskResult { try await self.factClient.fetch(count) }))
        }

      case let .numberFactResponse(.success(response)):
        state.isNumberFactRequestInFlight = false
        state.numberFact = response
        return .none

      case .numberFactResponse(.failure):
        // NB: This is where we could handle the error is some way, such as showing an alert.
        state.isNumberFactRequestInFlight = false
        return .none
      }
    }
  }
}

struct EffectsBasicsView: View {
  let store: StoreOf<EffectsBasics>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        Section {
          HStack {
            Button("−") { viewStore.send(.decrementButtonTapped) }
            Text("\(viewStore.count)")
              .monospacedDigit()
            Button("+") { viewStore.send(.incrementButtonTapped) }
          }
          .frame(maxWidth: .infinity)

          Button("Number fact") { viewStore.send(.numberFactButtonTapped) }
            .frame(maxWidth: .infinity)

          if let numberFact = viewStore.numberFact {
            Text(numberFact)
          }
        }
      }
    }
    .navigationTitle("Effects")
  }
}

// MARK: - FactClient (SwiftUICaseStudies/FactClient.swift)

struct FactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

extension FactClient: DependencyKey {
  /// This is the "live" fact dependency that reaches into the outside world to fetch trivia.
  /// Adapted: no network here, so it answers after a short pause.
  static let liveValue = Self(
    fetch: { number in
      try await Task.sleep(nanoseconds: 10_000_000)
      return "\(number) is a live number"
    }
  )

  /// This is the "unimplemented" fact dependency that is useful to plug into tests that you want
  /// to prove do not need the dependency.
  static let testValue = Self(
    fetch: unimplemented("\(Self.self).fetch")
  )
}

// MARK: - Tests

@MainActor
final class EffectsBasicsTests {
  func testCountDown() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
  }

  func testNumberFact() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.numberFactButtonTapped) {
      $0.isNumberFactRequestInFlight = true
    }
    await store.receive(.numberFactResponse(.success("1 is a good number Brent"))) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number Brent"
    }
  }

  func testDecrement() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.receive(.decrementDelayResponse) {
      $0.count = 0
    }
  }

  func testDecrementCancellation() async {
    let store = TestStore(initialState: EffectsBasics.State()) {
      EffectsBasics()
    } withDependencies: {
      $0.continuousClock = TestClock()
    }

    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 0
    }
  }
}

// MARK: - Run

let tests = EffectsBasicsTests()
await tests.testCountDown()
await tests.testNumberFact()
await tests.testDecrement()
await tests.testDecrementCancellation()
print("tests ran")

// The live feature: the "+" button, then what the "Number fact" button sends, waited for.
let store = Store(initialState: EffectsBasics.State()) {
  EffectsBasics()
}
let screen = ViewHost(EffectsBasicsView(store: store))
try screen.tap("+")
let request = store.send(.numberFactButtonTapped)
print(screen.texts)
await request.finish()
print(screen.texts.contains("1 is a live number"))
