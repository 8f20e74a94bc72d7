import SwiftUI

// A thermostat. The model keeps every reading in `readings`; `temperature` is the latest one.
// Tap "Warmer": the model changes (a new reading is appended), but the screen still says "20°".
//
// `temperature` is a computed property, and `readings` is a plain `var`: nothing tells SwiftUI that
// the object is about to change. `@Published` cannot go on a computed property. Complete the model
// so that SwiftUI is told before each change, the way `@Published` does it under the hood.
// Keep the names and the texts: the checks tap "Warmer".

final class Thermostat: ObservableObject {
    private var readings: [Int] = [20]

    var temperature: Int {
        get { readings.last ?? 0 }
        set { readings.append(newValue) }
    }

    var changes: Int { readings.count - 1 }
}

struct ThermostatView: View {
    @StateObject private var thermostat = Thermostat()

    var body: some View {
        VStack {
            Text("\(thermostat.temperature)°")
            Text("Changes: \(thermostat.changes)")
            Button("Warmer") { thermostat.temperature += 1 }
        }
    }
}
