import ComposableArchitecture

// The number-fact feature of exercise 7, finished. Read it; do not edit it: the checks always
// use the course's copy. Your test goes in NumberFactTests.swift.
// 7번 연습 문제의 숫자 사실 피처를 완성한 것입니다. 읽기만 하고 고치지 마세요. 체크는 늘 강좌에 든
// 사본을 씁니다. 테스트는 NumberFactTests.swift에 씁니다.

@DependencyClient
struct NumberFactClient {
    var fetch: @Sendable (_ number: Int) async throws -> String
}

extension NumberFactClient: DependencyKey {
    static let liveValue = NumberFactClient(fetch: { number in
        "\(number) is \(number.isMultiple(of: 2) ? "even" : "odd"), says the fact book."
    })
    static let testValue = NumberFactClient()
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
                return .run { [count = state.count] send in
                    await send(.factResponse(Result { try await numberFact.fetch(count) }))
                }

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
