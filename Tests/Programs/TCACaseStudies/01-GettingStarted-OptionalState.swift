// In the style of TCA 1.0–1.6's optional-state case study (`.ifLet` in the reducer, `IfLetStore`
// with an `else` in the view), with a feature of our own: a lunch order whose dessert is optional.
import ComposableArchitecture
import SwiftUI

// MARK: - Child

struct Dessert: Reducer {
  struct State: Equatable {
    var scoops = 1
  }

  enum Action: Equatable {
    case addScoopTapped
    case removeScoopTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .addScoopTapped:
      state.scoops += 1
    case .removeScoopTapped:
      state.scoops -= 1
    }
    return .none
  }
}

struct DessertView: View {
  let store: StoreOf<Dessert>

  var body: some View {
    WithViewStore(self.store, observe: \.scoops) { viewStore in
      HStack {
        Button("One scoop less") { viewStore.send(.removeScoopTapped) }
        Text("\(viewStore.state) scoops")
        Button("One scoop more") { viewStore.send(.addScoopTapped) }
      }
    }
  }
}

// MARK: - Parent

struct LunchOrder: Reducer {
  struct State: Equatable {
    var dessert: Dessert.State?
  }

  enum Action: Equatable {
    case dessert(Dessert.Action)
    case dessertToggled
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .dessertToggled:
        state.dessert = state.dessert == nil ? Dessert.State() : nil
        return .none
      case .dessert:
        return .none
      }
    }
    .ifLet(\.dessert, action: /Action.dessert) {
      Dessert()
    }
  }
}

struct LunchOrderView: View {
  let store: StoreOf<LunchOrder>

  var body: some View {
    Form {
      Button("Dessert, please") { self.store.send(.dessertToggled) }
      IfLetStore(self.store.scope(state: \.dessert, action: { .dessert($0) })) { store in
        Text("With **ice cream**")
        DessertView(store: store)
      } else: {
        Text("No dessert")
      }
    }
    .navigationTitle("Lunch")
  }
}

// MARK: - Tests

@MainActor
final class LunchOrderTests {
  func testDessertComesAndGoes() async {
    let store = TestStore(initialState: LunchOrder.State()) {
      LunchOrder()
    }
    await store.send(.dessertToggled) { $0.dessert = Dessert.State() }
    await store.send(.dessert(.addScoopTapped)) { $0.dessert?.scoops = 2 }
    await store.send(.dessertToggled) { $0.dessert = nil }
  }
}

// MARK: - Run

await LunchOrderTests().testDessertComesAndGoes()
print("tests ran")

let screen = ViewHost(LunchOrderView(store: Store(initialState: LunchOrder.State()) { LunchOrder() }))
print(screen.texts)
try screen.tap("Dessert, please")
try screen.tap("One scoop more")
try screen.tap("One scoop more")
print(screen.texts)
try screen.tap("Dessert, please")
print(screen.texts)
// A new dessert: the old one's scoops went with it.
try screen.tap("Dessert, please")
print(screen.texts)
