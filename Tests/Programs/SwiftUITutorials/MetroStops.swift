// In the style of Hacking with Swift's navigation days (100 Days of SwiftUI, day 43): riding a
// metro line stop by stop. NavigationLink(_:value:) with navigationDestination(for:), a
// NavigationStack bound to a NavigationPath, pushing in code by appending to the path, and
// going back to the start by replacing the path.
import SwiftUI

struct Driver: Hashable {
    let name: String
    let line: Int
}

struct StopView: View {
    let stop: Int
    @Binding var path: NavigationPath

    var body: some View {
        NavigationLink("Ride to stop \(stop + 1)", value: stop + 1)
            .navigationTitle("Stop \(stop)")
            .toolbar {
                Button("Terminus") {
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
                List(1..<4) { stop in
                    NavigationLink("Board at \(stop)", value: stop)
                }
                NavigationLink("Ask the driver", value: Driver(name: "Noor", line: 4))
                Button("Express to 20") {
                    path.append(20)
                }
                Text("Stops ridden: \(path.count)")
            }
            .navigationDestination(for: Int.self) { stop in
                StopView(stop: stop, path: $path)
            }
            .navigationDestination(for: Driver.self) { driver in
                Text("\(driver.name) drives line \(driver.line)")
            }
        }
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(app.texts == ["Board at 1", "Board at 2", "Board at 3", "Ask the driver", "Express to 20", "Stops ridden: 0"], "\(app.texts)")

try app.tap("Board at 2")
precondition(app.texts == ["Ride to stop 3", "Terminus"], "\(app.texts)")
try app.tap("Ride to stop 3")
try app.tap("Ride to stop 4")
precondition(app.texts.first == "Ride to stop 5", "three screens deep: \(app.texts)")
try app.goBack()
precondition(app.texts.first == "Ride to stop 4", "back pops one screen: \(app.texts)")
try app.tap("Terminus")
precondition(app.texts.last == "Stops ridden: 0", "a new NavigationPath pops to the root: \(app.texts)")

try app.tap("Express to 20")
precondition(app.texts.first == "Ride to stop 21", "appending to the path pushes: \(app.texts)")
try app.goBack()
try app.tap("Ask the driver")
precondition(app.texts == ["Noor drives line 4"], "the destination is chosen by the value's type: \(app.texts)")
