import SwiftUI

// A settings screen. The player's name is an ordinary property of an @Observable class. The volume
// is kept in a key-value store that outlives the app (UserDefaults, in a real one), so it is a
// computed property over that store. The stepper writes it… and keeps showing "Volume: 0".
//
// Make `volume` observable, by hand, without moving it out of the store. Keep the names
// `PlayerSettings`, `volume`, `defaults`, `SettingsScreen`, the texts and the stepper's label:
// the checks use them. Do not change `KeyValueStore` or the views.

/// A key-value store that outlives the app, like UserDefaults.
final class KeyValueStore {
    private var values: [String: Int] = [:]

    func integer(forKey key: String) -> Int { values[key] ?? 0 }
    func set(_ value: Int, forKey key: String) { values[key] = value }
}

@Observable final class PlayerSettings {
    var name = "Ada"

    /// Where the volume is kept. Not state of this object, so the macro leaves it alone.
    @ObservationIgnored var defaults: KeyValueStore

    init(defaults: KeyValueStore = KeyValueStore()) {
        self.defaults = defaults
    }

    /// The macro rewrites stored properties only; this one is computed, so it is written by hand.
    var volume: Int {
        get {
            defaults.integer(forKey: "volume")
        }
        set {
            defaults.set(newValue, forKey: "volume")
        }
    }
}

struct NameRow: View {
    let settings: PlayerSettings

    var body: some View {
        Text("Player: \(settings.name)")
    }
}

struct VolumeRow: View {
    @Bindable var settings: PlayerSettings

    var body: some View {
        Stepper("Volume: \(settings.volume)", value: $settings.volume, in: 0...10)
    }
}

struct SettingsScreen: View {
    let settings: PlayerSettings

    var body: some View {
        VStack {
            NameRow(settings: settings)
            VolumeRow(settings: settings)
            Button("Rename") { settings.name = "Grace" }
        }
    }
}
