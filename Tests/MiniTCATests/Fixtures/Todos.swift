// TCA 1.0–1.6 example "Todos" (Examples/Todos/Todos/Todo.swift, Todos.swift and
// TodosTests/TodosTests.swift) in the same shape and API: a `@BindingState` child in a
// `forEach`, `case .todo(id: _, action: .binding(\.$isComplete))` starting a debounced,
// cancellable effect on the `\.continuousClock` dependency, `@Dependency(\.uuid)`,
// `BindingViewState`, `ForEachStore`, and tests that drive a `TestClock`. Adapted:
// `import Foundation` (real SwiftUI re-exports it); the XCTestCase becomes a plain class run at the
// bottom; the mini SwiftUI has no edit mode, swipe-to-delete, reordering, images, navigation bar
// items or animations, so editing, `delete(IndexSet)` and `move(IndexSet, Int)` (and their
// tests) are left out, the checkbox is a text button, and `send(_:animation:)` loses its animation.
import ComposableArchitecture
import Foundation
import SwiftUI

// MARK: - Todo

struct Todo: Reducer {
  struct State: Equatable, Identifiable {
    @BindingState var description = ""
    let id: UUID
    @BindingState var isComplete = false
  }

  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
  }

  var body: some Reducer<State, Action> {
    BindingReducer()
  }
}

struct TodoView: View {
  let store: StoreOf<Todo>

  var body: some View {
    WithViewStore(self.store, observe: { $0 }) { viewStore in
      HStack {
        Button(viewStore.isComplete ? "☑" : "☐") {
          viewStore.$isComplete.wrappedValue.toggle()
        }

        TextField("Untitled Todo", text: viewStore.$description)
      }
    }
  }
}

// MARK: - Todos

enum Filter: LocalizedStringKey, CaseIterable, Hashable {
  case all = "All"
  case active = "Active"
  case completed = "Completed"
}

struct Todos: Reducer {
  struct State: Equatable {
    @BindingState var filter: Filter = .all
    var todos: IdentifiedArrayOf<Todo.State> = []

    var filteredTodos: IdentifiedArrayOf<Todo.State> {
      switch filter {
      case .active: return self.todos.filter { !$0.isComplete }
      case .all: return self.todos
      case .completed: return self.todos.filter(\.isComplete)
      }
    }
  }

  enum Action: BindableAction, Equatable, Sendable {
    case addTodoButtonTapped
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    case sortCompletedTodos
    case todo(id: Todo.State.ID, action: Todo.Action)
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid
  private enum CancelID { case todoCompletion }

  var body: some Reducer<State, Action> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: self.uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .sortCompletedTodos:
        state.todos.sort { $1.isComplete && !$0.isComplete }
        return .none

      case .todo(id: _, action: .binding(\.$isComplete)):
        return .run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.sortCompletedTodos)
        }
        .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todo:
        return .none
      }
    }
    .forEach(\.todos, action: /Action.todo(id:action:)) {
      Todo()
    }
  }
}

struct AppView: View {
  let store: StoreOf<Todos>

  struct ViewState: Equatable {
    @BindingViewState var filter: Filter
    let isClearCompletedButtonDisabled: Bool

    init(store: BindingViewStore<Todos.State>) {
      self._filter = store.$filter
      self.isClearCompletedButtonDisabled = !store.todos.contains(where: \.isComplete)
    }
  }

  var body: some View {
    WithViewStore(self.store, observe: ViewState.init) { viewStore in
      NavigationStack {
        VStack(alignment: .leading) {
          Picker("Filter", selection: viewStore.$filter) {
            ForEach(Filter.allCases, id: \.self) { filter in
              Text(filter.rawValue).tag(filter)
            }
          }

          List {
            ForEachStore(
              self.store.scope(state: \.filteredTodos, action: { .todo(id: $0, action: $1) })
            ) {
              TodoView(store: $0)
            }
          }

          HStack(spacing: 20) {
            Button("Clear Completed") {
              viewStore.send(.clearCompletedButtonTapped)
            }
            .disabled(viewStore.isClearCompletedButtonDisabled)
            Button("Add Todo") { viewStore.send(.addTodoButtonTapped) }
          }
        }
        .navigationTitle("Todos")
      }
    }
  }
}

// MARK: - Tests

@MainActor
final class TodosTests {
  let clock = TestClock()

  func testAddTodo() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }

    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
        at: 0
      )
    }

    await store.send(.addTodoButtonTapped) {
      $0.todos = [
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: false
        ),
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
      ]
    }
  }

  func testEditTodo() async {
    let state = Todos.State(
      todos: [
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        )
      ]
    )

    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(
      .todo(id: state.todos[0].id, action: .set(\.$description, "Learn Composable Architecture"))
    ) {
      $0.todos[id: state.todos[0].id]?.description = "Learn Composable Architecture"
    }
  }

  func testCompleteTodo() async {
    let state = Todos.State(
      todos: [
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: false
        ),
      ]
    )

    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = self.clock
    }

    await store.send(.todo(id: state.todos[0].id, action: .set(\.$isComplete, true))) {
      $0.todos[id: state.todos[0].id]?.isComplete = true
    }
    await self.clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [
        $0.todos[1],
        $0.todos[0],
      ]
    }
  }

  func testCompleteTodoDebounces() async {
    let state = Todos.State(
      todos: [
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: false
        ),
      ]
    )

    let store = TestStore(initialState: state) {
      Todos()
    } withDependencies: {
      $0.continuousClock = self.clock
    }

    await store.send(.todo(id: state.todos[0].id, action: .set(\.$isComplete, true))) {
      $0.todos[id: state.todos[0].id]?.isComplete = true
    }
    await self.clock.advance(by: .milliseconds(500))
    await store.send(.todo(id: state.todos[0].id, action: .set(\.$isComplete, false))) {
      $0.todos[id: state.todos[0].id]?.isComplete = false
    }
    await self.clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos)
  }

  func testClearCompleted() async {
    let state = Todos.State(
      todos: [
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: true
        ),
      ]
    )

    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [
        $0.todos[0]
      ]
    }
  }

  func testFilteredEdit() async {
    let state = Todos.State(
      todos: [
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!,
          isComplete: false
        ),
        Todo.State(
          description: "",
          id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!,
          isComplete: true
        ),
      ]
    )

    let store = TestStore(initialState: state) {
      Todos()
    }

    await store.send(.set(\.$filter, .completed)) {
      $0.filter = .completed
    }
    await store.send(.todo(id: state.todos[1].id, action: .set(\.$description, "Did this already"))) {
      $0.todos[id: state.todos[1].id]?.description = "Did this already"
    }
  }
}

// MARK: - Run

let tests = TodosTests()
await tests.testAddTodo()
await tests.testEditTodo()
await tests.testCompleteTodo()
await tests.testCompleteTodoDebounces()
await tests.testClearCompleted()
await tests.testFilteredEdit()
print("tests ran")

let store = Store(initialState: Todos.State()) {
  Todos()
} withDependencies: {
  $0.uuid = .incrementing
  $0.continuousClock = TestClock()
}
let screen = ViewHost(AppView(store: store))
try screen.tap("Add Todo")
try screen.tap("Add Todo")
try screen.type("Buy milk", into: "Untitled Todo")
try screen.tap("☐")
print(screen.texts)
try screen.select(Filter.active, in: "Filter")
print(screen.texts)
try screen.tap("Clear Completed")
try screen.select(Filter.all, in: "Filter")
print(screen.texts)
