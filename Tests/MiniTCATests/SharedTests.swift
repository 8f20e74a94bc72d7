import Foundation
import MiniSwiftUI
import MiniTCA
import Testing

struct StampCard: Reducer {
    struct State: Equatable {
        @Shared(.inMemory("stamps")) var stamps = 0
        var lastStampedBy = ""
    }

    enum Action: Equatable {
        case stamp(String)
    }

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case let .stamp(barista):
                state.$stamps.withLock { $0 += 1 }
                state.lastStampedBy = barista
                return .none
            }
        }
    }
}

extension MiniTCATests {
    @MainActor struct SharedTests {
        @Test func twoSharedOfOneKeyShareTheValue() {
            @Shared(.inMemory("shared-tests-volume")) var volume = 5
            @Shared(.inMemory("shared-tests-volume")) var sameVolume = 9
            #expect(sameVolume == 5)
            $volume.withLock { $0 += 1 }
            #expect(sameVolume == 6)
        }

        @Test func aBindingToASharedValueWritesTheSharedValue() {
            let profile = Shared(value: ["name": "Ada"])
            let copy = profile
            @MiniSwiftUI.Binding(profile) var fields
            $fields.wrappedValue["name"] = "Grace"
            #expect(copy.wrappedValue["name"] == "Grace")
            #expect(fields["name"] == "Grace")
        }

        @Test func copiesOfASharedValueAreOneValue() {
            let original = Shared(value: [1, 2])
            let copy = original
            copy.withLock { $0.append(3) }
            #expect(original.wrappedValue == [1, 2, 3])
            #expect(Shared(value: 1) == Shared(value: 1))
        }

        @Test func aTestStoreAssertsOnSharedState() async {
            StampCard.State().$stamps.withLock { $0 = 0 }
            let store = TestStore(initialState: StampCard.State()) { StampCard() }
            let issues = await capturingIssues {
                await store.send(.stamp("Mina")) {
                    $0.$stamps.withLock { $0 = 1 }
                    $0.lastStampedBy = "Mina"
                }
            }
            #expect(issues.messages == [])
        }

        @Test func anAssertionThatChangesOnlySharedStateIsAChange() async {
            StampCard.State().$stamps.withLock { $0 = 0 }
            let store = TestStore(initialState: StampCard.State(lastStampedBy: "Mina")) { StampCard() }
            let issues = await capturingIssues {
                await store.send(.stamp("Mina")) {
                    $0.$stamps.withLock { $0 = 1 }
                }
            }
            #expect(issues.messages == [])
        }

        @Test func aWrongOrMissingAssertionOnSharedStateFails() async {
            StampCard.State().$stamps.withLock { $0 = 0 }
            let store = TestStore(initialState: StampCard.State()) { StampCard() }
            let issues = await capturingIssues {
                await store.send(.stamp("Mina")) {
                    $0.$stamps.withLock { $0 = 2 }
                    $0.lastStampedBy = "Mina"
                }
                await store.send(.stamp("Joon")) {
                    $0.lastStampedBy = "Joon"
                }
            }
            #expect(issues.messages == [
                """
                A state change does not match expectation: …

                    \u{2007} StampCard.State(
                    \u{2212}   _stamps: 2,
                    +   _stamps: 1,
                    \u{2007}   lastStampedBy: "Mina"
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """,
                """
                A state change does not match expectation: …

                    \u{2007} StampCard.State(
                    \u{2212}   _stamps: 1,
                    +   _stamps: 2,
                    \u{2007}   lastStampedBy: "Joon"
                    \u{2007} )

                (Expected: \u{2212}, Actual: +)
                """,
            ])
        }

        @Test func fileStorageReadsAndWritesItsFileWhenTheProgramRuns() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let url = folder.appendingPathComponent("todos.json")
            try JSONEncoder().encode(["Buy milk"]).write(to: url)
            @Shared(.fileStorage(url)) var todos: [String] = []
            #expect(todos == ["Buy milk"])
            $todos.withLock { $0.append("Call Mom") }
            #expect(try JSONDecoder().decode([String].self, from: Data(contentsOf: url)) == ["Buy milk", "Call Mom"])
        }
    }
}
