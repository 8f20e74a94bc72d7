import Foundation

/// How an exercise is introduced (by `next`, and by `watch` when it moves on).
struct ExercisePresenter {
    var style: Style
    var course: Course
    /// A command line to suggest, as the learner can type it here (`Context.suggest`).
    var suggest: (String) -> String
    /// Whether to end with the commands to run next (`check`, `watch`, `hint`): not inside
    /// `watch`, which is already checking on every save and has its own keys.
    var suggestsCommands = true

    func describe(_ exercise: Exercise, createdFiles: [URL], workbook: Workbook) -> String {
        let number = (course.exercises.firstIndex { $0.id == exercise.id } ?? 0) + 1
        var lines = [
            style.bold(style.text("Exercise \(number)/\(course.exercises.count)", "연습 문제 \(number)/\(course.exercises.count)")
                + " · \(exercise.path) — \(exercise.title.text(style.language))")
                + style.dim("  [\(kindName(exercise.kind))]"),
            "",
            readText(exercise.instructionsFile(style.language)),
            "",
        ]
        for file in workbook.files(for: exercise) {
            let isNew = createdFiles.contains(file)
            lines.append(style.text("Edit:  ", "편집:  ") + style.cyan(style.path(file))
                + (isNew ? style.dim(style.text("  (new copy of the starter)", "  (시작 코드를 새로 복사함)")) : ""))
        }
        guard suggestsCommands else { return lines.joined(separator: "\n") }
        lines.append(style.text("Then:  ", "그다음: ") + suggest("check") + style.dim(style.text(
            "   (or \(suggest("watch")): re-checks on every save)", "   (또는 \(suggest("watch")): 저장할 때마다 다시 검사)")))
        lines.append(style.text("Stuck? ", "막히면? ") + suggest("hint"))
        return lines.joined(separator: "\n")
    }

    private func kindName(_ kind: ExerciseKind) -> String {
        switch kind {
        case .fixTheBug: style.text("fix the bug", "버그 고치기")
        case .completeTheCode: style.text("complete the code", "코드 완성하기")
        case .predictTheTrace: style.text("predict the trace", "트레이스 예측하기")
        case .writeTheTest: style.text("write the test", "테스트 작성하기")
        }
    }
}
