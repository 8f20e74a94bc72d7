// In the style of TCA 1.4–1.6 (the `@Reducer` macro, case key paths, still `ViewStore`): the
// composition case study with a feature of our own, a bakery counter keeping two tallies, and
// tests that receive actions by case key path.
import ComposableArchitecture
import SwiftUI

@Reducer
struct Tally {
  struct State: Equatable {
    var count = 0
  }

  enum Action: Equatable {
    case decrementTapped
    case incrementTapped
    case delegate(Delegate)
    // A comment mentioning `case hidden(Int)` and a brace } is not a case.
    @CasePathable
    enum Delegate: Equatable {
      case reachedTen
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementTapped:
        state.count = max(0, state.count - 1)
        return .none
      case .incrementTapped:
        state.count += 1
        return state.count == 10 ? .send(.delegate(.reachedTen)) : .none
      case .delegate:
        return .none
      }
    }
  }
}

@Reducer
struct Bakery {
  struct State: Equatable {
    var bread = Tally.State()
    var cakes = Tally.State()
    var message = ""
  }

  enum Action: Equatable {
    case bread(Tally.Action)
    case cakes(Tally.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.bread, action: \.bread) { Tally() }
    Scope(state: \.cakes, action: \.cakes) { Tally() }
    Reduce { state, action in
      switch action {
      case .bread(.delegate(.reachedTen)):
        state.message = "Ten loaves!"
        return .none
      case .bread, .cakes:
        return .none
      }
    }
  }
}

struct BakeryView: View {
  let store: StoreOf<Bakery>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      Form {
        Text("Bread \(viewStore.bread.count)")
        Button("More bread") { viewStore.send(.bread(.incrementTapped)) }
        Text("Cakes \(viewStore.cakes.count)")
        Button("More cakes") { viewStore.send(.cakes(.incrementTapped)) }
        Text(viewStore.message)
      }
    }
  }
}

// MARK: - Tests

@MainActor
final class BakeryTests {
  func testTenLoaves() async {
    let store = TestStore(initialState: Bakery.State(bread: Tally.State(count: 9))) {
      Bakery()
    }
    await store.send(.bread(.incrementTapped)) { $0.bread.count = 10 }
    await store.receive(\.bread.delegate.reachedTen) { $0.message = "Ten loaves!" }
    await store.send(.cakes(.incrementTapped)) { $0.cakes.count = 1 }
  }
}

await BakeryTests().testTenLoaves()
print("tests ran")

let action = Bakery.Action.bread(.delegate(.reachedTen))
print(action.is(\.bread), action.is(\.cakes), action[case: \.bread.delegate] == .reachedTen)

let store = Store(initialState: Bakery.State()) { Bakery() }
let screen = ViewHost(BakeryView(store: store))
try screen.tap("More cakes")
print(screen.texts)
