import SwiftUI

// A note editor with an autosaver. The editor's body reads `note.text`, so SwiftUI re-runs it on
// every edit. The autosaver watches the same property with `withObservationTracking`, the
// function SwiftUI itself is built on… and saves once, and saves the wrong text.
// 자동 저장기가 달린 메모 편집기입니다. 편집기의 바디는 `note.text`를 읽으므로 SwiftUI는 고칠 때마다
// 바디를 다시 실행합니다. 자동 저장기도 SwiftUI가 바탕으로 삼는 함수 `withObservationTracking`으로
// 같은 프로퍼티를 지켜보는데… 한 번만 저장하고, 그마저 틀린 텍스트를 저장합니다.
//
// Fix `AutoSaver` so that it saves once per edit, and saves the text the edit left. Keep the
// names `Note`, `AutoSaver`, `savedTexts`, `NoteEditor` and the field "Note": the checks use
// them. Do not change `Note` or `NoteEditor`.
// 고칠 때마다 한 번씩, 그 고침이 남긴 텍스트를 저장하도록 `AutoSaver`를 고치세요. `Note`,
// `AutoSaver`, `savedTexts`, `NoteEditor`라는 이름과 "Note" 필드는 그대로 두세요. 체크가 씁니다.
// `Note`와 `NoteEditor`는 고치지 마세요.

@Observable final class Note {
    var text = ""
}

/// Saves the note's text after every change to it.
/// 메모의 텍스트가 바뀔 때마다 저장합니다.
final class AutoSaver {
    let note: Note
    /// What was saved, oldest first (a real app would write a file).
    /// 저장한 것, 오래된 것부터(실제 앱이라면 파일에 씁니다).
    private(set) var savedTexts: [String] = []

    init(note: Note) {
        self.note = note
        observe()
    }

    private func observe() {
        withObservationTracking {
            _ = note.text
        } onChange: { [weak self] in
            self?.save()
        }
    }

    private func save() {
        savedTexts.append(note.text)
    }
}

struct NoteEditor: View {
    @Bindable var note: Note

    var body: some View {
        VStack {
            TextField("Note", text: $note.text)
            Text("\(note.text.count) characters")
        }
    }
}
