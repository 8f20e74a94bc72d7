import MiniCombine
@_spi(Internals) import MiniTCA
import Testing

private struct Scores: Reducer {
    enum Action: Equatable { case load, loaded(Int), follow, cancel }
    let live: PassthroughSubject<Int, Never>
    func reduce(into state: inout [Int], action: Action) -> Effect<Action> {
        switch action {
        case .load:
            return .publisher { [3, 5].publisher.map(Action.loaded) }
        case let .loaded(score):
            state.append(score)
            return .none
        case .follow:
            return .publisher { live.map(Action.loaded) }.cancellable(id: "live")
        case .cancel:
            return .cancel(id: "live")
        }
    }
}

private struct Profile: Reducer {
    struct State: Equatable { var name = "Blob"; var visits = 0 }
    enum Action { case visit, rename(String) }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .visit: state.visits += 1
        case let .rename(name): state.name = name
        }
        return .none
    }
}

extension MiniTCATests {
    @Suite @MainActor struct CombineInterop {
        @Test func aPublisherEffectSendsEachValueThenFinishes() async {
            let store = TestStore(initialState: [Int]()) { Scores(live: PassthroughSubject()) }
            await store.send(.load)
            await store.receive(.loaded(3)) { $0 = [3] }
            await store.receive(.loaded(5)) { $0 = [3, 5] }
        }

        @Test func aLongLivingPublisherRunsUntilCancelled() async {
            let live = PassthroughSubject<Int, Never>()
            let store = TestStore(initialState: [Int]()) { Scores(live: live) }
            await store.send(.follow)
            live.send(9)
            await store.receive(.loaded(9)) { $0 = [9] }
            await store.send(.cancel)
            live.send(10)
            await store.finish()
        }

        @Test func aPublisherFinishedOnATestsLastLineIsNoLongerRunning() async {
            let live = PassthroughSubject<Int, Never>()
            let issues = await capturingIssues {
                let store = TestStore(initialState: [Int]()) { Scores(live: live) }
                await store.send(.follow)
                live.send(4)
                await store.receive(.loaded(4)) { $0 = [4] }
                live.send(completion: .finished)
            }
            #expect(issues.messages.isEmpty)
        }

        @Test func aPublisherStillOpenAtTheEndIsReported() async {
            let live = PassthroughSubject<Int, Never>()
            let issues = await capturingIssues {
                let store = TestStore(initialState: [Int]()) { Scores(live: live) }
                await store.send(.follow)
            }
            #expect(issues.messages.count == 1)
            #expect(issues.messages.first?.hasPrefix("An effect returned for this action is still running.") == true)
        }

        @Test func aStorePublishersSubscriptionIsReleasedWhenCancelled() {
            let store = Store<Int, Void>(initialState: 0) {}
            weak var subscription: AnyObject?
            var values: [Int] = []
            let cancellable = store.publisher
                .handleEvents(receiveSubscription: { subscription = $0 as AnyObject })
                .sink { values.append($0) }
            #expect(subscription != nil)
            #expect(values == [0])
            cancellable.cancel()
            #expect(subscription == nil)
        }

        @Test func conveniencePublishersBehaveAsCombines() {
            var values: [Int] = []
            var finished = 0
            _ = Just(1).sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
            _ = Empty<Int, Never>().sink(receiveCompletion: { _ in finished += 1 }, receiveValue: { values.append($0) })
            _ = [2, 2, 3].publisher.removeDuplicates().map { $0 * 10 }.sink { values.append($0) }
            #expect(values == [1, 20, 30])
            #expect(finished == 2)
        }

        @Test func aViewStorePublisherSendsOnlyChangesOfTheFieldItFollows() {
            let store = Store(initialState: Profile.State()) { Profile() }
            let viewStore = ViewStore(store, observe: { $0 })
            var names: [String] = []
            let cancellable = viewStore.publisher.name.sink { names.append($0) }
            viewStore.send(.visit)
            viewStore.send(.rename("Blobby"))
            viewStore.send(.visit)
            #expect(names == ["Blob", "Blobby"])
            _ = cancellable
        }

        @Test func aStorePublisherSendsTheStateAfterEachChangeUntilCancelled() {
            let store = Store(initialState: Profile.State()) { Profile() }
            var visits: [Int] = []
            var names: [String] = []
            let all = store.publisher.sink { visits.append($0.visits) }
            let name = store.publisher.name.sink { names.append($0) }
            store.send(.visit)
            store.send(.rename("Blobby"))
            all.cancel()
            store.send(.visit)
            #expect(visits == [0, 1, 1])
            #expect(names == ["Blob", "Blobby"])
            _ = name
        }

        @Test func effectActionsRunsAnEffectOnItsOwn() async {
            var values: [Int] = []
            for await value in Effect<Int>.concatenate(.send(1), .run { send in await send(2) }).actions {
                values.append(value)
            }
            #expect(values == [1, 2])
        }
    }
}
