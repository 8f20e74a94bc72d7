// In the style of Hacking with Swift's BetterRest (100 Days of SwiftUI, days 26–28): when to
// leave home to arrive on time. A DatePicker limited to hours and minutes with its label
// hidden, a Stepper that shows `Double.formatted()`, a Picker over ForEach(0..<9) with inflected
// Markdown ("1 change", "2 changes"), DateComponents and Calendar, and an alert presented from
// a toolbar button.
import SwiftUI

struct ContentView: View {
    @State private var arrival = ContentView.nineOClock
    @State private var rideHours = 1.0
    @State private var changes = 0

    @State private var answerTitle = ""
    @State private var answer = ""
    @State private var showsAnswer = false

    static var nineOClock: Date {
        var components = DateComponents()
        components.hour = 9
        components.minute = 0
        return Calendar.current.date(from: components) ?? .now
    }

    var body: some View {
        NavigationStack {
            Form {
                VStack(alignment: .leading, spacing: 4) {
                    Text("I need to be there at")
                        .font(.headline)
                    DatePicker("Arrival time", selection: $arrival, displayedComponents: .hourAndMinute)
                        .labelsHidden()
                }

                VStack(alignment: .leading, spacing: 4) {
                    Text("Time on the train")
                        .font(.headline)
                    Stepper("\(rideHours.formatted()) h", value: $rideHours, in: 0.5...6, step: 0.25)
                }

                VStack(alignment: .leading, spacing: 4) {
                    Text("Changes on the way")
                        .font(.headline)
                    Picker("Changes", selection: $changes) {
                        ForEach(0..<9) { count in
                            Text("^[\(count) change](inflect: true)")
                        }
                    }
                }
            }
            .navigationTitle("Leave on time")
            .toolbar {
                Button("Work it out", action: workOut)
            }
            .alert(answerTitle, isPresented: $showsAnswer) {
                Button("Thanks") {}
            } message: {
                Text(answer)
            }
        }
    }

    /// The ride, plus ten minutes per change, plus a quarter of an hour to reach the station.
    func workOut() {
        let parts = Calendar.current.dateComponents([.hour, .minute], from: arrival)
        let travel = rideHours * 3600 + Double(changes * 600) + 900
        let departure = arrival - travel
        answerTitle = "Leave home at"
        answer = departure.formatted(date: .omitted, time: .shortened)
        if parts.hour ?? 0 < 6 {
            answer += " (the night before)"
        }
        showsAnswer = true
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
try app.increment("1 h")
try app.increment("1.25 h")
precondition(app.texts.contains("1.5 h"), "\(app.texts)")
try app.select(2, in: "Changes")
precondition(app.texts.contains("2 changes") && !app.texts.contains("Arrival time"), "inflected, and the date picker's label hidden: \(app.texts)")

let arrival = Calendar.current.date(from: DateComponents(hour: 8, minute: 45))!
try app.pick(arrival, in: "Arrival time")
try app.tap("Work it out")
let expected = (arrival - (1.5 * 3600 + 1200 + 900)).formatted(date: .omitted, time: .shortened)
precondition(app.texts == ["Leave home at", expected, "Thanks"], "\(app.texts)")
