import ComposableArchitecture
import LessonTesting
import SwiftUI

@MainActor
private func thermostat() -> ViewHost<ThermostatView> {
    ViewHost(ThermostatView(store: Store(initialState: ThermostatFeature.State()) { ThermostatFeature() }))
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("slider-updates-fahrenheit") { t in
        let host = thermostat()
        try host.slide("", to: 30)
        t.expectEqual(Array(host.texts.prefix(2)), ["30°C", "86°F"], Message(
            en: "the labels after sliding to 30", ko: "30으로 밀어 놓은 뒤의 라벨"))
    }

    grade.check("buttons-update-fahrenheit") { t in
        let host = thermostat()
        try host.tap("Warmer")
        t.expectEqual(Array(host.texts.prefix(2)), ["21°C", "69°F"], Message(
            en: "the labels after \"Warmer\" (a change the reducer makes, not the binding)",
            ko: "\"Warmer\" 뒤의 라벨 (바인딩이 아니라 리듀서가 만든 변경)"))
        try host.slide("", to: 35)
        try host.tap("Reset")
        t.expectEqual(Array(host.texts.prefix(2)), ["20°C", "68°F"], Message(
            en: "the labels after sliding to 35, then \"Reset\"", ko: "35로 밀어 놓고 \"Reset\"을 누른 뒤의 라벨"))
    }
}
