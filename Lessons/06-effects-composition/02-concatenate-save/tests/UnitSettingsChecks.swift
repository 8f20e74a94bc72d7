import ComposableArchitecture
import LessonTesting

private func caseName(_ detail: String) -> String {
    var text = Substring(detail)
    if let range = text.range(of: "Action.") { text = text[range.upperBound...] }
    return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
}

/// One save, with the server's answer in the check's hands: the store's clock stands still
/// until the check moves it, so the answer comes when the check says and not a moment before.
@MainActor
private final class Save {
    let clock = TestClock()
    let store: StoreOf<UnitSettings>
    let task: StoreTask
    let t: CheckContext

    init(_ t: CheckContext) {
        self.t = t
        let clock = clock
        store = withDependencies { $0.continuousClock = clock } operation: {
            Store(initialState: UnitSettings.State()) { UnitSettings() }
        }
        task = store.send(.submitChangedUnit)
    }

    /// The actions the store has reduced so far, by case name.
    var order: [String] {
        t.trace(of: store).filter { $0.kind == .actionSent }.map { caseName($0.detail ?? "") }
    }

    /// Lets `wait` of real time pass with the server silent, then has the server answer.
    func answer(after wait: Duration) async {
        try? await Task.sleep(for: wait)
        await clock.advance(by: .seconds(1))
    }

    /// Gives the store up to `limit` of real time to reduce `action`.
    func waitFor(_ action: String, limit: Duration = .milliseconds(250)) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while !order.contains(action), ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return order.contains(action)
    }

    /// Lets every effect finish: the clock runs out whatever is left on it.
    func finish() async -> UnitSettings.State {
        await clock.run()
        await task.finish()
        return store.withState { $0 }
    }
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("saves-unit") { t in
        let save = Save(t)
        await save.answer(after: .milliseconds(20))
        let state = await save.finish()
        t.expectEqual(state.savedUnit, .kg, Message(
            en: "savedUnit after submitting .kg and waiting for every effect",
            ko: ".kg를 제출하고 모든 이펙트를 기다린 뒤의 savedUnit"))
        t.expectEqual(state.isSaving, false, Message(
            en: "isSaving once the server has answered", ko: "서버가 응답한 뒤의 isSaving"))
        t.expectEqual(save.order.filter { $0 == "userInfoUpdated" }.count, 1, Message(
            en: "how many times userInfoUpdated was reduced", ko: "userInfoUpdated가 리듀스된 횟수"))
    }

    grade.check("closes-after-save") { t in
        // The server answers after a short wait in one save and a long one in the other: only a
        // screen that goes back *because* the answer came does so in both, and at once.
        for wait in [Duration.milliseconds(20), .milliseconds(300)] {
            let save = Save(t)
            try? await Task.sleep(for: wait)
            t.expect(!save.order.contains("moveBackward"), Message(
                en: "the screen stays while the server has not answered (\(wait) of silence)",
                ko: "서버가 응답하지 않는 동안(\(wait) 동안 조용함) 화면은 그대로 있어야 함"),
                expected: "no moveBackward yet", actual: save.order.joined(separator: ", "))
            await save.clock.advance(by: .seconds(1))
            let saved = try t.require(await save.waitFor("userInfoUpdated") ? save.order.firstIndex(of: "userInfoUpdated") : nil, Message(
                en: "the server's answer (userInfoUpdated) reaches the store",
                ko: "서버 응답(userInfoUpdated)이 스토어에 도착함"))
            let back = try t.require(await save.waitFor("moveBackward") ? save.order.firstIndex(of: "moveBackward") : nil, Message(
                en: "the screen goes back as soon as the server has answered (moveBackward is reduced)",
                ko: "서버가 응답하자마자 화면이 뒤로 감 (moveBackward가 리듀스됨)"))
            t.expect(back > saved, Message(
                en: "moveBackward must come after userInfoUpdated: the order the store reduced actions in",
                ko: "moveBackward는 userInfoUpdated 뒤에 와야 합니다: 스토어가 액션을 리듀스한 순서"),
                expected: "… userInfoUpdated, moveBackward", actual: save.order.joined(separator: ", "))
            save.task.cancel()
        }
    }

    grade.check("closes-once") { t in
        let save = Save(t)
        await save.answer(after: .milliseconds(20))
        let state = await save.finish()
        t.expectEqual(save.order.filter { $0 == "moveBackward" }.count, 1, Message(
            en: "how many times moveBackward was reduced", ko: "moveBackward가 리듀스된 횟수"))
        t.expectEqual(state.isPresented, false, Message(
            en: "isPresented after every effect has finished", ko: "모든 이펙트가 끝난 뒤의 isPresented"))
    }
}
