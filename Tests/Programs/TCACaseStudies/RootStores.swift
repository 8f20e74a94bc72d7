// What a root store owns, as TCA 1.11+ and 1.20.1+ changed it: a feature that closes itself
// (`@Dependency(\.dismiss)`) tested at the root with a TestStore, which then stands for the
// presenting parent; and two root stores of one feature, whose effects share a cancellation id
// but which cancel only their own. Our own feature: a kettle that boils until it is switched
// off. The line that should be blamed ends with a `// ←` comment.
import ComposableArchitecture

struct Kettle: Reducer {
  struct State: Equatable { var isBoiling = false; var cups = 0 }
  enum Action: Equatable { case boiled, cancelTapped, pour, switchOff, switchOn }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss
  enum CancelID { case boil }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .boiled:
        state.cups += 1
        return .none
      case .cancelTapped:
        return .cancel(id: CancelID.boil)
      case .pour:
        return .run { send in
          try await clock.sleep(for: .seconds(1))
          await send(.boiled)
        }
        .cancellable(id: CancelID.boil)
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

let clock = TestClock()
let kitchen = Store(initialState: Kettle.State()) { Kettle() } withDependencies: { $0.continuousClock = clock }
let office = Store(initialState: Kettle.State()) { Kettle() } withDependencies: { $0.continuousClock = clock }
kitchen.send(.pour)
office.send(.pour)
office.send(.cancelTapped)
await clock.advance(by: .seconds(1))
await Task.megaYield()
print("kitchen: \(kitchen.withState(\.cups)), office: \(office.withState(\.cups))")
