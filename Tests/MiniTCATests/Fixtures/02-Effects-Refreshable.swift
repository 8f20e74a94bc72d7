// TCA 1.0–1.6 case study "Effects / Refreshable"
// (SwiftUICaseStudies/02-Effects-Refreshable.swift and its RefreshableTests) in the same shape
// and API. Adapted: `import Foundation` (real SwiftUI re-exports it); the XCTestCase becomes a
// plain class run at the bottom; `send(_:animation:)` loses its animation (the mini SwiftUI has
// none); the mini SwiftUI has no `.refreshable`, so the run section does what its closure does,
// `await viewStore.send(.refresh).finish()`, by hand.
import ComposableArchitecture
import Foundation
import SwiftUI

// MARK: - Feature domain

struct Refreshable: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
  }

  enum Action: Equatable {
    case cancelButtonTapped
    case decrementButtonTapped
    case factResponse(TaskResult<String>)
    case incrementButtonTapped
    case refresh
  }

  @Dependency(\.factClient) var factClient
  private enum CancelID { case factRequest }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .cancel(id: CancelID.factRequest)

      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case let .factResponse(.success(fact)):
        state.fact = fact
        return .none

      case .factResponse(.failure):
        // NB: This is where you could do some error handling.
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .refresh:
        state.fact = nil
        return .run { [count = state.count] send in
          await send(.factResponse(TaskResult { try await self.factClient.fetch(count) }))
        }
        .cancellable(id: CancelID.factRequest)
      }
    }
  }
}

// MARK: - Feature view

struct RefreshableView: View {
  let store: StoreOf<Refreshable>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      List {
        HStack {
          Button("−") { viewStore.send(.decrementButtonTapped) }
          Text("\(viewStore.count)")
          Button("+") { viewStore.send(.incrementButtonTapped) }
        }
        .frame(maxWidth: .infinity)

        if let fact = viewStore.fact {
          Text(fact)
            .bold()
        }
      }
    }
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
  /// Adapted: no network here, so the live client answers after a short pause.
  static let liveValue = Self(
    fetch: { number in
      try await Task.sleep(nanoseconds: 10_000_000)
      return "\(number) is a live number"
    }
  )

  static let testValue = Self(
    fetch: unimplemented("\(Self.self).fetch")
  )
}

// MARK: - Tests

@MainActor
final class RefreshableTests {
  func testHappyPath() async {
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.receive(.factResponse(.success("1 is a good number."))) {
      $0.fact = "1 is a good number."
    }
  }

  func testUnhappyPath() async {
    struct FactError: Equatable, Error {}
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactError() }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.receive(.factResponse(.failure(FactError())))
  }

  func testCancellation() async {
    let store = TestStore(initialState: Refreshable.State()) {
      Refreshable()
    } withDependencies: {
      $0.factClient.fetch = {
        try await Task.sleep(nanoseconds: NSEC_PER_SEC)
        return "\($0) is a good number."
      }
    }

    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.refresh)
    await store.send(.cancelButtonTapped)
  }
}

// MARK: - Run

let tests = RefreshableTests()
await tests.testHappyPath()
await tests.testUnhappyPath()
await tests.testCancellation()
print("tests ran")

let store = Store(initialState: Refreshable.State()) { Refreshable() }
let screen = ViewHost(RefreshableView(store: store))
try screen.tap("+")
// What `.refreshable { await viewStore.send(.refresh).finish() }` does: wait for the fact.
await store.send(.refresh).finish()
print(screen.texts)
