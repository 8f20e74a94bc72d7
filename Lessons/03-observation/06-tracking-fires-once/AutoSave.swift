import SwiftUI

// A note editor with an autosaver. The editor's body reads `note.text`, so SwiftUI re-runs it on
// every edit. The autosaver watches the same property with `withObservationTracking`, the
// function SwiftUI itself is built on… and saves once, and saves the wrong text.
//
// Fix `AutoSaver` so that it saves once per edit, and saves the text the edit left. Keep the
// names `Note`, `AutoSaver`, `savedTexts`, `NoteEditor` and the field "Note": the checks use
// them. Do not change `Note` or `NoteEditor`.

@Observable final class Note {
    var text = ""
}

/// Saves the note's text after every change to it.
final class AutoSaver {
    let note: Note
    /// What was saved, oldest first (a real app would write a file).
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
