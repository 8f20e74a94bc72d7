import MiniSwiftUI

/// A store whose state is a `@Reducer enum`'s, seen as the enum of its cases (`store.case`).
/// TCA 1.25's `_StoreWithCaseScope`, behind the enum scope
/// `$store.scope(state: \.$destination, action: \.destination).sheet`.
public protocol _StoreWithCaseScope {
    associatedtype _CaseScope: CasePathable
    @MainActor var _caseScope: _CaseScope { get }
}

extension Store: _StoreWithCaseScope
where State: CaseReducerState & ObservableState, State.StateReducer.Action == Action,
      State.StateReducer.CaseScope: CasePathable {
    @MainActor public var _caseScope: State.StateReducer.CaseScope { self.case }
}

/// An optional such store, the value of `$store.scope(state: \.$destination, action: \.destination)`.
/// TCA 1.25's `_OptionalStoreWithCaseScope`.
public protocol _OptionalStoreWithCaseScope: ExpressibleByNilLiteral {
    associatedtype _CaseScope: CasePathable
    @MainActor var _optionalCaseScope: _CaseScope? { get }
}

extension Optional: _OptionalStoreWithCaseScope where Wrapped: _StoreWithCaseScope {
    @MainActor public var _optionalCaseScope: Wrapped._CaseScope? { self?._caseScope }
}

extension Binding where Value: _OptionalStoreWithCaseScope {
    /// One case of a presented destination: `$store.scope(state: \.$destination, action:
    /// \.destination).sheet` is a `Binding<StoreOf<Sheet>?>` (a `Binding<Value?>` for a case the
    /// enum keeps without a reducer), non-`nil` only while the destination is that case, for
    /// `.sheet(item:)`, `.popover(item:)` and `.navigationDestination(item:)`. Setting it to `nil`
    /// dismisses the destination. TCA 1.25's enum scope; simplified: a binding made of closures,
    /// so a transaction (animation) on it is not carried over.
    @MainActor
    public subscript<Case>(
        dynamicMember keyPath: KeyPath<Value._CaseScope.AllCasePaths, AnyCasePath<Value._CaseScope, Case>>
    ) -> Binding<Case?> {
        let casePath = Value._CaseScope.allCasePaths[keyPath: keyPath]
        return Binding<Case?>(
            get: { wrappedValue._optionalCaseScope.flatMap { casePath.extract(from: $0) } },
            set: { newValue in if newValue == nil { wrappedValue = nil } }
        )
    }
}
