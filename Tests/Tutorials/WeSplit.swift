// Hacking with Swift, 100 Days of SwiftUI, days 16–18 ("WeSplit"), as the tutorial writes it:
// a Form with a currency TextField bound to a Double, @FocusState and a keyboard "Done" button,
// a Picker over ForEach(2..<100), a segmented Picker and Text(_:format:).
import SwiftUI

struct ContentView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]

    var totalPerPerson: Double {
        let peopleCount = Double(numberOfPeople + 2)
        let tipSelection = Double(tipPercentage)

        let tipValue = checkAmount / 100 * tipSelection
        let grandTotal = checkAmount + tipValue
        let amountPerPerson = grandTotal / peopleCount

        return amountPerPerson
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $checkAmount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(2..<100) {
                            Text("\($0) people")
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section {
                    Text(totalPerPerson, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                }
            }
            .navigationTitle("WeSplit")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

// MARK: - Played

let currency = FloatingPointFormatStyle<Double>.Currency(code: Locale.current.currency?.identifier ?? "USD")
let app = ViewHost(ContentView())
precondition(!app.texts.contains("Done"), "no Done button before the amount field has focus")

try app.type("100", into: "Amount")
precondition(app.texts.contains("Done"), "typing focuses the field, so the Done button appears: \(app.texts)")
precondition(app.texts.contains(currency.format(30)), "100 + 20% tip split four ways: \(app.texts)")

try app.select(2, in: "Number of people")  // the third row: tags are offsets
precondition(app.texts.contains("4 people"), "ForEach(2..<100) tags rows by offset: \(app.texts)")
try app.select(10, in: "Tip percentage")
precondition(app.texts.contains(currency.format(110.0 / 4)), "\(app.texts)")

try app.tap("Done")
precondition(!app.texts.contains("Done"), "Done cleared the focus: \(app.texts)")
