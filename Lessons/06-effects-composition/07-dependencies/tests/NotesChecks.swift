import ComposableArchitecture
import Foundation
import LessonTesting

private let midnight = Date(timeIntervalSince1970: 0)

@MainActor
func hiddenChecks(_ grade: Grade) {
    grade.check("test-pins-the-notes") { t in
        // The test of the instructions, word for word.
        let failures = await failuresReported {
            let store = TestStore(initialState: Notes.State()) { Notes() } withDependencies: {
                $0.uuid = .incrementing
                $0.date = .constant(midnight)
            }
            await store.send(.addTapped("Milk")) {
                $0.notes = [Notes.Note(id: UUID(0), text: "Milk", createdAt: midnight)]
            }
            await store.send(.addTapped("Eggs")) {
                $0.notes.append(Notes.Note(id: UUID(1), text: "Eggs", createdAt: midnight))
            }
        }
        t.expect(failures.isEmpty, Message(
            en: "failures of the instructions' test (ids from .incrementing, the date fixed at midnight)",
            ko: "안내문의 테스트가 보고한 실패 (id는 .incrementing, 날짜는 자정으로 고정)"),
            expected: "0", actual: "\(failures.count):\n" + failures.joined(separator: "\n\n"))
    }

    grade.check("values-come-from-the-dependencies") { t in
        // Other chosen values: a reducer that wrote the first test's values in by hand fails here.
        let later = Date(timeIntervalSince1970: 86_400)
        let store = Store(initialState: Notes.State()) { Notes() } withDependencies: {
            $0.uuid = .constant(UUID(7))
            $0.date = .constant(later)
        }
        store.send(.addTapped("Tea"))
        let note = try t.require(store.withState(\.notes).first, Message(
            en: "a note after \"Add\"", ko: "\"Add\" 뒤의 메모"))
        t.expectEqual(note.id, UUID(7), Message(
            en: "the note's id when a test sets `uuid` to always give 00000000-0000-0000-0000-000000000007",
            ko: "테스트가 `uuid`를 늘 00000000-0000-0000-0000-000000000007을 주도록 정했을 때 메모의 id"))
        t.expectEqual(note.createdAt, later, Message(
            en: "the note's date when a test sets `date` to 1970-01-02",
            ko: "테스트가 `date`를 1970-01-02로 정했을 때 메모의 날짜"))
    }
}
