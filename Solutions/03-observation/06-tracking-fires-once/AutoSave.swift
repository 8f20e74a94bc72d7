import SwiftUI

// The autosaver does what SwiftUI does for a body: the change only schedules the work; the work
// reads the new value, and reading it again under withObservationTracking tracks the next change.

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
            // Called once, in willSet: the note still holds the old text, and nothing is tracked
            // any more. Save after the change is done, and track the text again while saving.
            Task { @MainActor in
                self?.save()
                self?.observe()
            }
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
