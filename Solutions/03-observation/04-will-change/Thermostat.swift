import SwiftUI

// An ObservableObject is observed through one channel, `objectWillChange`. `@Published var x` is
// `var x { willSet { objectWillChange.send() } }`; here the stored property is `readings`, so that
// is where the announcement goes, before every change. (Marking `readings` `@Published` would do
// the same; calling `objectWillChange.send()` in `temperature`'s setter too.)

final class Thermostat: ObservableObject {
    private var readings: [Int] = [20] {
        willSet { objectWillChange.send() }
    }

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
