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
    }
}
