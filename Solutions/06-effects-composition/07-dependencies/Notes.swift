import ComposableArchitecture
import Foundation

// A notes feature: "Add" appends a note with a fresh id and the time it was written.
//
// `UUID()` and `Date()` reach outside the reducer for values no test can predict. Read through
// `@Dependency`, the same values come from one place: random ids and the clock when the app runs,
// and whatever `withDependencies` chooses in a test (`.incrementing`, `.constant(…)`).

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

    @Dependency(\.uuid) var uuid
    @Dependency(\.date) var date

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case let .addTapped(text):
            state.notes.append(Note(id: uuid(), text: text, createdAt: date.now))
            return .none
        }
    }
}
