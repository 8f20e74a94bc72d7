// In the style of TCA 1.0–1.6's cancellation case study (a request marked `.cancellable` that a
// cancel button, or changing its input, stops), with a feature of our own: fetching a line of a
// poem for the page a stepper picks.
import ComposableArchitecture
import Foundation
import SwiftUI

// MARK: - Feature

struct PoemLine: Reducer {
  struct State: Equatable {
    var page = 0
    var line: String?
    var isLoading = false
  }

  enum Action: Equatable {
    case cancelTapped
    case fetchTapped
    case lineResponse(TaskResult<String>)
    case pageChanged(Int)
  }

  @Dependency(\.poems) var poems
  private enum CancelID { case request }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cancelTapped:
      state.isLoading = false
      return .cancel(id: CancelID.request)

    case let .pageChanged(page):
      state.page = page
      state.line = nil
      state.isLoading = false
      return .cancel(id: CancelID.request)

    case .fetchTapped:
      state.line = nil
      state.isLoading = true
      return .run { [page = state.page] send in
        await send(.lineResponse(TaskResult { try await self.poems.line(page) }))
      }
      .cancellable(id: CancelID.request)

    case let .lineResponse(.success(line)):
      state.isLoading = false
      state.line = line
      return .none

    case .lineResponse(.failure):
      state.isLoading = false
      return .none
    }
  }
}

// MARK: - View

struct PoemLineView: View {
  let store: StoreOf<PoemLine>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      Form {
        Stepper("\(viewStore.page)", value: viewStore.binding(get: \.page, send: PoemLine.Action.pageChanged))
        if viewStore.isLoading {
          Button("Stop") { viewStore.send(.cancelTapped) }
        } else {
          Button("Fetch a line") { viewStore.send(.fetchTapped) }
        }
        if let line = viewStore.line {
          Text(line)
        }
      }
    }
  }
}

// MARK: - Dependency

struct PoemClient {
  var line: @Sendable (Int) async throws -> String
}

extension DependencyValues {
  var poems: PoemClient {
    get { self[PoemClient.self] }
    set { self[PoemClient.self] = newValue }
  }
}

extension PoemClient: DependencyKey {
  static let liveValue = Self { page in
    try await Task.sleep(nanoseconds: 10_000_000)
    return "Page \(page): the sea is calm tonight"
  }
  static let testValue = Self(line: unimplemented("PoemClient.line"))
}

// MARK: - Tests

@MainActor
final class PoemLineTests {
  func testFetch() async {
    let store = TestStore(initialState: PoemLine.State()) {
      PoemLine()
    } withDependencies: {
      $0.poems.line = { "Page \($0) in the test" }
    }
    await store.send(.pageChanged(2)) { $0.page = 2 }
    await store.send(.fetchTapped) { $0.isLoading = true }
    await store.receive(.lineResponse(.success("Page 2 in the test"))) {
      $0.isLoading = false
      $0.line = "Page 2 in the test"
    }
  }

  func testFetchFails() async {
    struct Torn: Equatable, Error {}
    let store = TestStore(initialState: PoemLine.State()) {
      PoemLine()
    } withDependencies: {
      $0.poems.line = { _ in throw Torn() }
    }
    await store.send(.fetchTapped) { $0.isLoading = true }
    await store.receive(.lineResponse(.failure(Torn()))) { $0.isLoading = false }
  }

  // The request never answers: only cancelling it lets the test end with nothing running.
  func testStopCancelsTheRequest() async {
    let store = TestStore(initialState: PoemLine.State()) {
      PoemLine()
    } withDependencies: {
      $0.poems.line = { _ in try await Task.never() }
    }
    await store.send(.fetchTapped) { $0.isLoading = true }
    await store.send(.cancelTapped) { $0.isLoading = false }
  }

  func testTurningThePageCancelsTheRequest() async {
    let store = TestStore(initialState: PoemLine.State()) {
      PoemLine()
    } withDependencies: {
      $0.poems.line = { _ in try await Task.never() }
    }
    await store.send(.fetchTapped) { $0.isLoading = true }
    await store.send(.pageChanged(1)) {
      $0.page = 1
      $0.isLoading = false
    }
  }
}

// MARK: - Run

let tests = PoemLineTests()
await tests.testFetch()
await tests.testFetchFails()
await tests.testStopCancelsTheRequest()
await tests.testTurningThePageCancelsTheRequest()
print("tests ran")

let store = Store(initialState: PoemLine.State()) { PoemLine() }
let screen = ViewHost(PoemLineView(store: store))
try screen.increment("0")
try screen.tap("Fetch a line")
print(screen.texts)
try screen.tap("Stop")
print(screen.texts)
await store.send(.fetchTapped).finish()
print(screen.texts)
