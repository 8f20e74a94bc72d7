import ComposableArchitecture
import LessonTesting

/// The reducers of LapsFeature's body that ran, in order, for every action so far
/// (`Reduce`, `Scope(\.stopwatch)`), as the trace's `⚙` lines name them.
@MainActor
private func reducersRun(_ t: CheckContext, in store: StoreOf<LapsFeature>) -> [String] {
    t.trace(of: store).filter { $0.kind == .reducerRan && $0.subject == "LapsFeature.State" }.compactMap(\.detail)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("stopwatch-runs") { t in
        let store = Store(initialState: LapsFeature.State()) { LapsFeature() }
        store.send(.stopwatch(.tick))
        store.send(.stopwatch(.tick))
        t.expectEqual(store.withState(\.stopwatch.seconds), 2, Message(
            en: "stopwatch.seconds after two .stopwatch(.tick): `pullback` ran the stopwatch reducer on `state.stopwatch` for every `.stopwatch` action",
            ko: ".stopwatch(.tick) 두 번 뒤의 stopwatch.seconds: `pullback`은 `.stopwatch` 액션마다 `state.stopwatch` 위에서 스톱워치 리듀서를 실행했습니다"),
            why: reducersRun(t, in: store).contains { $0.hasPrefix("Scope(") } ? nil : Message(
                en: "No reducer in LapsFeature's body ran StopwatchFeature: `pullback(state:action:environment:)` is what `Scope(state:action:)` does in a 1.0 body.",
                ko: "LapsFeature의 바디에서 StopwatchFeature를 실행한 리듀서가 없습니다. `pullback(state:action:environment:)`이 하던 일을 1.0의 바디에서는 `Scope(state:action:)`가 합니다."))
        store.send(.clearLapsTapped)
        t.expectEqual(store.withState(\.stopwatch.seconds), 2, Message(
            en: "stopwatch.seconds after .clearLapsTapped, which is not a stopwatch action",
            ko: "스톱워치 액션이 아닌 .clearLapsTapped 뒤의 stopwatch.seconds"))
    }

    grade.check("lap-before-reset") { t in
        let store = Store(initialState: LapsFeature.State()) { LapsFeature() }
        for _ in 0..<3 { store.send(.stopwatch(.tick)) }
        let counted = store.withState(\.stopwatch.seconds)
        let before = reducersRun(t, in: store).count
        store.send(.stopwatch(.stopTapped))
        let seconds = store.withState(\.stopwatch.seconds)
        let laps = store.withState(\.laps)
        let order = Array(reducersRun(t, in: store).dropFirst(before))
        t.expectEqual(laps, [3], Message(
            en: "laps after three .tick and .stopTapped (the reducers that ran for .stopwatch(.stopTapped), in order: \(order.joined(separator: ", ")))",
            ko: ".tick 세 번과 .stopTapped 뒤의 laps (.stopwatch(.stopTapped)에 대해 실행된 리듀서, 순서대로: \(order.joined(separator: ", ")))"),
            why: counted != 3 ? Message(
                en: "After three .tick the stopwatch showed \(counted) seconds, not 3 (see the first check): the lap could not be 3.",
                ko: ".tick 세 번 뒤 스톱워치는 3초가 아니라 \(counted)초였습니다(첫 번째 체크를 보세요). 랩이 3일 수 없었습니다.")
                : laps == [0] && order.first?.hasPrefix("Scope(") == true ? Message(
                en: "The lap was written after the stopwatch had reset to 0: the stopwatch ran first. `combine` ran its reducers in the order they were listed, and the old code listed the parent's reducer first; a 1.0 body runs top to bottom the same way.",
                ko: "스톱워치가 0으로 돌아간 뒤에 랩이 기록되었습니다. 스톱워치가 먼저 실행된 것입니다. `combine`은 나열된 순서대로 리듀서를 실행했고, 옛 코드는 부모의 리듀서를 먼저 나열했습니다. 1.0의 바디도 같은 식으로 위에서 아래로 실행됩니다.")
                : laps.isEmpty ? Message(
                en: "No lap was written: the parent's own logic from the old `Reducer { state, action, environment in … }` must be in the body too, as a `Reduce`.",
                ko: "랩이 기록되지 않았습니다. 옛 `Reducer { state, action, environment in … }`에 있던 부모 자신의 로직도 `Reduce`로 바디에 있어야 합니다.")
                : nil)
        t.expectEqual(seconds, 0, Message(
            en: "stopwatch.seconds after .stopTapped: the stopwatch still starts the next lap from zero",
            ko: ".stopTapped 뒤의 stopwatch.seconds: 스톱워치는 여전히 다음 랩을 0부터 시작합니다"))
    }

    grade.check("clear-laps") { t in
        let store = Store(initialState: LapsFeature.State(stopwatch: StopwatchFeature.State(seconds: 4), laps: [5, 7])) {
            LapsFeature()
        }
        store.send(.clearLapsTapped)
        t.expectEqual(store.withState(\.laps), [], Message(
            en: "laps after .clearLapsTapped (they were [5, 7])", ko: ".clearLapsTapped 뒤의 laps ([5, 7]이었음)"))
        t.expectEqual(store.withState(\.stopwatch.seconds), 4, Message(
            en: "stopwatch.seconds after .clearLapsTapped (it was 4): clearing the laps is the parent's own logic",
            ko: ".clearLapsTapped 뒤의 stopwatch.seconds (4였음): 랩을 지우는 것은 부모 자신의 로직입니다"))
    }
}
