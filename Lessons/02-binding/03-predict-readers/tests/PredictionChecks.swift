import LessonTesting
import SwiftUI

/// Mounts Board and taps twice, checking first that the views were left as given.
@MainActor
private func tapTwice(_ t: CheckContext) throws -> ViewHost<Board> {
    let host = ViewHost(Board())
    try host.tap("Score 0")
    try host.tap("Score 1")
    try t.require(host.texts == ["Board", "Score 2", "Keep going"], Message(
        en: "the views are unchanged (only the prediction should be edited)",
        ko: "뷰는 그대로여야 합니다 (예측 숫자만 고치세요)"),
        expected: "[\"Board\", \"Score 2\", \"Keep going\"]", actual: host.texts.description)
    return host
}

@MainActor
private func comparePrediction<V: View>(_ name: String, _ type: V.Type, _ host: ViewHost<Board>, _ t: CheckContext) {
    let actual = host.bodyRunCount(of: type)
    guard let predicted = predictedBodyRuns[name] else {
        t.fail(Message(en: "predictedBodyRuns has no entry for \"\(name)\"", ko: "predictedBodyRuns에 \"\(name)\" 항목이 없습니다"))
        return
    }
    t.expectPrediction(predicted == actual, Message(
        en: "\(name).body runs — predictedBodyRuns[\"\(name)\"]: your prediction vs. the runtime. \(name)'s lines in the trace: ",
        ko: "\(name).body 실행 횟수 — predictedBodyRuns[\"\(name)\"]: 예측과 실제 런타임의 비교. 트레이스의 \(name) 줄: ") + t.bodyTraceLines(of: name),
        runtime: "\(actual)", yours: "\(predicted)")
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("board-runs") { t in
        comparePrediction("Board", Board.self, try tapTwice(t), t)
    }
    grade.check("scorebutton-runs") { t in
        comparePrediction("ScoreButton", ScoreButton.self, try tapTwice(t), t)
    }
    grade.check("hint-runs") { t in
        comparePrediction("Hint", Hint.self, try tapTwice(t), t)
    }
}
