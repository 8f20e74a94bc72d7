import MiniTCA
import Testing

struct BakeError: Error, Equatable {}

/// A feature whose action is not `Equatable`: a test names the actions it expects by case key
/// path. `Action`'s case paths are written out as `@CasePathable` expands them.
struct Oven: Reducer {
    struct State: Equatable {
        var grams = 500
        var isBaking = false
        var loaves = 0
    }

    enum Action: CasePathable {
        case bake
        case setGrams(Int)
        case baked(Result<Int, BakeError>)

        struct AllCasePaths {
            var bake: AnyCasePath<Action, Void> {
                ._$embed({ Action.bake }) {
                    guard case .bake = $0 else { return nil }
                    return ()
                }
            }
            var setGrams: AnyCasePath<Action, Int> {
                ._$embed(Action.setGrams) {
                    guard case let .setGrams(v0) = $0 else { return nil }
                    return v0
                }
            }
            var baked: AnyCasePath<Action, Result<Int, BakeError>> {
                ._$embed(Action.baked) {
                    guard case let .baked(v0) = $0 else { return nil }
                    return v0
                }
            }
        }
        static var allCasePaths: AllCasePaths { AllCasePaths() }
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .bake:
            state.isBaking = true
            return .run { [grams = state.grams] send in await send(.baked(.success(grams))) }
        case let .setGrams(grams):
            state.grams = grams
            return .none
        case .baked(.success):
            state.isBaking = false
            state.loaves += 1
            return .none
        case .baked(.failure):
            state.isBaking = false
            return .none
        }
    }
}

extension MiniTCATests {
    @MainActor struct TestStoreCaseKeyPathTests {
        @Test func sendAndReceiveByCaseKeyPath() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Oven.State()) { Oven() }
                await store.send(\.setGrams, 300) { $0.grams = 300 }
                await store.send(\.bake) { $0.isBaking = true }
                await store.receive(\.baked.success) {
                    $0.isBaking = false
                    $0.loaves = 1
                }
                await store.send(\.bake) { $0.isBaking = true }
                await store.receive(\.baked, .success(300), timeout: .seconds(1)) {
                    $0.isBaking = false
                    $0.loaves = 2
                }
            }
            #expect(issues.messages == [])
        }

        @Test func receivingAnotherCaseFails() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Oven.State()) { Oven() }
                await store.send(\.bake) { $0.isBaking = true }
                await store.receive(\.baked.failure) { $0.isBaking = false }
            }
            #expect(issues.messages.first?.hasPrefix("Received unexpected action: …") == true, "\(issues.messages)")
        }

        @Test func receivingAPayloadWhenNothingCameFailsInTCAsWords() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Oven.State()) { Oven() }
                await store.receive(\.baked, .success(1))
            }
            #expect(issues.messages == ["Expected to receive an action matching case path, but didn't get one."])
        }

        @Test func receivingAnotherPayloadFails() async {
            let issues = await capturingIssues {
                let store = TestStore(initialState: Oven.State()) { Oven() }
                await store.send(\.bake) { $0.isBaking = true }
                await store.receive(\.baked, .success(1)) {
                    $0.isBaking = false
                    $0.loaves = 1
                }
            }
            #expect(issues.messages.first?.hasPrefix("Received unexpected action: …") == true, "\(issues.messages)")
            // TCA 1.9's words for this form: the action received is the "Actual" one.
            #expect(issues.messages.first?.hasSuffix("(Expected: \u{2212}, Actual: +)") == true, "\(issues.messages)")
            // …and its diff is indented by two, not four as for a whole action.
            #expect(issues.messages.first?.contains("\n  \u{2212}   .success(1)\n  +   .success(500)\n") == true, "\(issues.messages)")
        }
    }
}
