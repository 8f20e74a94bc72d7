import ComposableArchitecture
import Foundation

// A notes feature: "Add" appends a note with a fresh id and the time it was written.
// 메모 피처입니다. "Add"는 새 id와 쓴 시각이 붙은 메모를 덧붙입니다.
//
// The feature works in the app. Its test cannot be written: every run makes another id and
// another date, so no `store.send(.addTapped("Milk")) { … }` can say exactly what the new state
// is. Make `Notes` take its ids and its time from its dependencies, so that a test chooses them.
// Keep the names and `Note`'s fields: the checks run the test of the instructions against `Notes`.
// 피처는 앱에서 잘 돌아가지만, 테스트를 쓸 수 없습니다. 실행할 때마다 id와 날짜가 달라지므로
// `store.send(.addTapped("Milk")) { … }`로는 새 상태를 정확히 말할 수 없습니다. 테스트가 고를 수 있게
// `Notes`가 id와 시각을 의존성에서 받도록 만드세요. 이름과 `Note`의 필드는 그대로 두세요. 체크가 설명에
// 나온 테스트를 `Notes`에 대해 실행합니다.

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
