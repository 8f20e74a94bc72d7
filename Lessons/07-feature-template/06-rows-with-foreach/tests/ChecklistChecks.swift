import ComposableArchitecture
import LessonTesting
import SwiftUI

@MainActor
private func checklist() -> (ViewHost<ChecklistView>, StoreOf<ChecklistFeature>) {
    let store = Store(initialState: ChecklistFeature.State()) { ChecklistFeature() }
    return (ViewHost(ChecklistView(store: store)), store)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("pack-runs-the-row") { t in
        let (host, store) = checklist()
        try host.tap("Pack Stove")
        t.expect(host.texts.contains("Stove: packed"), Message(
            en: "the Stove row after \"Pack Stove\"", ko: "\"Pack Stove\"를 누른 뒤의 Stove 행"),
            expected: "[… \"Stove: packed\" …]", actual: host.texts.description)
        t.expect(host.texts.contains("Tent: not yet") && host.texts.contains("Map: not yet"), Message(
            en: "the other rows after \"Pack Stove\" (only the row the action names changes)",
            ko: "\"Pack Stove\"를 누른 뒤의 다른 행들 (액션이 가리키는 행만 바뀜)"),
            expected: "[… \"Tent: not yet\" … \"Map: not yet\" …]", actual: host.texts.description)
        let forEachRan = t.trace(of: store).contains { $0.kind == .reducerRan && ($0.detail ?? "").hasPrefix("forEach(") }
        t.expect(forEachRan, Message(
            en: "a `forEach` runs the row's reducer for the row's action (the ⚙ lines of the tap), rather than the list's core changing the row itself",
            ko: "행의 액션에 `forEach`가 행의 리듀서를 실행함 (탭의 ⚙ 줄). 목록의 `core`가 행을 직접 바꾸는 것이 아님"),
            expected: "⚙ forEach(\\.items)", actual: "no forEach ran")
    }

    grade.check("count-follows-the-rows") { t in
        let (host, _) = checklist()
        try host.tap("Pack Tent")
        t.expectEqual(host.texts.first, "Packed: 1", Message(
            en: "the count after packing Tent", ko: "Tent를 챙긴 뒤의 개수"))
        try host.tap("Pack Map")
        try host.tap("Pack Tent")
        t.expectEqual(host.texts.first, "Packed: 1", Message(
            en: "the count after packing Map and un-packing Tent", ko: "Map을 챙기고 Tent를 다시 뺀 뒤의 개수"))
    }

    grade.check("remove-removes-the-row") { t in
        let (host, store) = checklist()
        try host.tap("Pack Stove")
        try host.tap("Remove Stove")
        t.expect(!host.texts.contains { $0.hasPrefix("Stove") }, Message(
            en: "the rows after \"Remove Stove\"", ko: "\"Remove Stove\"를 누른 뒤의 행들"),
            expected: "no Stove row", actual: host.texts.description)
        t.expectEqual(host.texts.first, "Packed: 0", Message(
            en: "the count after the packed Stove is removed", ko: "챙긴 Stove를 지운 뒤의 개수"))
        let warnings = t.trace(of: store).filter { $0.kind == .warning }
        t.expect(warnings.isEmpty, Message(
            en: "no runtime warning while a row is removed",
            ko: "행을 지우는 동안 런타임 경고가 없음"),
            expected: "no ⚠", actual: warnings.first?.detail ?? "")
    }
}
