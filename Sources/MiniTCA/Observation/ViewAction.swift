import MiniSwiftUI

/// An action enum with a case for what its view sends: `case view(View)`. TCA 1.7+'s
/// `ViewAction`, which `@ViewAction(for:)` relies on.
///
/// ```swift
/// enum Action: ViewAction {
///   case view(View)
///   case response(Int)
///   enum View { case incrementButtonTapped }
/// }
/// ```
public protocol ViewAction<ViewAction> {
    associatedtype ViewAction
    static func view(_ action: ViewAction) -> Self
}

/// A view that sends only view actions: `@ViewAction(for: Counter.self)` conforms the view to it,
/// and then `send(.incrementButtonTapped)` in its body sends `.view(.incrementButtonTapped)` to
/// its `store`. TCA 1.7+'s `ViewActionSending`.
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
    associatedtype StoreState
    associatedtype StoreAction: ViewAction
    var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
    @discardableResult
    public func send(_ action: StoreAction.ViewAction) -> StoreTask {
        store.send(.view(action))
    }

    /// The animation does nothing here, as with `Store.send(_:animation:)`.
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
        store.send(.view(action), animation: animation)
    }

    /// The transaction does nothing here.
    @discardableResult
    public func send(_ action: StoreAction.ViewAction, transaction: Transaction) -> StoreTask {
        store.send(.view(action))
    }
}
