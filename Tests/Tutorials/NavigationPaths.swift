// Hacking with Swift, 100 Days of SwiftUI, day 43 ("Navigation"), as the tutorial writes it:
// NavigationLink(_:value:) with navigationDestination(for:), a NavigationStack bound to a
// NavigationPath, pushing in code, and popping to the root by clearing the path.
import SwiftUI

struct Student: Hashable {
    var id = UUID()
    var name: String
    var age: Int
}

struct DetailView: View {
    var number: Int
    @Binding var path: NavigationPath

    var body: some View {
        NavigationLink("Go to \(number + 1)", value: number + 1)
            .navigationTitle("Number: \(number)")
            .toolbar {
                Button("Home") {
                    path = NavigationPath()
                }
            }
    }
}

struct ContentView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                List(0..<3) { i in
                    NavigationLink("Select \(i)", value: i)
                }
                NavigationLink("Meet Taylor", value: Student(name: "Taylor", age: 26))
                Button("Show 32") {
                    path.append(32)
                }
                Text("Depth \(path.count)")
            }
            .navigationDestination(for: Int.self) { selection in
                DetailView(number: selection, path: $path)
            }
            .navigationDestination(for: Student.self) { student in
                Text("You selected \(student.name)")
            }
        }
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(app.texts == ["Select 0", "Select 1", "Select 2", "Meet Taylor", "Show 32", "Depth 0"], "\(app.texts)")

try app.tap("Select 1")
precondition(app.texts == ["Go to 2", "Home"], "\(app.texts)")
try app.tap("Go to 2")
try app.tap("Go to 3")
precondition(app.texts.first == "Go to 4", "three screens deep: \(app.texts)")
try app.goBack()
precondition(app.texts.first == "Go to 3", "back pops one screen: \(app.texts)")
try app.tap("Home")
precondition(app.texts.last == "Depth 0", "a new NavigationPath pops to the root: \(app.texts)")

try app.tap("Show 32")
precondition(app.texts.first == "Go to 33", "appending to the path pushes: \(app.texts)")
try app.goBack()
try app.tap("Meet Taylor")
precondition(app.texts == ["You selected Taylor"], "the destination is chosen by the value's type: \(app.texts)")
