// In the style of TCA 1.0–1.6's refreshable case study (a reload that the view waits for with
// `viewStore.send(_:while:)`, as `.refreshable` does, and a cancel button), with a feature of our
// own: the tide times for a harbour. Adapted: the mini SwiftUI has no pull to refresh, so the
// program below does what `.refreshable { await viewStore.send(.refresh, while: \.isLoading) }`
// would.
import ComposableArchitecture
import Foundation
import SwiftUI

// MARK: - Feature

struct Tides: Reducer {
  struct State: Equatable {
    var harbour = 0
    var isLoading = false
    var times: String?
  }

  enum Action: Equatable {
    case cancelTapped
    case nextHarbourTapped
    case refresh
    case timesResponse(TaskResult<String>)
  }

  @Dependency(\.tideTable) var tideTable
  private enum CancelID { case load }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cancelTapped:
      state.isLoading = false
      return .cancel(id: CancelID.load)
    case .nextHarbourTapped:
      state.harbour += 1
      state.times = nil
      return .none
    case .refresh:
      state.isLoading = true
      state.times = nil
      return .run { [harbour = state.harbour] send in
        await send(.timesResponse(TaskResult { try await self.tideTable.times(harbour) }))
      }
      .cancellable(id: CancelID.load)
    case let .timesResponse(.success(times)):
      state.isLoading = false
      state.times = times
      return .none
    case .timesResponse(.failure):
      state.isLoading = false
      return .none
    }
  }
}

struct TidesView: View {
  let store: StoreOf<Tides>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      List {
        Text("Harbour \(viewStore.harbour)")
        Button("Next harbour") { viewStore.send(.nextHarbourTapped) }
        if let times = viewStore.times {
          Text(times)
        }
        if viewStore.isLoading {
          Button("Cancel") { viewStore.send(.cancelTapped) }
        }
      }
    }
  }
}

// MARK: - Dependency

struct TideTable {
  var times: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var tideTable: TideTable {
    get { self[TideTable.self] }
    set { self[TideTable.self] = newValue }
  }
}

extension TideTable: DependencyKey {
  static let liveValue = Self { harbour in
    try await Task.sleep(nanoseconds: 10_000_000)
    return "High tide at harbour \(harbour): 6:40"
  }
  static let testValue = Self(times: unimplemented("TideTable.times"))
}

// MARK: - Tests

@MainActor
final class TidesTests {
  func testRefresh() async {
    let store = TestStore(initialState: Tides.State()) {
      Tides()
    } withDependencies: {
      $0.tideTable.times = { "Harbour \($0): noon" }
    }
    await store.send(.nextHarbourTapped) { $0.harbour = 1 }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(.timesResponse(.success("Harbour 1: noon"))) {
      $0.isLoading = false
      $0.times = "Harbour 1: noon"
    }
  }

  func testRefreshFails() async {
    struct Fog: Equatable, Error {}
    let store = TestStore(initialState: Tides.State()) {
      Tides()
    } withDependencies: {
      $0.tideTable.times = { _ in throw Fog() }
    }
    await store.send(.refresh) { $0.isLoading = true }
    await store.receive(.timesResponse(.failure(Fog()))) { $0.isLoading = false }
  }

  func testCancel() async {
    let store = TestStore(initialState: Tides.State()) {
      Tides()
    } withDependencies: {
      $0.tideTable.times = {
        try await Task.sleep(nanoseconds: NSEC_PER_SEC)
        return "Harbour \($0): late"
      }
    }
    await store.send(.refresh) { $0.isLoading = true }
    await store.send(.cancelTapped) { $0.isLoading = false }
  }
}

// MARK: - Run

let tests = TidesTests()
await tests.testRefresh()
await tests.testRefreshFails()
await tests.testCancel()
print("tests ran")

let store = Store(initialState: Tides.State()) { Tides() }
let viewStore = ViewStore(store, observe: { $0 })
let screen = ViewHost(TidesView(store: store))
try screen.tap("Next harbour")
// What pulling down does: `.refreshable` waits while the view state says it is loading.
await viewStore.send(.refresh, while: \.isLoading)
print(screen.texts)
