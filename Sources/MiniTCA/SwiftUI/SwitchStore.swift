import MiniSwiftUI

/// Shows one view per case of a store's enum state, each with a store of that case.
/// TCA 1.0–1.6's `SwitchStore` with `CaseLet`:
///
/// ```swift
/// SwitchStore(self.store) { state in
///   switch state {
///   case .loggedIn:
///     CaseLet(/AppFeature.State.loggedIn, action: AppFeature.Action.loggedIn) { store in
///       HomeView(store: store)
///     }
///   case .loggedOut:
///     CaseLet(/AppFeature.State.loggedOut, action: AppFeature.Action.loggedOut, then: LoginView.init(store:))
///   }
/// }
/// ```
///
/// The `SwitchStore` re-renders only when the state moves to another case; changes inside the
/// case re-render the views that observe them. `CaseLet` finds the store of the `SwitchStore`
/// around it (through the environment, as in TCA).
public struct SwitchStore<State, Action, Content: View>: View {
    public let store: Store<State, Action>
    public let content: (_ initialState: State) -> Content

    public init(_ store: Store<State, Action>, @ViewBuilder content: @escaping (_ initialState: State) -> Content) {
        self.store = store
        self.content = content
    }

    /// TCA 0.x's form: a list of `CaseLet`s, each showing only while the state is in its case.
    public init(_ store: Store<State, Action>, @ViewBuilder content: @escaping () -> Content) {
        self.init(store) { _ in content() }
    }

    public var body: some View {
        WithViewStore(store, observe: { $0 }, removeDuplicates: { EnumReflection.caseLabel(of: $0) == EnumReflection.caseLabel(of: $1) }) { viewStore in
            content(viewStore.state)
                .environment(\.switchStore, SwitchStoreBox(store))
        }
    }
}

/// The view of one case of a `SwitchStore`'s state, given a store of that case.
/// TCA 1.0–1.6's `CaseLet`.
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View {
    @Environment(\.switchStore) private var switchStore
    let toCaseState: (EnumState) -> CaseState?
    let fromCaseAction: (CaseAction) -> EnumAction
    let content: (_ store: Store<CaseState, CaseAction>) -> Content

    public init(
        _ toCaseState: @escaping (_ state: EnumState) -> CaseState?,
        action fromCaseAction: @escaping (_ caseAction: CaseAction) -> EnumAction,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.toCaseState = toCaseState
        self.fromCaseAction = fromCaseAction
        self.content = content
    }

    /// `CaseLet(/State.loggedIn, action: Action.loggedIn) { … }`.
    public init(
        _ toCaseState: CasePath<EnumState, CaseState>,
        action fromCaseAction: @escaping (_ caseAction: CaseAction) -> EnumAction,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.init(toCaseState.extract(from:), action: fromCaseAction, then: content)
    }

    /// TCA 0.x's spelling: `CaseLet(state: /State.loggedIn, action: Action.loggedIn) { … }`.
    public init(
        state toCaseState: CasePath<EnumState, CaseState>,
        action fromCaseAction: @escaping (_ caseAction: CaseAction) -> EnumAction,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.init(toCaseState.extract(from:), action: fromCaseAction, then: content)
    }

    public var body: some View {
        if let store = switchStore.store as? Store<EnumState, EnumAction> {
            IfLetStore(store.scope(state: toCaseState, action: fromCaseAction), then: content)
        }
    }
}

extension CaseLet where EnumAction == CaseAction {
    /// For a state enum whose cases share the parent's action type.
    public init(
        _ toCaseState: CasePath<EnumState, CaseState>,
        @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
    ) {
        self.init(toCaseState.extract(from:), action: { $0 }, then: content)
    }
}

/// The store of the enclosing `SwitchStore`, as the environment carries it. Compared by identity.
struct SwitchStoreBox: Equatable, CustomStringConvertible {
    let store: AnyObject?

    init(_ store: AnyObject?) {
        self.store = store
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.store === rhs.store
    }

    /// How the render tree names it.
    var description: String { "SwitchStore's store" }
}

private struct SwitchStoreKey: EnvironmentKey {
    static var defaultValue: SwitchStoreBox { SwitchStoreBox(nil) }
}

extension EnvironmentValues {
    var switchStore: SwitchStoreBox {
        get { self[SwitchStoreKey.self] }
        set { self[SwitchStoreKey.self] = newValue }
    }
}
