import SwiftUI

// A thermostat. The model keeps every reading in `readings`; `temperature` is the latest one.
// Tap "Warmer": the model changes (a new reading is appended), but the screen still says "20°".
// 온도 조절기입니다. 모델은 측정값을 모두 `readings`에 두고, `temperature`는 가장 최근 값입니다.
// "Warmer"를 탭하면 모델은 바뀌지만(새 측정값이 붙습니다) 화면은 여전히 "20°"입니다.
//
// `temperature` is a computed property, and `readings` is a plain `var`: nothing tells SwiftUI that
// the object is about to change. `@Published` cannot go on a computed property. Complete the model
// so that SwiftUI is told before each change, the way `@Published` does it under the hood.
// Keep the names and the texts: the checks tap "Warmer".
// `temperature`는 연산 프로퍼티이고 `readings`는 평범한 `var`여서, 객체가 곧 바뀐다고 SwiftUI에
// 알려 주는 것이 없습니다. `@Published`는 연산 프로퍼티에 붙일 수 없습니다. `@Published`가 속에서
// 하는 방식대로, 바뀔 때마다 그 전에 SwiftUI가 알도록 모델을 완성하세요. 이름과 텍스트는 그대로
// 두세요. 체크가 "Warmer"를 탭합니다.

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
