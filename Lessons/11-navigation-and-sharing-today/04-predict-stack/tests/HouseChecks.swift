@_spi(Internals) import ComposableArchitecture
import LessonTesting

/// The stack after steps 4 and 5 of House.swift, as the runtime ran them in a test store.
private struct Measured {
    var idsAfterStep4: [Int] = []
    var roomsAfterStep5: [String] = []
}

@MainActor
private func measure() async -> Measured {
    var measured = Measured()
    let store = TestStore(initialState: House.State()) { House() }
    store.exhaustivity = .off
    await store.send(.roomTapped("Kitchen"))
    let kitchen = store.state.path.ids.last!
    await store.send(.roomTapped("Bath"))
    let bath = store.state.path.ids.last!
    await store.send(.path(.element(id: bath, action: .room(.cleanedTapped))))
    await store.send(.roomTapped("Attic"))
    measured.idsAfterStep4 = store.state.path.ids.map(\.generation)
    await store.send(.path(.element(id: kitchen, action: .room(.cleanedTapped))))
    measured.roomsAfterStep5 = store.state.path.compactMap { $0.room?.name }
    return measured
}

private func show<T>(_ values: [T]) -> String {
    "[" + values.map { $0 is String ? "\"\($0)\"" : "\($0)" }.joined(separator: ", ") + "]"
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("ids-are-never-reused") { t in
        let runtime = await measure()
        t.expectPrediction(predictedIDsAfterStep4 == runtime.idsAfterStep4, Message(
            en: "the stack's ids after step 4 — predictedIDsAfterStep4: your prediction vs. the runtime",
            ko: "4단계 뒤 스택의 id — predictedIDsAfterStep4: 예측과 실제 런타임의 비교"),
            runtime: show(runtime.idsAfterStep4), yours: show(predictedIDsAfterStep4))
    }

    grade.check("pop-from-pops-what-is-above") { t in
        let runtime = await measure()
        t.expectPrediction(predictedRoomsAfterStep5 == runtime.roomsAfterStep5, Message(
            en: "the rooms on the stack after step 5 — predictedRoomsAfterStep5: your prediction vs. the runtime",
            ko: "5단계 뒤 스택에 남은 방 — predictedRoomsAfterStep5: 예측과 실제 런타임의 비교"),
            runtime: show(runtime.roomsAfterStep5), yours: show(predictedRoomsAfterStep5))
    }
}
