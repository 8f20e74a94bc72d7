import LessonTesting
import SwiftUI

/// The number the stepper's label shows, e.g. 3 for "Brightness: 3".
@MainActor
private func shown(_ host: ViewHost<Lamp>, _ t: CheckContext) throws -> Int {
    let label = try t.require(host.texts.first(where: { $0.hasPrefix("Brightness: ") }), Message(
        en: "a stepper labelled \"Brightness: <n>\"", ko: "\"Brightness: <n>\" 라벨의 스테퍼"))
    return try t.require(Int(label.dropFirst("Brightness: ".count)), Message(
        en: "a number after \"Brightness: \"", ko: "\"Brightness: \" 뒤의 숫자"))
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("stepper-writes-model") { t in
        let host = ViewHost(Lamp())
        try host.increment("Brightness: 0")
        t.expectEqual(host.texts, ["Brightness: 1", "On"], Message(
            en: "the screen after pressing + once (the write should reach the model, and \"On\" follows)",
            ko: "+를 한 번 누른 뒤의 화면 (쓰기가 모델에 닿아야 하고 \"On\"이 따라옴)"))
        let writes = t.trace.filter { $0.kind == .stateWrite }
        t.expect(writes.contains { $0.subject == "LampModel" }, Message(
            en: "the state writes the + made (the trace's ✎ lines): a computed binding's set must write the model",
            ko: "+가 한 상태 쓰기 (트레이스의 ✎ 줄): 연산 프로퍼티로 가는 바인딩의 set은 모델에 써야 합니다"),
            expected: "[LampModel.brightness: 0 → 1]",
            actual: "[" + writes.map { "\($0.subject ?? "?").\($0.property ?? "?"): \($0.oldValue ?? "") → \($0.newValue ?? "")" }.joined(separator: ", ") + "]")
    }

    grade.check("stops-at-ten") { t in
        let host = ViewHost(Lamp())
        for _ in 0..<12 {
            try host.increment("Brightness: \(try shown(host, t))")
        }
        t.expectEqual(try shown(host, t), 10, Message(
            en: "the brightness after pressing + twelve times", ko: "+를 열두 번 누른 뒤의 밝기"))
        try host.decrement("Brightness: \(try shown(host, t))")
        t.expectEqual(try shown(host, t), 9, Message(
            en: "the brightness after one − from the top",
            ko: "맨 위에서 −를 한 번 누른 뒤의 밝기"))
        // A getter that clamps hides a stored 11 from the stepper: ask the model what it stored.
        let model = LampModel()
        model.clampedBrightness = 12
        t.expectEqual(model.brightness, 10, Message(
            en: "LampModel.brightness after `clampedBrightness = 12` (what the setter stores must stay within 0...10)",
            ko: "`clampedBrightness = 12` 뒤의 LampModel.brightness (세터가 저장하는 값은 0...10 안에 있어야 함)"))
    }

    grade.check("never-below-zero") { t in
        let host = ViewHost(Lamp())
        try host.decrement("Brightness: 0")
        try host.decrement("Brightness: \(try shown(host, t))")
        t.expectEqual(host.texts, ["Brightness: 0", "Off"], Message(
            en: "the screen after pressing − twice from 0 (\"On\" would mean the model stored a negative brightness)",
            ko: "0에서 −를 두 번 누른 뒤의 화면 (\"On\"이면 모델이 음수 밝기를 저장한 것)"))
        try host.increment("Brightness: \(try shown(host, t))")
        t.expectEqual(host.texts, ["Brightness: 1", "On"], Message(
            en: "the screen after −, −, + from 0", ko: "0에서 −, −, +를 누른 뒤의 화면"))
    }
}
