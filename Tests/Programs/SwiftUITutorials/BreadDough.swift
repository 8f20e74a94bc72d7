// In the style of Hacking with Swift's WeSplit (100 Days of SwiftUI, days 16–18): a baker's
// dough calculator. A Form with a number TextField bound to a Double, @FocusState with a
// keyboard "Done" button in the toolbar, a Picker over ForEach(1..<13), a segmented Picker
// whose rows are Text(_:format: .percent), and the result shown with Text(_:format:).
import SwiftUI

struct ContentView: View {
    @State private var flourPerLoaf = 0.0
    @State private var loafIndex = 0
    @State private var hydration = 70
    @FocusState private var flourFieldFocused: Bool

    let hydrations = [60, 65, 70, 75, 80]

    /// Grams of water for all the loaves: the flour times the hydration.
    var water: Double {
        let loaves = Double(loafIndex + 1)
        return flourPerLoaf * loaves * Double(hydration) / 100
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Flour per loaf", value: $flourPerLoaf, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($flourFieldFocused)

                    Picker("Loaves", selection: $loafIndex) {
                        ForEach(1..<13) { count in
                            Text("\(count) loaves")
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section("How wet should the dough be?") {
                    Picker("Hydration", selection: $hydration) {
                        ForEach(hydrations, id: \.self) { percent in
                            Text(Double(percent) / 100, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Water") {
                    Text(water, format: .number.precision(.fractionLength(0)).grouping(.never))
                }
            }
            .navigationTitle("Dough")
            .toolbar {
                if flourFieldFocused {
                    Button("Done") {
                        flourFieldFocused = false
                    }
                }
            }
        }
    }
}

// MARK: - Played

let app = ViewHost(ContentView())
precondition(!app.texts.contains("Done"), "no Done button before the flour field has focus")

try app.type("500", into: "Flour per loaf")
precondition(app.texts.contains("Done"), "typing focuses the field, so the Done button appears: \(app.texts)")
precondition(app.texts.contains("350"), "500 g of flour at 70 % takes 350 g of water: \(app.texts)")

try app.select(2, in: "Loaves")  // the third row: ForEach over a range tags rows by offset
precondition(app.texts.contains("3 loaves"), "\(app.texts)")
try app.select(80, in: "Hydration")
precondition(app.texts.contains("1200"), "three loaves at 80 %: \(app.texts)")

try app.tap("Done")
precondition(!app.texts.contains("Done"), "Done cleared the focus: \(app.texts)")
