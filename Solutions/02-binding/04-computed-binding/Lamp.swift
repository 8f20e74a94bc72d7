import SwiftUI

// `$model.clampedBrightness` is a Binding whose get and set go through the computed property, so
// the rule 0...10 lives in the model, and the control stays a plain `@Binding var level: Int`.
// `$` on a @StateObject (or @ObservedObject) gives bindings to any writable property of the
// object, computed ones included.

final class LampModel: ObservableObject {
    @Published var brightness = 0

    var clampedBrightness: Int {
        get { min(max(0, brightness), 10) }
        set { brightness = min(max(0, newValue), 10) }
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
            BrightnessControl(level: $model.clampedBrightness)
            Text(model.brightness == 0 ? "Off" : "On")
        }
    }
}
