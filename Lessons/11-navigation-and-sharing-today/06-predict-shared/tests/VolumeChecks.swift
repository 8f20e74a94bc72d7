import ComposableArchitecture
import LessonTesting

/// What the runtime shows after the steps of Volume.swift, run once: the shared values live for
/// the whole program, so a second run would start from the first one's.
@MainActor
private let measured: [String: Int] = {
    let mini = MiniPlayer.State()
    let player = Store(initialState: Player.State()) { Player() }
    let playerAtStart = player.withState(\.volume)
    let visualizer = Visualizer.State(volume: player.withState(\.volume))
    player.send(.volumeSet(8))
    let alarm = Alarm.State()
    return ["Player at start": playerAtStart, "MiniPlayer": mini.volume, "Visualizer": visualizer.volume, "Alarm": alarm.volume]
}()

private func show(_ names: [String], _ volumes: [String: Int]) -> String {
    "[" + names.map { "\"\($0)\": \(volumes[$0].map(String.init) ?? "-")" }.joined(separator: ", ") + "]"
}

@MainActor
private func compare(_ names: [String], _ t: CheckContext) {
    let right = names.allSatisfy { predictedVolumes[$0] == measured[$0] }
    t.expectPrediction(right, Message(
        en: "volumes after step 5 — predictedVolumes: your prediction vs. the runtime",
        ko: "5단계 뒤의 음량 — predictedVolumes: 예측과 실제 런타임의 비교"),
        runtime: show(names, measured), yours: show(names, predictedVolumes))
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("first-access-and-reference") { t in
        compare(["Player at start", "MiniPlayer"], t)
    }

    grade.check("copies-and-other-keys") { t in
        compare(["Visualizer", "Alarm"], t)
    }
}
