// The to-do list most SwiftUI tutorials build: ForEach($todos) { $todo in … } editing rows in
// place (iOS 15 binding form), Toggle(isOn:), .onDelete and .onMove with EditButton, a .task
// that loads on appear, .onChange(of:) in both its iOS 14 and iOS 17 forms, and .sheet(item:).
import SwiftUI

struct Todo: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

struct TodoRow: View {
    @Binding var todo: Todo

    var body: some View {
        HStack {
            Toggle(todo.title, isOn: $todo.isDone)
            Image(systemName: todo.isDone ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(todo.isDone ? .green : .secondary)
        }
    }
}

struct TodoDetail: View {
    let todo: Todo
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text(todo.title)
                .font(.title)
            Button("Close") { dismiss() }
        }
    }
}

struct ContentView: View {
    @State private var todos: [Todo] = []
    @State private var isLoading = true
    @State private var doneCount = 0
    @State private var log: [String] = []
    @State private var selectedTodo: Todo?

    var body: some View {
        NavigationStack {
            List {
                if isLoading {
                    ProgressView()
                }
                ForEach($todos) { $todo in
                    TodoRow(todo: $todo)
                }
                .onDelete { offsets in
                    todos.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    todos.move(fromOffsets: source, toOffset: destination)
                }
                Section("Summary") {
                    Text("\(doneCount) of \(todos.count) done")
                    Text(log.joined(separator: ", "))
                    if let first = todos.first {
                        Button("Open \(first.title)") {
                            selectedTodo = first
                        }
                    }
                }
            }
            .navigationTitle("Todos")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    EditButton()
                }
            }
            .task {
                todos = [Todo(id: 1, title: "Buy milk"), Todo(id: 2, title: "Walk the dog"), Todo(id: 3, title: "Write code")]
                isLoading = false
            }
            .onChange(of: todos) { newValue in
                doneCount = newValue.filter(\.isDone).count
            }
            .onChange(of: doneCount) { oldValue, newValue in
                log.append("\(oldValue)→\(newValue)")
            }
            .sheet(item: $selectedTodo) { todo in
                TodoDetail(todo: todo)
            }
        }
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
await app.settle()
precondition(app.texts == ["Buy milk", "Walk the dog", "Write code", "Summary", "0 of 3 done", "Open Buy milk", "Edit"], "\(app.texts)")

try app.toggle("Walk the dog")
precondition(app.texts.contains("1 of 3 done") && app.texts.contains("0→1"), "\(app.texts)")

try app.tap("Edit")
precondition(app.texts.last == "Done", "EditButton switches to Done: \(app.texts)")
try app.move("Write code", to: 0)
try app.tap("Done")
precondition(Array(app.texts.prefix(3)) == ["Write code", "Buy milk", "Walk the dog"], "\(app.texts)")

try app.swipeToDelete("Walk the dog")
precondition(app.texts.contains("0 of 2 done") && app.texts.contains("0→1, 1→0"), "\(app.texts)")

try app.tap("Open Write code")
precondition(app.texts == ["Write code", "Close"], "sheet(item:) shows the chosen todo: \(app.texts)")
try app.tap("Close")
precondition(app.texts.first == "Write code", "dismiss() set the item back to nil: \(app.texts)")
