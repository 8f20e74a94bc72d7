// Stack navigation as TCA 1.0–1.6 writes it: screens kept in `StackState`, reached through
// `StackAction` (`.element(id:action:)`, `.push`, `.popFrom`), run by `.forEach(\.path, action:)`
// over a `Path` reducer of `Scope`s; in the view `NavigationStackStore`, `NavigationLink(state:)`
// and `SwitchStore`/`CaseLet`; a pushed screen closes itself with `@Dependency(\.dismiss)`.
// Tests name screens by the ids the stack gives them (`#0`, `#1`…).
// Our own feature: a museum visit, room after room, with a gift shop at the end.
import ComposableArchitecture
import SwiftUI

// MARK: - Screens

struct Room: Reducer {
  struct State: Equatable {
    var number: Int
    var liked = false
  }

  enum Action: Equatable {
    case likeTapped
    case nextRoomTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .likeTapped:
      state.liked.toggle()
      return .none
    case .nextRoomTapped:
      // The museum decides where the next room is.
      return .none
    }
  }
}

struct GiftShop: Reducer {
  struct State: Equatable {
    var postcards = 0
  }

  enum Action: Equatable {
    case buyPostcardTapped
    case leaveTapped
  }

  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .buyPostcardTapped:
      state.postcards += 1
      return .none
    case .leaveTapped:
      return .run { _ in await dismiss() }
    }
  }
}

// MARK: - The museum

struct Museum: Reducer {
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action: Equatable {
    case path(StackAction<Path.State, Path.Action>)
    case straightToTheShopTapped
  }

  struct Path: Reducer {
    enum State: Equatable {
      case room(Room.State)
      case shop(GiftShop.State)
    }

    enum Action: Equatable {
      case room(Room.Action)
      case shop(GiftShop.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: /State.room, action: /Action.room) { Room() }
      Scope(state: /State.shop, action: /Action.shop) { GiftShop() }
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(id: id, action: .room(.nextRoomTapped))):
        guard case let .room(room) = state.path[id: id] else { return .none }
        state.path.append(room.number < 3 ? .room(Room.State(number: room.number + 1)) : .shop(GiftShop.State()))
        return .none

      case .path:
        return .none

      case .straightToTheShopTapped:
        state.path.append(.shop(GiftShop.State()))
        return .none
      }
    }
    .forEach(\.path, action: /Action.path) {
      Path()
    }
  }
}

struct MuseumView: View {
  let store: StoreOf<Museum>

  var body: some View {
    NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
      Form {
        NavigationLink("Start the visit", state: Museum.Path.State.room(Room.State(number: 1)))
        Button("Straight to the shop") { store.send(.straightToTheShopTapped) }
      }
      .navigationTitle("Museum")
    } destination: { store in
      SwitchStore(store) { state in
        switch state {
        case .room:
          CaseLet(/Museum.Path.State.room, action: Museum.Path.Action.room) { roomStore in
            WithViewStore(roomStore, observe: { $0 }) { viewStore in
              Text("Room \(viewStore.number)")
              Button(viewStore.liked ? "Liked" : "Like") { viewStore.send(.likeTapped) }
              Button("Next room") { viewStore.send(.nextRoomTapped) }
            }
          }
        case .shop:
          CaseLet(/Museum.Path.State.shop, action: Museum.Path.Action.shop) { shopStore in
            WithViewStore(shopStore, observe: \.postcards) { viewStore in
              Text("Postcards: \(viewStore.state)")
              Button("Buy a postcard") { viewStore.send(.buyPostcardTapped) }
              Button("Leave the shop") { viewStore.send(.leaveTapped) }
            }
          }
        }
      }
    }
  }
}

// MARK: - Tests

@MainActor
final class MuseumTests {
  func testWalkingFromRoomToRoom() async {
    let store = TestStore(initialState: Museum.State()) {
      Museum()
    }

    await store.send(.path(.push(id: 0, state: .room(Room.State(number: 1))))) {
      $0.path[id: 0] = .room(Room.State(number: 1))
    }
    await store.send(.path(.element(id: 0, action: .room(.likeTapped)))) {
      $0.path[id: 0, case: /Museum.Path.State.room]?.liked = true
    }
    await store.send(.path(.element(id: 0, action: .room(.nextRoomTapped)))) {
      $0.path[id: 1] = .room(Room.State(number: 2))
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
  }

  func testTheShopClosesItself() async {
    let store = TestStore(initialState: Museum.State()) {
      Museum()
    }

    await store.send(.straightToTheShopTapped) {
      $0.path.append(.shop(GiftShop.State()))
    }
    await store.send(.path(.element(id: 0, action: .shop(.buyPostcardTapped)))) {
      $0.path[id: 0, case: /Museum.Path.State.shop]?.postcards = 1
    }
    await store.send(.path(.element(id: 0, action: .shop(.leaveTapped))))
    await store.receive(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }
}

// MARK: - Run

let tests = MuseumTests()
await tests.testWalkingFromRoomToRoom()
await tests.testTheShopClosesItself()
print("tests ran")

let store = Store(initialState: Museum.State()) {
  Museum()
}
let screen = ViewHost(MuseumView(store: store))
try screen.tap("Start the visit")
try screen.tap("Like")
print(screen.texts)
try screen.tap("Next room")
try screen.tap("Next room")
try screen.tap("Next room")
print(screen.texts, store.withState { $0.path.count })
try screen.tap("Buy a postcard")
try screen.tap("Leave the shop")
// The shop dismisses itself from an effect: let it run.
await screen.settle()
print(screen.texts, store.withState { $0.path.count })
try screen.goBack()
print(screen.texts, store.withState { $0.path.ids.map { "\($0)" } })
