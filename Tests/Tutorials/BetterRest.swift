// Hacking with Swift, 100 Days of SwiftUI, days 26–28 ("BetterRest"), as the tutorial writes it
// — apart from the Core ML model, replaced by a plain formula: a DatePicker limited to hours and
// minutes, a Stepper showing `sleepAmount.formatted()`, a Picker over ForEach(0..<21),
// DateComponents and Calendar, and an alert presented from a toolbar button.
import SwiftUI

struct ContentView: View {
    @State private var wakeUp = defaultWakeTime
    @State private var sleepAmount = 8.0
    @State private var coffeeAmount = 1

    @State private var alertTitle = ""
    @State private var alertMessage = ""
    @State private var showingAlert = false

    static var defaultWakeTime: Date {
        var components = DateComponents()
        components.hour = 7
        components.minute = 0
        return Calendar.current.date(from: components) ?? .now
    }

    var body: some View {
        NavigationStack {
            Form {
                VStack(alignment: .leading, spacing: 0) {
                    Text("When do you want to wake up?")
                        .font(.headline)

                    DatePicker("Please enter a time", selection: $wakeUp, displayedComponents: .hourAndMinute)
                        .labelsHidden()
                }

                VStack(alignment: .leading, spacing: 0) {
                    Text("Desired amount of sleep")
                        .font(.headline)

                    Stepper("\(sleepAmount.formatted()) hours", value: $sleepAmount, in: 4...12, step: 0.25)
                }

                VStack(alignment: .leading, spacing: 0) {
                    Text("Daily coffee intake")
                        .font(.headline)

                    Picker("Number of cups", selection: $coffeeAmount) {
                        ForEach(0..<21) {
                            Text("^[\($0) cup](inflect: true)")
                        }
                    }
                }
            }
            .navigationTitle("BetterRest")
            .toolbar {
                Button("Calculate", action: calculateBedtime)
            }
            .alert(alertTitle, isPresented: $showingAlert) {
                Button("OK") { }
            } message: {
                Text(alertMessage)
            }
        }
    }

    func calculateBedtime() {
        let components = Calendar.current.dateComponents([.hour, .minute], from: wakeUp)
        let hour = (components.hour ?? 0) * 60 * 60
        let minute = (components.minute ?? 0) * 60

        // The tutorial asks a Core ML model for `actualSleep`; a formula stands in for it.
        let actualSleep = sleepAmount * 3600 + Double(coffeeAmount * 600) + Double(hour + minute) * 0

        let sleepTime = wakeUp - actualSleep

        alertTitle = "Your ideal bedtime is…"
        alertMessage = sleepTime.formatted(date: .omitted, time: .shortened)
        showingAlert = true
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
try app.increment("8 hours")
try app.increment("8.25 hours")
precondition(app.texts.contains("8.5 hours"), "\(app.texts)")
try app.select(2, in: "Number of cups")
precondition(app.texts.contains("2 cups") && !app.texts.contains("Please enter a time"), "inflected, and the date picker's label hidden: \(app.texts)")

let wake = Calendar.current.date(from: DateComponents(hour: 6, minute: 30))!
try app.pick(wake, in: "Please enter a time")
try app.tap("Calculate")
let expected = (wake - (8.5 * 3600 + 1200)).formatted(date: .omitted, time: .shortened)
precondition(app.texts == ["Your ideal bedtime is…", expected, "OK"], "\(app.texts)")
