// A list app in the style of TCA 1.0–1.6's larger examples: rows with `@BindingState` run by a
// `forEach`, a parent that reacts to one row binding (`.item(id: _, action: .binding(\.$isPacked))`)
// with a debounced, cancellable effect on `\.continuousClock`, `@Dependency(\.uuid)`,
// `BindingViewState` in a view state, `ForEachStore` with `.onDelete`, `send(_:animation:)`, and
// tests that drive a `TestClock`.
// Our own feature: a packing list for a trip; packed things sink to the bottom a moment later.
import ComposableArchitecture
import Foundation
import SwiftUI

// MARK: - One thing to pack

struct Item: Reducer {
  struct State: Equatable, Identifiable {
    let id: UUID
    @BindingState var name = ""
    @BindingState var isPacked = false
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}

struct ItemView: View {
  let store: StoreOf<Item>

  var body: some View {
    WithViewStore(store, observe: { $0 }) { viewStore in
      HStack {
        Button(viewStore.isPacked ? "[x]" : "[ ]") {
          viewStore.$isPacked.wrappedValue.toggle()
        }
        TextField("Something to pack", text: viewStore.$name)
      }
    }
  }
}

// MARK: - The list

enum Shown: LocalizedStringKey, CaseIterable, Hashable {
  case everything = "Everything"
  case toPack = "To pack"
  case packed = "Packed"
}

struct PackingList: Reducer {
  struct State: Equatable {
    @BindingState var shown: Shown = .everything
    var items: IdentifiedArrayOf<Item.State> = []

    var shownItems: IdentifiedArrayOf<Item.State> {
      switch shown {
      case .everything: return items
      case .toPack: return items.filter { !$0.isPacked }
      case .packed: return items.filter(\.isPacked)
      }
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case addItemTapped
    case binding(BindingAction<State>)
    case deleted(IndexSet)
    case item(id: Item.State.ID, action: Item.Action)
    case packedSankToBottom
    case removePackedTapped
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid
  private enum CancelID { case sinking }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addItemTapped:
        state.items.insert(Item.State(id: uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case let .deleted(offsets):
        let ids = offsets.map { state.shownItems[$0].id }
        for id in ids { state.items.remove(id: id) }
        return .none

      case .item(id: _, action: .binding(\.$isPacked)):
        return .run { send in
          try await clock.sleep(for: .milliseconds(800))
          await send(.packedSankToBottom, animation: .default)
        }
        .cancellable(id: CancelID.sinking, cancelInFlight: true)

      case .item:
        return .none

      case .packedSankToBottom:
        state.items.sort { !$0.isPacked && $1.isPacked }
        return .none

      case .removePackedTapped:
        state.items.removeAll(where: \.isPacked)
        return .none
      }
    }
    .forEach(\.items, action: /Action.item(id:action:)) {
      Item()
    }
  }
}

struct PackingListView: View {
  let store: StoreOf<PackingList>

  struct ViewState: Equatable {
    @BindingViewState var shown: Shown
    let nothingPacked: Bool

    init(store: BindingViewStore<PackingList.State>) {
      _shown = store.$shown
      nothingPacked = !store.items.contains(where: \.isPacked)
    }
  }

  var body: some View {
    WithViewStore(store, observe: ViewState.init) { viewStore in
      NavigationStack {
        VStack {
          Picker("Show", selection: viewStore.$shown) {
            ForEach(Shown.allCases, id: \.self) { shown in
              Text(shown.rawValue).tag(shown)
            }
          }
          List {
            ForEachStore(store.scope(state: \.shownItems, action: { .item(id: $0, action: $1) })) {
              ItemView(store: $0)
            }
            .onDelete { viewStore.send(.deleted($0), animation: .default) }
          }
          HStack {
            Button("Remove packed") { viewStore.send(.removePackedTapped, animation: .default) }
              .disabled(viewStore.nothingPacked)
            Button("Add item") { viewStore.send(.addItemTapped, animation: .default) }
          }
        }
        .navigationTitle("Packing list")
      }
    }
  }
}

// MARK: - Tests

@MainActor
final class PackingListTests {
  let clock = TestClock()
  let passport = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!
  let charger = UUID(uuidString: "00000000-0000-0000-0000-00000000000B")!

  var twoItems: PackingList.State {
    PackingList.State(items: [Item.State(id: passport, name: "Passport"), Item.State(id: charger, name: "Charger")])
  }

  func testNewItemsGoOnTop() async {
    let store = TestStore(initialState: PackingList.State()) {
      PackingList()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addItemTapped) {
      $0.items = [Item.State(id: UUID(0))]
    }
    await store.send(.addItemTapped) {
      $0.items = [Item.State(id: UUID(1)), Item.State(id: UUID(0))]
    }
  }

  func testRenamingAnItem() async {
    let store = TestStore(initialState: twoItems) {
      PackingList()
    }

    await store.send(.item(id: charger, action: .set(\.$name, "Phone charger"))) {
      $0.items[id: self.charger]?.name = "Phone charger"
    }
  }

  func testPackedItemsSinkAfterAMoment() async {
    let store = TestStore(initialState: twoItems) {
      PackingList()
    } withDependencies: {
      $0.continuousClock = self.clock
    }

    await store.send(.item(id: passport, action: .set(\.$isPacked, true))) {
      $0.items[id: self.passport]?.isPacked = true
    }
    await clock.advance(by: .milliseconds(800))
    await store.receive(.packedSankToBottom) {
      $0.items = [$0.items[1], $0.items[0]]
    }
  }

  func testChangingYourMindRestartsTheWait() async {
    let store = TestStore(initialState: twoItems) {
      PackingList()
    } withDependencies: {
      $0.continuousClock = self.clock
    }

    await store.send(.item(id: passport, action: .set(\.$isPacked, true))) {
      $0.items[id: self.passport]?.isPacked = true
    }
    await clock.advance(by: .milliseconds(400))
    await store.send(.item(id: passport, action: .set(\.$isPacked, false))) {
      $0.items[id: self.passport]?.isPacked = false
    }
    await clock.advance(by: .milliseconds(800))
    await store.receive(.packedSankToBottom)
  }

  func testRemovingWhatIsPacked() async {
    var state = twoItems
    state.items[id: charger]?.isPacked = true
    let store = TestStore(initialState: state) {
      PackingList()
    }

    await store.send(.removePackedTapped) {
      $0.items = [$0.items[0]]
    }
  }

  func testDeletingFromTheFilteredList() async {
    var state = twoItems
    state.items[id: charger]?.isPacked = true
    let store = TestStore(initialState: state) {
      PackingList()
    }

    await store.send(.set(\.$shown, .packed)) {
      $0.shown = .packed
    }
    await store.send(.deleted([0])) {
      $0.items.remove(id: self.charger)
    }
  }
}

// MARK: - Run

let tests = PackingListTests()
await tests.testNewItemsGoOnTop()
await tests.testRenamingAnItem()
await tests.testPackedItemsSinkAfterAMoment()
await tests.testChangingYourMindRestartsTheWait()
await tests.testRemovingWhatIsPacked()
await tests.testDeletingFromTheFilteredList()
print("tests ran")

let store = Store(initialState: PackingList.State()) {
  PackingList()
} withDependencies: {
  $0.uuid = .incrementing
  $0.continuousClock = TestClock()
}
let screen = ViewHost(PackingListView(store: store))
try screen.tap("Add item")
try screen.tap("Add item")
try screen.type("Sun cream", into: "Something to pack")
try screen.tap("[ ]")
print(screen.texts)
try screen.select(Shown.toPack, in: "Show")
print(screen.texts)
try screen.select(Shown.everything, in: "Show")
try screen.swipeToDelete("Sun cream")
print(screen.texts)
try screen.tap("Add item")
try screen.tap("[ ]")
try screen.tap("Remove packed")
print(screen.texts, store.withState(\.items.count))
