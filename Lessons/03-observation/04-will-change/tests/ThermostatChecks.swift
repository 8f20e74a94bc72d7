import LessonTesting
import SwiftUI

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("screen-updates") { t in
        let host = ViewHost(ThermostatView())
        try host.tap("Warmer")
        t.expectEqual(host.texts, ["21°", "Changes: 1", "Warmer"], Message(
            en: "the screen after tapping \"Warmer\" once", ko: "\"Warmer\"를 한 번 탭한 뒤의 화면"))
    }

    grade.check("announces-change") { t in
        let host = ViewHost(ThermostatView())
        try host.tap("Warmer")
        let announced = t.trace.filter { $0.kind == .objectWillChange }
        t.expect(!announced.isEmpty, Message(
            en: "the trace's ⚑ objectWillChange lines for the tap on \"Warmer\": none, so the object changed silently and no view holding it was told",
            ko: "\"Warmer\" 탭에 대한 트레이스의 ⚑ objectWillChange 줄: 하나도 없으니, 객체가 조용히 바뀌었고 그 객체를 든 뷰는 아무 알림도 받지 못했습니다"),
            expected: "≥ 1", actual: "0")
        // Apple documents `objectWillChange` as "a publisher that emits before the object has
        // changed": a subscriber told of the change still reads the old value.
        let thermostat = Thermostat()
        var readOnAnnouncement: [Int] = []
        let subscription = thermostat.objectWillChange.sink { _ in readOnAnnouncement.append(thermostat.temperature) }
        thermostat.temperature = 21
        subscription.cancel()
        t.expectEqual(readOnAnnouncement, [20], Message(
            en: "what a subscriber of objectWillChange reads from `temperature` when it is told of the change to 21",
            ko: "21로 바뀐다는 알림을 받은 objectWillChange 구독자가 `temperature`에서 읽는 값"),
            why: readOnAnnouncement == [21] ? Message(
                en: "The announcement came after the change (didSet): objectWillChange says the object *will* change, so it is sent in willSet, before the new value is stored.",
                ko: "알림이 변경 뒤에(didSet) 나갔습니다. objectWillChange는 객체가 *바뀔 것*이라고 알리므로, 새 값이 저장되기 전인 willSet에서 보내야 합니다.") : nil)
    }

    grade.check("every-tap-shows") { t in
        let host = ViewHost(ThermostatView())
        for _ in 0..<3 {
            try host.tap("Warmer")
        }
        t.expectEqual(host.texts, ["23°", "Changes: 3", "Warmer"], Message(
            en: "the screen after three taps", ko: "세 번 탭한 뒤의 화면"))
        t.expectEqual(host.bodyRunCount(of: ThermostatView.self), 4, Message(
            en: "ThermostatView.body runs (1 mount + 3 taps)", ko: "ThermostatView.body 실행 횟수 (처음 1번 + 탭 3번)"))
    }
}
