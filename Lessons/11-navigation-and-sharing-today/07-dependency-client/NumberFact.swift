import ComposableArchitecture

// A counter that can ask for a fact about its number. The feature works in the app: the live
// client answers from the app's own fact book. Its tests are the trouble: nothing stops a test
// from reaching the live client by accident.
// 숫자에 대한 사실을 물어볼 수 있는 카운터입니다. 앱에서는 잘 동작합니다. 라이브 클라이언트가 앱에
// 든 사실 모음에서 답합니다. 문제는 테스트입니다. 테스트가 실수로 라이브 클라이언트에 닿는 것을
// 막는 것이 없습니다.
//
// Complete the two TODOs. Keep the names: the checks use `NumberFactClient`, its `fetch`, the
// `\.numberFact` dependency and the feature's actions.
// TODO 두 개를 완성하세요. 이름은 그대로 두세요. 체크가 `NumberFactClient`와 그 `fetch`,
// `\.numberFact` 의존성, 피처의 액션을 씁니다.

// TODO 1: make this a client whose test value has no endpoint implemented, so that a test
// fails when it calls one it did not override.
// TODO 1: 테스트 값에 구현된 엔드포인트가 하나도 없는 클라이언트로 만드세요. 테스트가 재정의하지
// 않은 엔드포인트를 부르면 실패하도록요.
struct NumberFactClient {
    var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
    static let liveValue = NumberFactClient(fetch: { number in
        "\(number) is \(number.isMultiple(of: 2) ? "even" : "odd"), says the fact book."
    })
}

extension DependencyValues {
    var numberFact: NumberFactClient {
        get { self[NumberFactClient.self] }
        set { self[NumberFactClient.self] = newValue }
    }
}

@Reducer
struct NumberFact {
    struct State: Equatable {
        var count = 0
        var fact: String?
        var isLoading = false
    }

    enum Action {
        case incrementButtonTapped
        case factButtonTapped
        case factResponse(Result<String, any Error>)
    }

    @Dependency(\.numberFact) var numberFact

    var body: some ReducerOf<Self> {
        Reduce { state, action in
            switch action {
            case .incrementButtonTapped:
                state.count += 1
                state.fact = nil
                return .none

            case .factButtonTapped:
                state.isLoading = true
                state.fact = nil
                // TODO 2: ask the client for a fact about the count, and send what it answers
                // (or throws) back as `.factResponse`.
                // TODO 2: 클라이언트에게 카운트에 대한 사실을 묻고, 답(또는 던진 에러)을
                // `.factResponse`로 돌려보내세요.
                return .none

            case let .factResponse(.success(fact)):
                state.isLoading = false
                state.fact = fact
                return .none

            case .factResponse(.failure):
                state.isLoading = false
                return .none
            }
        }
    }
}
