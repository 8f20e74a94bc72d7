import SwiftUI

// `@Bindable var settings` gives back the `$`: `$settings.size` is a Binding<Int> into the object.
// Inline, `Bindable(settings).isBold` does the same without a wrapper. Neither owns nor copies the
// object: the screen and the test see one and the same `TextSettings`.

@Observable
final class TextSettings {
    var size = 14
    var isBold = false
}

struct SizeControl: View {
    @Bindable var settings: TextSettings

    var body: some View {
        Stepper("Size: \(settings.size)", value: $settings.size)
    }
}

struct SettingsScreen: View {
    let settings: TextSettings

    var body: some View {
        VStack {
            SizeControl(settings: settings)
            Toggle("Bold", isOn: Bindable(settings).isBold)
            Text(settings.isBold ? "Preview (bold)" : "Preview")
        }
    }
}
