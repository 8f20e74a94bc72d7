import MiniCombine
import MiniTCA
import Testing

/// An action that carries an object which, when released, sends another action to the same store
/// (as TCA's own compatibility tests do through a publisher effect).
private final class Farewell: Equatable {
    let onRelease: () -> Void
    init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
    deinit { onRelease() }
    static func == (lhs: Farewell, rhs: Farewell) -> Bool { true }
}

private enum Door: Equatable {
    case open
    case wave(Farewell)
    case close
}

extension MiniTCATests {
    @Suite @MainActor struct StoreReentrance {
        @Test func anActionReleasedAfterTheSendCanSendAgain() {
            var handled: [String] = []
            var store: Store<Int, Door>!
            store = Store(initialState: 0) {
                Reduce { _, action in
                    switch action {
                    case .open:
                        handled.append("open")
                        return .send(.wave(Farewell { store.send(.close) }))
                    case .wave:
                        handled.append("wave")
                        return .none
                    case .close:
                        handled.append("close")
                        return .none
                    }
                }
            }
            store.send(.open)
            #expect(handled == ["open", "wave", "close"])
        }

        /// A view store's subscriber that answers a state with an action does not cut in ahead of
        /// the subscribers after it: they all see the state first, then the answer is reduced and
        /// its state published, as TCA's `Store.send` orders it.
        @Test func anActionSentByAnObserverWaitsForTheOtherObservers() {
            let store = Store<String, String>(initialState: "idle") {
                Reduce { state, action in
                    state = action
                    return .none
                }
            }
            let viewStore = ViewStore(store, observe: { $0 })
            var seen: [String] = []
            var subscriptions: Set<AnyCancellable> = []
            viewStore.publisher
                .sink { if $0 == "ring" { viewStore.send("answer") } }
                .store(in: &subscriptions)
            viewStore.publisher
                .sink { seen.append($0) }
                .store(in: &subscriptions)
            viewStore.send("ring")
            #expect(seen == ["idle", "ring", "answer"])
        }
    }
}
