import SwiftUI

// Text settings in an `@Observable` model, given to the screen from outside.
// The stepper and the toggle are bound to constants: they show the model's values, and
// pressing them does nothing.
//
// An @Observable object needs no wrapper to be *observed*, but then there is no `$` to make a
// binding with. Give both controls real bindings into the model:
//   - in `SizeControl`, with the property-wrapper form;
//   - in `SettingsScreen` (for the toggle), with the inline form.
// Keep the names, `SettingsScreen(settings:)` and the texts: the checks use them.

@Observable
final class TextSettings {
    var size = 14
    var isBold = false
}

struct SizeControl: View {
    let settings: TextSettings

    var body: some View {
        // TODO: a binding to `settings.size`
        Stepper("Size: \(settings.size)", value: .constant(settings.size))
    }
}

struct SettingsScreen: View {
    let settings: TextSettings

    var body: some View {
        VStack {
            SizeControl(settings: settings)
            // TODO: a binding to `settings.isBold`
            Toggle("Bold", isOn: .constant(settings.isBold))
            Text(settings.isBold ? "Preview (bold)" : "Preview")
        }
    }
}
