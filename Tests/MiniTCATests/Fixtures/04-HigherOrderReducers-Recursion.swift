// TCA 1.0–1.6 case study "Higher-order reducers / Recursion"
// (SwiftUICaseStudies/04-HigherOrderReducers-Recursion.swift and its RecursionTests) in the same
// shape and API: a reducer whose `forEach` runs itself on its rows, an `indirect` row action,
// `ForEachStore`, and `@Dependency(\.uuid)` set to `.incrementing` in tests. Adapted:
// `import Foundation` (real SwiftUI re-exports it); the XCTestCase becomes a plain class run at
// the bottom; the mini SwiftUI has no navigation links, toolbars or swipe-to-delete, so each row
// shows its nested rows in place and deleting (`onDelete(IndexSet)`) is left out.
import ComposableArchitecture
import Foundation
import SwiftUI

// MARK: - Feature domain

struct Nested: Reducer {
  struct State: Equatable, Identifiable {
    let id: UUID
    var name: String = ""
    var rows: IdentifiedArrayOf<State> = []
  }

  enum Action: Equatable {
    case addRowButtonTapped
    case nameTextFieldChanged(String)
    indirect case row(id: State.ID, action: Action)
  }

  @Dependency(\.uuid) var uuid

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .addRowButtonTapped:
        state.rows.append(State(id: self.uuid()))
        return .none

      case let .nameTextFieldChanged(name):
        state.name = name
        return .none

      case .row:
        return .none
      }
    }
    .forEach(\.rows, action: /Action.row(id:action:)) {
      Self()
    }
  }
}

// MARK: - Feature view

struct NestedView: View {
  let store: StoreOf<Nested>

  var body: some View {
    WithViewStore(self.store, observe: \.name) { viewStore in
      Form {
        ForEachStore(self.store.scope(state: \.rows, action: { .row(id: $0, action: $1) })) { rowStore in
          WithViewStore(rowStore, observe: \.name) { rowViewStore in
            HStack {
              TextField("Untitled", text: rowViewStore.binding(send: { .nameTextFieldChanged($0) }))
              Text("Next")
                .font(.callout)
            }
          }
        }
        Button("Add row") { viewStore.send(.addRowButtonTapped) }
      }
      .navigationTitle(viewStore.state.isEmpty ? "Untitled" : viewStore.state)
    }
  }
}

// MARK: - Tests

@MainActor
final class RecursionTests {
  func testAddRow() async {
    let store = TestStore(initialState: Nested.State(id: UUID())) {
      Nested()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addRowButtonTapped) {
      $0.rows.append(Nested.State(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!))
    }

    await store.send(
      .row(id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, action: .addRowButtonTapped)
    ) {
      $0.rows[id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!]?.rows.append(
        Nested.State(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)
      )
    }
  }

  func testChangeName() async {
    let store = TestStore(initialState: Nested.State(id: UUID())) {
      Nested()
    }

    await store.send(.nameTextFieldChanged("Blob Esq.")) {
      $0.name = "Blob Esq."
    }
  }
}

// MARK: - Run

let tests = RecursionTests()
await tests.testAddRow()
await tests.testChangeName()
print("tests ran")

let store = Store(initialState: Nested.State(id: UUID(0))) {
  Nested()
} withDependencies: {
  $0.uuid = .incrementing
}
let screen = ViewHost(NestedView(store: store))
try screen.tap("Add row")
try screen.tap("Add row")
try screen.type("Blob", into: "Untitled")
print(screen.texts)
print(store.withState { $0.rows.map(\.name) }, store.withState { $0.rows.map(\.id) })
print("NestedView bodies: \(screen.bodyRunCount(of: NestedView.self))")
