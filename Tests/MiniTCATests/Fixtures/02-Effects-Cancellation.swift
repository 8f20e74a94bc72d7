// TCA 1.0–1.6 case study "Effects / Cancellation"
// (SwiftUICaseStudies/02-Effects-Cancellation.swift, its FactClient and
// SwiftUICaseStudiesTests/02-Effects-CancellationTests.swift) in the same shape and API:
// `.cancellable(id:)`, `.cancel(id:)`, `TaskResult`, and tests that stub the fact client with
// `Task.never()`. Adapted: the XCTestCase becomes a plain class run at the bottom; the about box,
// ProgressView and the numbersapi.com link are left out.
import ComposableArchitecture
import SwiftUI

// MARK: - Feature domain

struct EffectsCancellation: Reducer {
  struct State: Equatable {
    var count = 0
    var currentFact: String?
    var isFactRequestInFlight = false
  }

  enum Action: Equatable {
    case cancelButtonTapped
    case stepperChanged(Int)
    case factButtonTapped
    case factResponse(TaskResult<String>)
  }

  @Dependency(\.factClient) var factClient
  private enum CancelID { case factRequest }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        state.isFactRequestInFlight = false
        return .cancel(id: CancelID.factRequest)

      case let .stepperChanged(value):
        state.count = value
        state.currentFact = nil
        state.isFactRequestInFlight = false
        return .cancel(id: CancelID.factRequest)

      case .factButtonTapped:
        state.currentFact = nil
        state.isFactRequestInFlight = true

        return .run { [count = state.count] send in
          await send(.factResponse(TaskResult { try await self.factClient.fetch(count) }))
        }
        .cancellable(id: CancelID.factRequest)

      case let .factResponse(.success(response)):
        state.isFactRequestInFlight = false
        state.currentFact = response
        return .none

      case .factResponse(.failure):
        state.isFactRequestInFlight = false
        return .none
      }
    }
  }
}

// MARK: - Feature view

struct EffectsCancellationView: View {
  let store: StoreOf<EffectsCancellation>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        Section {
          Stepper("\(viewStore.count)", value: viewStore.binding(get: \.count, send: { .stepperChanged($0) }))

          if viewStore.isFactRequestInFlight {
            HStack {
              Button("Cancel") { viewStore.send(.cancelButtonTapped) }
              Spacer()
            }
          } else {
            Button("Number fact") { viewStore.send(.factButtonTapped) }
              .disabled(viewStore.isFactRequestInFlight)
          }

          viewStore.currentFact.map { Text($0).padding(.vertical, 8) }
        }
      }
    }
    .navigationTitle("Effect cancellation")
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
  /// Adapted: no network here, so the live client answers after a pause.
  static let liveValue = Self(
    fetch: { number in
      try await Task.sleep(nanoseconds: 100_000_000)
      return "\(number) is a live number"
    }
  )

  static let testValue = Self(
    fetch: unimplemented("\(Self.self).fetch")
  )
}

// MARK: - Tests

@MainActor
final class EffectsCancellationTests {
  func testTrivia_SuccessfulRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }

    await store.send(.stepperChanged(1)) {
      $0.count = 1
    }
    await store.send(.stepperChanged(0)) {
      $0.count = 0
    }
    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.receive(.factResponse(.success("0 is a good number Brent"))) {
      $0.currentFact = "0 is a good number Brent"
      $0.isFactRequestInFlight = false
    }
  }

  func testTrivia_FailedRequest() async {
    struct FactError: Equatable, Error {}
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactError() }
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.receive(.factResponse(.failure(FactError()))) {
      $0.isFactRequestInFlight = false
    }
  }

  // NB: This test works because the effect for fetching a fact is cancelled immediately when the
  //     cancel action is sent, and so the effect never has a chance to send the response.
  func testTrivia_CancelButtonCancelsRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in try await Task.never() }
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.cancelButtonTapped) {
      $0.isFactRequestInFlight = false
    }
  }

  func testTrivia_PlusMinusButtonsCancelsRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) {
      EffectsCancellation()
    } withDependencies: {
      $0.factClient.fetch = { _ in try await Task.never() }
    }

    await store.send(.factButtonTapped) {
      $0.isFactRequestInFlight = true
    }
    await store.send(.stepperChanged(1)) {
      $0.count = 1
      $0.isFactRequestInFlight = false
    }
  }
}

// MARK: - Run

let tests = EffectsCancellationTests()
await tests.testTrivia_SuccessfulRequest()
await tests.testTrivia_FailedRequest()
await tests.testTrivia_CancelButtonCancelsRequest()
await tests.testTrivia_PlusMinusButtonsCancelsRequest()
print("tests ran")

let store = Store(initialState: EffectsCancellation.State()) {
  EffectsCancellation()
}
let screen = ViewHost(EffectsCancellationView(store: store))
try screen.increment("0")
// What the "Number fact" button sends; its task ends when the request is answered or cancelled.
var request = store.send(.factButtonTapped)
print(screen.texts)
try screen.tap("Cancel")
await request.finish()
print(screen.texts)
request = store.send(.factButtonTapped)
await request.finish()
print(screen.texts)
