import Foundation
import MiniSwiftUI
import MiniTCA
import Testing

private struct Todo: Equatable, Identifiable {
    let id: Int
    var isComplete = false
}

extension MiniTCATests {
    @Suite @MainActor struct IdentifiedArrays {
        @Test func insertKeepsIdsUnique() {
            var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1)]
            todos.insert(Todo(id: 2), at: 0)
            todos.insert(Todo(id: 1, isComplete: true), at: 0)
            #expect(todos.ids == [2, 1])
            #expect(todos[id: 1]?.isComplete == false)
        }

        @Test func filterAndRemoveAllKeepAnIdentifiedArray() {
            var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2, isComplete: true), Todo(id: 3)]
            let completed: IdentifiedArrayOf<Todo> = todos.filter(\.isComplete)
            #expect(completed.ids == [2])
            #expect(completed[id: 2] != nil)
            todos.removeAll(where: \.isComplete)
            #expect(todos.ids == [1, 3])
        }

        @Test func sortsInPlace() {
            var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1, isComplete: true), Todo(id: 2), Todo(id: 3)]
            todos.sort { $1.isComplete && !$0.isComplete }
            #expect(todos.ids == [2, 3, 1])
        }
    }

    @Suite @MainActor struct ViewStoreBindings {
        @Test func aBindingToTheWholeViewStateSendsItsAction() {
            struct Name: Reducer {
                func reduce(into state: inout String, action: String) -> Effect<String> {
                    state = action.uppercased()
                    return .none
                }
            }
            let store = Store(initialState: "") { Name() }
            let viewStore = ViewStore(store, observe: { $0 })
            let binding = viewStore.binding(send: { $0 })
            binding.wrappedValue = "blob"
            // The binding only sent the value; what it shows is what the reducer made of it.
            #expect(binding.wrappedValue == "BLOB")
        }

        @Test func removeAndMoveByOffsetsAsListsHandThemOver() {
            var rows: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2), Todo(id: 3), Todo(id: 4)]
            rows.move(fromOffsets: [0], toOffset: 3)
            #expect(rows.ids == [2, 3, 1, 4])
            rows.move(fromOffsets: [3], toOffset: 0)
            #expect(rows.ids == [4, 2, 3, 1])
            rows.remove(atOffsets: [0, 2])
            #expect(rows.ids == [2, 1])
        }

        @Test func removesFromEitherEndAndAppendsOnlyNewIds() {
            var todos: IdentifiedArrayOf<Todo> = [Todo(id: 1), Todo(id: 2), Todo(id: 3), Todo(id: 4)]
            #expect(todos.removeLast().id == 4)
            #expect(todos.removeFirst().id == 1)
            todos.append(contentsOf: [Todo(id: 2, isComplete: true), Todo(id: 5)])
            #expect(todos.ids == [2, 3, 5])
            #expect(todos[id: 2]?.isComplete == false)
            #expect(todos.popLast()?.id == 5)
        }
    }
}
