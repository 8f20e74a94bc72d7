import SwiftUI

// A settings screen. The player's name is an ordinary property of an @Observable class. The volume
// is kept in a key-value store that outlives the app (UserDefaults, in a real one), so it is a
// computed property over that store. The stepper writes it… and keeps showing "Volume: 0".
// 설정 화면입니다. 플레이어 이름은 @Observable 클래스의 평범한 프로퍼티입니다. 볼륨은 앱보다 오래
// 남는 키-값 저장소(실제 앱이라면 UserDefaults)에 있어서, 그 저장소 위의 연산 프로퍼티입니다.
// 스테퍼가 볼륨을 쓰는데… 화면은 계속 "Volume: 0"입니다.
//
// Make `volume` observable, by hand, without moving it out of the store. Keep the names
// `PlayerSettings`, `volume`, `defaults`, `SettingsScreen`, the texts and the stepper's label:
// the checks use them. Do not change `KeyValueStore` or the views.
// `volume`을 저장소 밖으로 옮기지 말고, 손으로 관찰 가능하게 만드세요. `PlayerSettings`, `volume`,
// `defaults`, `SettingsScreen`이라는 이름과 텍스트, 스테퍼의 라벨은 그대로 두세요. 체크가 씁니다.
// `KeyValueStore`와 뷰는 고치지 마세요.

/// A key-value store that outlives the app, like UserDefaults.
/// UserDefaults처럼 앱보다 오래 남는 키-값 저장소입니다.
final class KeyValueStore {
    private var values: [String: Int] = [:]

    func integer(forKey key: String) -> Int { values[key] ?? 0 }
    func set(_ value: Int, forKey key: String) { values[key] = value }
}

@Observable final class PlayerSettings {
    var name = "Ada"

    /// Where the volume is kept. Not state of this object, so the macro leaves it alone.
    /// 볼륨이 저장되는 곳입니다. 이 객체의 상태가 아니므로 매크로는 건드리지 않습니다.
    @ObservationIgnored var defaults: KeyValueStore

    init(defaults: KeyValueStore = KeyValueStore()) {
        self.defaults = defaults
    }

    /// The macro rewrites stored properties only; this one is computed, so it is written by hand.
    /// 매크로는 저장 프로퍼티만 고쳐 씁니다. 이것은 연산 프로퍼티라서 손으로 씁니다.
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
