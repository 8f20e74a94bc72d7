import LessonTesting
import SwiftUI

private let edits = ["Hi", "Hi there", "Hi there!"]

/// Types the three edits into the editor, one user event at a time: between two edits the main
/// actor is free, as it is between two key presses on a device.
@MainActor
private func typeEdits(_ t: CheckContext) async throws -> AutoSaver {
    let note = Note()
    let saver = AutoSaver(note: note)
    let host = ViewHost(NoteEditor(note: note))
    for edit in edits {
        try host.type(edit, into: "Note")
        try await Task.sleep(nanoseconds: 20_000_000)
        host.flush()
    }
    return saver
}

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("saves-every-edit") { t in
        let saver = try await typeEdits(t)
        let saved = saver.savedTexts
        let editorRuns = t.trace.filter { $0.kind == .bodyRan && $0.subject == "NoteEditor" && $0.reasons.contains("@dependencies") }.count
        t.expectEqual(saved.count, edits.count, Message(
            en: "saves for \(edits.count) edits (NoteEditor.body re-ran for \(editorRuns) of them): \(saved)",
            ko: "편집 \(edits.count)번에 대한 저장 횟수 (NoteEditor.body는 그중 \(editorRuns)번 다시 실행됨): \(saved)"),
            why: saved.count == 1 ? Message(
                en: "The saver heard the first edit only. withObservationTracking's onChange is called once: after it, nothing is tracked until something reads note.text inside withObservationTracking again. SwiftUI does that on every body run — that is why the editor kept re-running.",
                ko: "저장기는 첫 편집만 들었습니다. withObservationTracking의 onChange는 한 번만 불립니다. 그 뒤로는 누군가 withObservationTracking 안에서 note.text를 다시 읽을 때까지 아무것도 추적되지 않습니다. SwiftUI는 바디를 실행할 때마다 그렇게 합니다. 에디터가 계속 다시 실행된 까닭입니다.")
            : saved.count > edits.count ? Message(
                en: "More saves than edits: the text is tracked more than once at a time (or saved without an edit), so one change calls more than one onChange. Track it again only after the onChange that was just called.",
                ko: "편집보다 저장이 많습니다. 텍스트가 동시에 두 번 이상 추적되거나(또는 편집 없이 저장되어) 변화 하나가 onChange를 여러 번 부릅니다. 방금 불린 onChange 뒤에만 다시 추적하세요.")
            : nil)
    }

    grade.check("saves-new-text") { t in
        let saver = try await typeEdits(t)
        let saved = saver.savedTexts
        try t.require(!saved.isEmpty, Message(
            en: "the saver saved something", ko: "저장기가 무언가를 저장했다"), expected: "≥ 1", actual: "0")
        let stale = zip(saved, [""] + edits).contains { $0 == $1 }
        t.expect(zip(saved, edits).allSatisfy { $0 == $1 }, Message(
            en: "each saved text is the text its edit left (in order)",
            ko: "저장된 텍스트마다 그 편집이 남긴 텍스트다 (순서대로)"),
            expected: Array(edits.prefix(max(saved.count, 1))).description, actual: saved.description,
            why: stale ? Message(
                en: "The saver saved the text from before the edit. onChange is called in willSet: the property is about to change, and still holds its old value. Read the new value after the change — as SwiftUI does, which only marks the view and runs its body later.",
                ko: "저장기가 편집 전의 텍스트를 저장했습니다. onChange는 willSet에서 불립니다. 프로퍼티는 막 바뀌려는 참이고, 아직 이전 값을 들고 있습니다. 새 값은 변화가 끝난 뒤에 읽으세요. SwiftUI도 뷰에 표시만 해 두고 바디는 나중에 실행합니다.") : nil)
    }
}
