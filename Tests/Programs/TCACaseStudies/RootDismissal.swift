// A feature that closes itself (`@Dependency(\.dismiss)`), tested at the root with a TestStore:
// TCA 1.11+ lets the test store stand for the presenting parent. Our own feature: a kettle that
// boils until it is switched off. The line that should be blamed ends with a `// ←` comment.
import ComposableArchitecture

struct Kettle: Reducer {
  struct State: Equatable { var isBoiling = false }
  enum Action: Equatable { case switchOff, switchOn }
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .switchOff:
        return .run { _ in await dismiss() }
      case .switchOn:
        state.isBoiling = true
        return .run { _ in try await Task.never() }
      }
    }
  }
}

let store = TestStore(initialState: Kettle.State()) { Kettle() }
await store.send(.switchOn) { $0.isBoiling = true }
await store.send(.switchOff)
await store.send(.switchOn)  // ← after dismissal
print("dismissed: \(store.isDismissed)")
