// In the style of TCA 1.0–1.6's composition case study (two copies of one child feature, each
// scoped into the parent with `Scope` and into the view with `store.scope`), with a feature of
// our own: a ticket desk counting adult and child tickets.
import ComposableArchitecture
import SwiftUI

// MARK: - Child

struct Tally: Reducer {
  struct State: Equatable {
    var tickets = 0
  }

  enum Action: Equatable {
    case lessTapped
    case moreTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .lessTapped:
      state.tickets = max(0, state.tickets - 1)
    case .moreTapped:
      state.tickets += 1
    }
    return .none
  }
}

struct TallyView: View {
  let store: StoreOf<Tally>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      HStack {
        Button("Fewer") { viewStore.send(.lessTapped) }
        Text("\(viewStore.tickets)")
        Button("More") { viewStore.send(.moreTapped) }
      }
    }
  }
}

// MARK: - Parent

struct TicketDesk: Reducer {
  struct State: Equatable {
    var adults = Tally.State()
    var children = Tally.State()
  }

  enum Action: Equatable {
    case adults(Tally.Action)
    case children(Tally.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.adults, action: /Action.adults) { Tally() }
    Scope(state: \.children, action: /Action.children) { Tally() }
  }
}

struct TicketDeskView: View {
  let store: StoreOf<TicketDesk>

  var body: some View {
    Form {
      HStack {
        Text("Adults")
        TallyView(store: self.store.scope(state: \.adults, action: { .adults($0) }))
      }
      HStack {
        Text("Children")
        TallyView(store: self.store.scope(state: \.children, action: TicketDesk.Action.children))
      }
    }
    .navigationTitle("Tickets")
  }
}

// MARK: - Tests

@MainActor
final class TicketDeskTests {
  func testTalliesAreIndependent() async {
    let store = TestStore(initialState: TicketDesk.State()) {
      TicketDesk()
    }
    await store.send(.adults(.moreTapped)) { $0.adults.tickets = 1 }
    await store.send(.children(.moreTapped)) { $0.children.tickets = 1 }
    await store.send(.children(.lessTapped)) { $0.children.tickets = 0 }
    await store.send(.children(.lessTapped))
  }
}

// MARK: - Run

await TicketDeskTests().testTalliesAreIndependent()
print("tests ran")

let store = Store(initialState: TicketDesk.State()) { TicketDesk() }
let screen = ViewHost(TicketDeskView(store: store))
try screen.tap("More")
print(screen.texts)
print(store.withState(\.adults.tickets), store.withState(\.children.tickets))
print("TicketDeskView bodies: \(screen.bodyRunCount(of: TicketDeskView.self))")
