import SwiftUI

// A lamp with a brightness from 0 to 10. The rule "0…10" belongs to the model, in one place:
// `LampModel.clampedBrightness`, a computed property with no storage of its own.
// `BrightnessControl` only knows it gets a `Binding<Int>`.
//
// Two parts are missing:
//   1. the setter of `clampedBrightness` ignores the new value;
//   2. `Lamp` hands the control a constant binding instead of a binding into the model.
// Complete both. Keep the names and the "Brightness: <n>" label: the checks press its − and +.

final class LampModel: ObservableObject {
    @Published var brightness = 0

    var clampedBrightness: Int {
        get { min(max(0, brightness), 10) }
        set {
            // TODO: store the new value in `brightness`, kept within 0...10
        }
    }
}

struct BrightnessControl: View {
    @Binding var level: Int

    var body: some View {
        Stepper("Brightness: \(level)", value: $level)
    }
}

struct Lamp: View {
    @StateObject private var model = LampModel()

    var body: some View {
        VStack {
            // TODO: bind the control to the model's `clampedBrightness`
            BrightnessControl(level: .constant(model.clampedBrightness))
            Text(model.brightness == 0 ? "Off" : "On")
        }
    }
}
