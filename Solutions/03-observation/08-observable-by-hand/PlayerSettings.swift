import SwiftUI

// A settings screen whose volume is kept in a key-value store. `volume` tells Observation what
// happens to it, by hand, as the @Observable macro does for a stored property.

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
            access(keyPath: \.volume)                    // record the read, as the macro's getter does
            return defaults.integer(forKey: "volume")
        }
        set {
            withMutation(keyPath: \.volume) {            // announce the change, as the macro's setter does
                defaults.set(newValue, forKey: "volume")
            }
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
