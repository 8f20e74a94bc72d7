/// Runs a child feature's reducer on a part of the parent's state, for the actions that belong
/// to it. TCA's `Scope`.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.child, action: /Action.child) { Child() }
///   Reduce { state, action in … }   // sees the state the child left
/// }
/// ```
///
/// The child runs only for parent actions that `action` can extract; for others `Scope` does
/// nothing. With a case path for `state` (enum state, `Scope(state: /State.popup, …)`), the
/// child runs only while the state is in that case; a child action that arrives while the state
/// is in another case is ignored with TCA's runtime warning (a test failure in a `TestStore`).
/// Put `Scope` before the parent's own logic.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    enum StatePath {
        case keyPath(WritableKeyPath<ParentState, Child.State>)
        case casePath(CasePath<ParentState, Child.State>)
    }

    let toChildState: StatePath
    let toChildAction: CasePath<ParentAction, Child.Action>
    let child: Child
    let name: String
    let fileID: StaticString
    let line: UInt

    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .keyPath(toChildState)
        self.toChildAction = toChildAction
        self.child = child()
        self.name = "Scope(\(Self.describe(toChildState)))"
        self.fileID = #fileID
        self.line = #line
    }

    public init<ChildState, ChildAction>(
        state toChildState: CasePath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .casePath(toChildState)
        self.toChildAction = toChildAction
        self.child = child()
        self.name = "Scope(/\(typeName(ParentState.self)))"
        self.fileID = fileID
        self.line = line
    }

    /// TCA 1.7+'s form, with a case key path for the action: `Scope(state: \.child, action: \.child)`.
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(state: toChildState, action: AnyCasePath(toChildAction), child: child)
    }

    /// TCA 1.7+'s form for enum state: `Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }`.
    public init<ChildState, ChildAction>(
        state toChildState: CaseKeyPath<ParentState, ChildState>,
        action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.init(
            state: AnyCasePath(toChildState), action: AnyCasePath(toChildAction), child: child, fileID: fileID,
            line: line)
    }

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(from: action) else { return .none }
        return ReducerTrace.run(traceName(in: state), state: &state, action: action) { state in
            switch toChildState {
            case let .keyPath(keyPath):
                return child.reduce(into: &state[keyPath: keyPath], action: childAction)
                    .map(toChildAction.embed)
            case let .casePath(casePath):
                guard var childState = casePath.extract(from: state) else {
                    RuntimeWarning.report(TargetVersion.warning(
                        """
                        A "Scope" at "\(fileID):\(line)" received a child action when child state was \
                        set to a different case. …

                          Action:
                            \(debugCaseOutput(action))
                          State:
                            \(debugCaseOutput(state))

                        This is generally considered an application logic error, and can happen for a few \
                        reasons:

                        • A parent reducer set "\(typeName(ParentState.self))" to a different case before \
                        the scoped reducer ran. Child reducers must run before any parent reducer sets child \
                        state to a different case. This ensures that child reducers can handle their actions \
                        while their state is still available. Consider using "Reducer.ifCaseLet" to embed \
                        this child reducer in the parent reducer that change its state to ensure the child \
                        reducer runs first.

                        • An in-flight effect emitted this action when child state was unavailable. While it \
                        may be perfectly reasonable to ignore this action, consider canceling the associated \
                        effect before child state changes to another case, especially if it is a \
                        long-living effect.

                        • This action was sent to the store while state was another case. Make sure that \
                        actions for this reducer can only be sent from a view store when state is set to the \
                        appropriate case. In SwiftUI applications, use "SwitchStore".
                        """
                    ))
                    return .none
                }
                defer { state = casePath.embed(childState) }
                return child.reduce(into: &childState, action: childAction).map(toChildAction.embed)
            }
        }
    }

    /// The name the trace gives this `Scope`, read from the state for a key path to an
    /// `@ObservableState` property (see `observedKeyPathName`).
    private func traceName(in state: ParentState) -> String {
        guard case let .keyPath(keyPath) = toChildState else { return name }
        return "Scope(\(observedKeyPathName(keyPath, in: state)))"
    }

    /// `\.child` for the trace. Stored-property key paths print their names (`\Parent.child`).
    static func describe(_ keyPath: AnyKeyPath) -> String {
        let text = "\(keyPath)"
        guard text.hasPrefix("\\"), let dot = text.firstIndex(of: ".") else { return text }
        // `\Feature.State.child` → `\.child`: keep what follows the root type's name.
        let root = typeName(type(of: keyPath).rootType)
        let qualified = "\\" + root + "."
        if text.hasPrefix(qualified) { return "\\." + text.dropFirst(qualified.count) }
        return "\\" + text[dot...]
    }
}
