import ComposableArchitecture
import LessonTesting

private func caseName(_ detail: String) -> String {
    var text = Substring(detail)
    if let range = text.range(of: "Action.") { text = text[range.upperBound...] }
    return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
}

/// Submits `.kg`, waits for every effect, and returns the final state and the reduced actions.
@MainActor
private func submit(_ t: CheckContext) async -> (UnitSettings.State, [String]) {
    let store = Store(initialState: UnitSettings.State()) { UnitSettings() }
    await store.send(.submitChangedUnit).finish()
    let order = t.trace(of: store).filter { $0.kind == .actionSent }.map { caseName($0.detail ?? "") }
    return (store.withState { $0 }, order)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("saves-unit") { t in
        let (state, order) = await submit(t)
        t.expectEqual(state.savedUnit, .kg, Message(
            en: "savedUnit after submitting .kg and waiting for every effect",
            ko: ".kg를 제출하고 모든 이펙트를 기다린 뒤의 savedUnit"))
        t.expectEqual(state.isSaving, false, Message(
            en: "isSaving once the server has answered", ko: "서버가 응답한 뒤의 isSaving"))
        t.expectEqual(order.filter { $0 == "userInfoUpdated" }.count, 1, Message(
            en: "how many times userInfoUpdated was reduced", ko: "userInfoUpdated가 리듀스된 횟수"))
    }

    grade.check("closes-after-save") { t in
        let (_, order) = await submit(t)
        let saved = try t.require(order.firstIndex(of: "userInfoUpdated"), Message(
            en: "the server's answer (userInfoUpdated) reaches the store",
            ko: "서버 응답(userInfoUpdated)이 스토어에 도착함"))
        let back = try t.require(order.firstIndex(of: "moveBackward"), Message(
            en: "the screen goes back (moveBackward is reduced)",
            ko: "화면이 뒤로 감 (moveBackward가 리듀스됨)"))
        t.expect(back > saved, Message(
            en: "moveBackward must come after userInfoUpdated: the order the store reduced actions in",
            ko: "moveBackward는 userInfoUpdated 뒤에 와야 합니다: 스토어가 액션을 리듀스한 순서"),
            expected: "… userInfoUpdated, moveBackward", actual: order.joined(separator: ", "))
    }

    grade.check("closes-once") { t in
        let (state, order) = await submit(t)
        t.expectEqual(order.filter { $0 == "moveBackward" }.count, 1, Message(
            en: "how many times moveBackward was reduced", ko: "moveBackward가 리듀스된 횟수"))
        t.expectEqual(state.isPresented, false, Message(
            en: "isPresented after every effect has finished", ko: "모든 이펙트가 끝난 뒤의 isPresented"))
    }
}
