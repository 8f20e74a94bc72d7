// The "load, then present" pattern of TCA 1.0–1.6: a button starts a wait on the
// `\.continuousClock` dependency, and only when the wait is over does the parent put a child
// feature into its `@PresentationState`, which `.sheet(store:)` shows. The parent runs the child
// with `.ifLet(\.$ticket, action: /Action.ticket)`; closing the sheet sends `.dismiss`. The test
// moves time with a `TestClock`.
// Our own feature: a cloakroom that fetches your coat, then hands you a ticket you can tip on.
import ComposableArchitecture
import SwiftUI

// MARK: - The presented feature

struct CoatTicket: Reducer {
  struct State: Equatable {
    var number: Int
    var tip = 0
  }

  enum Action: Equatable {
    case lessTipTapped
    case moreTipTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .lessTipTapped:
      state.tip = max(0, state.tip - 1)
      return .none
    case .moreTipTapped:
      state.tip += 1
      return .none
    }
  }
}

struct CoatTicketView: View {
  let store: StoreOf<CoatTicket>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      VStack {
        Text("Ticket \(viewStore.number)")
        HStack {
          Button("Less tip") { viewStore.send(.lessTipTapped) }
          Text("Tip: \(viewStore.tip) coins")
          Button("More tip") { viewStore.send(.moreTipTapped) }
        }
      }
    }
  }
}

// MARK: - The presenting feature

struct Cloakroom: Reducer {
  struct State: Equatable {
    @PresentationState var ticket: CoatTicket.State?
    var isFetching = false
    var nextTicketNumber = 7
  }

  enum Action: Equatable {
    case coatArrived
    case fetchCoatTapped
    case ticket(PresentationAction<CoatTicket.Action>)
  }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .fetchCoatTapped:
        state.isFetching = true
        return .run { send in
          try await clock.sleep(for: .seconds(2))
          await send(.coatArrived)
        }

      case .coatArrived:
        state.isFetching = false
        state.ticket = CoatTicket.State(number: state.nextTicketNumber)
        state.nextTicketNumber += 1
        return .none

      case .ticket:
        return .none
      }
    }
    .ifLet(\.$ticket, action: /Action.ticket) {
      CoatTicket()
    }
  }
}

struct CloakroomView: View {
  let store: StoreOf<Cloakroom>

  var body: some View {
    WithViewStore(store, observe: \.isFetching) { viewStore in
      Form {
        Button {
          viewStore.send(.fetchCoatTapped)
        } label: {
          HStack {
            Text("Fetch my coat")
            if viewStore.state {
              Text("Fetching…")
            }
          }
        }
      }
      .sheet(store: store.scope(state: \.$ticket, action: { .ticket($0) })) { ticketStore in
        CoatTicketView(store: ticketStore)
      }
    }
  }
}

// MARK: - Tests

@MainActor
final class CloakroomTests {
  func testTheTicketComesOnceTheCoatDoes() async {
    let clock = TestClock()
    let store = TestStore(initialState: Cloakroom.State()) {
      Cloakroom()
    } withDependencies: {
      $0.continuousClock = clock
    }

    await store.send(.fetchCoatTapped) {
      $0.isFetching = true
    }
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1))
    await store.receive(.coatArrived) {
      $0.isFetching = false
      $0.ticket = CoatTicket.State(number: 7)
      $0.nextTicketNumber = 8
    }
    await store.send(.ticket(.presented(.moreTipTapped))) {
      $0.ticket?.tip = 1
    }
    await store.send(.ticket(.dismiss)) {
      $0.ticket = nil
    }
  }
}

// MARK: - Run

await CloakroomTests().testTheTicketComesOnceTheCoatDoes()
print("tests ran")

let store = Store(initialState: Cloakroom.State()) {
  Cloakroom()
} withDependencies: {
  $0.continuousClock = ImmediateClock()
}
let screen = ViewHost(CloakroomView(store: store))
// The task of what the button sends tells when the coat has arrived.
let fetching = store.send(.fetchCoatTapped)
print(screen.texts)
await fetching.finish()
print(screen.texts)
try screen.tap("More tip")
try screen.tap("More tip")
try screen.tap("Less tip")
print(screen.texts)
try screen.dismissSheet()
print(screen.texts, store.withState { $0.ticket == nil })
