/// `.onReceive(publisher) { value in … }`: runs the action for each value the publisher sends
/// while the view is on screen. SwiftUI's `SubscriptionView`.
///
/// The view subscribes once it has appeared (after the update that created it) and stops when
/// it goes away; the action is always the one from the view's latest render. Values arrive as
/// the publisher sends them (`model.$count`, a `PassthroughSubject`).
public struct _OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    public typealias Body = Never
    let publisher: P
    let action: (P.Output) -> Void
}

/// The subscription of one `.onReceive`, kept in its node, and the latest action.
@MainActor
private final class ReceiveSubscription<Output> {
    var action: (Output) -> Void
    var cancellable: AnyCancellable?

    init(action: @escaping (Output) -> Void) {
        self.action = action
    }
}

extension _OnReceiveModifier: PrimitiveModifier {
    var modifierLabel: String? { ".onReceive" }

    func didMount(node: RenderNode) {
        let subscription = ReceiveSubscription(action: action)
        node.storage["onReceive"] = subscription
        let publisher = publisher
        node.host.enqueue { [weak node, weak subscription] in
            guard let node, node.isMounted, let subscription else { return }
            subscription.cancellable = publisher.sink { [weak subscription] value in
                assumingMainActor { subscription?.action(value) }
            }
        }
    }

    func didUpdate(node: RenderNode, from oldModifier: _OnReceiveModifier) {
        (node.storage["onReceive"] as? ReceiveSubscription<P.Output>)?.action = action
    }
}

extension View {
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(_OnReceiveModifier(publisher: publisher, action: action))
    }
}
