import ComposableArchitecture
import Foundation

// A notes feature: "Add" appends a note with a fresh id and the time it was written.
//
// The feature works in the app. Its test cannot be written: every run makes another id and
// another date, so no `store.send(.addTapped("Milk")) { … }` can say exactly what the new state
// is. Make `Notes` take its ids and its time from its dependencies, so that a test chooses them.
// Keep the names and `Note`'s fields: the checks run the test of the instructions against `Notes`.

struct Notes: Reducer {
    struct Note: Equatable, Identifiable {
        let id: UUID
        var text: String
        let createdAt: Date
    }

    struct State: Equatable {
        var notes: [Note] = []
    }

    enum Action: Equatable {
        case addTapped(String)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .addTapped(text):
            state.notes.append(Note(id: UUID(), text: text, createdAt: Date()))
            return .none
        }
    }
}
