import LessonTesting
import ComposableArchitecture

/// Runs one button with a test clock, advancing it a second at a time, and returns what finished
/// and at which second. The effects run on the main actor one job at a time, as a `TestStore`'s
/// do: on the global pool, on a busy machine, an effect could reach its `sleep` only after the
/// clock had already moved on, and the runtime's answer would change from run to run.
@MainActor
private func run(_ action: LaunchFeature.Action) async -> (order: [String], seconds: [Int]) {
    var result: (order: [String], seconds: [Int]) = ([], [])
    await withMainSerialExecutor {
        result = await runSerially(action)
    }
    return result
}

@MainActor
private func runSerially(_ action: LaunchFeature.Action) async -> (order: [String], seconds: [Int]) {
    let clock = TestClock()
    let store = Store(initialState: LaunchFeature.State()) {
        LaunchFeature()
    } withDependencies: {
        $0.continuousClock = clock
    }
    let task = store.send(action)
    var seconds: [Int] = []
    for second in 1...4 {
        await clock.advance(by: .seconds(1))
        let arrived = store.withState(\.finished).count - seconds.count
        seconds += Array(repeating: second, count: max(0, arrived))
    }
    await task.finish()
    return (store.withState(\.finished), seconds)
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("merge") { t in
        let runtime = await run(.mergeButtonTapped)
        t.expectPrediction(predictedMergeOrder == runtime.order, Message(
            en: ".merge: the order in which .finished arrived (the trace's → send lines) — predictedMergeOrder: your prediction vs. the runtime",
            ko: ".merge: .finished가 도착한 순서 (트레이스의 → send 줄) — predictedMergeOrder: 예측과 실제 런타임의 비교"),
            runtime: "\(runtime.order)", yours: "\(predictedMergeOrder)")
        t.expectPrediction(predictedMergeSeconds == runtime.seconds, Message(
            en: ".merge: the test clock's second at which each arrived — predictedMergeSeconds: your prediction vs. the runtime",
            ko: ".merge: 각각이 도착한 테스트 클록의 초 — predictedMergeSeconds: 예측과 실제 런타임의 비교"),
            runtime: "\(runtime.seconds)", yours: "\(predictedMergeSeconds)")
    }

    grade.check("concatenate") { t in
        let runtime = await run(.concatenateButtonTapped)
        t.expectPrediction(predictedConcatenateOrder == runtime.order, Message(
            en: ".concatenate: the order in which .finished arrived (the trace's → send lines) — predictedConcatenateOrder: your prediction vs. the runtime",
            ko: ".concatenate: .finished가 도착한 순서 (트레이스의 → send 줄) — predictedConcatenateOrder: 예측과 실제 런타임의 비교"),
            runtime: "\(runtime.order)", yours: "\(predictedConcatenateOrder)")
        t.expectPrediction(predictedConcatenateSeconds == runtime.seconds, Message(
            en: ".concatenate: the test clock's second at which each arrived — predictedConcatenateSeconds: your prediction vs. the runtime",
            ko: ".concatenate: 각각이 도착한 테스트 클록의 초 — predictedConcatenateSeconds: 예측과 실제 런타임의 비교"),
            runtime: "\(runtime.seconds)", yours: "\(predictedConcatenateSeconds)")
    }
}
