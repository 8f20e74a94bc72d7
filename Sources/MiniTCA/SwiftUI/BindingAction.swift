import RuntimeSupport

/// "Set this bindable field to this value", as an action. TCA 1.0–1.6's `BindingAction`.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// store.send(.binding(.set(\.$isOn, true)))
///
/// case .binding(\.$isOn):   // matches any write to isOn, whatever the value
/// ```
///
/// It holds the key path, a setter and the value. `==` compares key path and value; `~=` (the
/// `case .binding(\.$isOn)` pattern) compares the key path only. Dumps name the field,
/// `.set(\Feature.State.$isOn, true)`: key paths to wrapper properties print without their names
/// on Linux, so the name is found through the state's `Mirror` (`_isOn` → `isOn`) the first time
/// the action meets a state (in `BindingReducer`, a view store binding, or a test store).
public struct BindingAction<Root>: Equatable {
    public let keyPath: PartialKeyPath<Root>
    let set: (inout Root) -> Void
    let value: Any
    let valueIsEqualTo: (Any) -> Bool
    /// The field's name (`isOn`), once known.
    let nameIn: (Root) -> String?
    /// Set for actions sent by a view store binding, to warn when no `BindingReducer` handled it.
    let debugger: BindingDebugger?
    /// How the field's key path prints: `$` for a `@BindingState` wrapper (`\State.$isOn`),
    /// nothing for a property of `@ObservableState` (`\State.isOn`).
    let fieldPrefix: String

    init(
        keyPath: PartialKeyPath<Root>, set: @escaping (inout Root) -> Void, value: Any,
        valueIsEqualTo: @escaping (Any) -> Bool, nameIn: @escaping (Root) -> String?,
        debugger: BindingDebugger? = nil, fieldPrefix: String = "$"
    ) {
        self.fieldPrefix = fieldPrefix
        self.keyPath = keyPath
        self.set = set
        self.value = value
        self.valueIsEqualTo = valueIsEqualTo
        self.nameIn = nameIn
        self.debugger = debugger
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.keyPath == rhs.keyPath && lhs.valueIsEqualTo(rhs.value)
    }

    /// The action that sets the `@BindingState` field at `keyPath` to `value`.
    public static func set<Value: Equatable>(
        _ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value
    ) -> Self {
        .set(keyPath, value, debugger: nil)
    }

    static func set<Value: Equatable>(
        _ keyPath: WritableKeyPath<Root, BindingState<Value>>, _ value: Value, debugger: BindingDebugger?
    ) -> Self {
        Self(
            keyPath: keyPath,
            set: { $0[keyPath: keyPath].wrappedValue = value },
            value: value,
            valueIsEqualTo: { ($0 as? Value) == value },
            nameIn: { root in BindingFieldNames.name(of: root[keyPath: keyPath], in: root) },
            debugger: debugger
        )
    }

    /// `case .binding(\.$isOn):` — true for any binding action on that field.
    public static func ~= <Value>(keyPath: WritableKeyPath<Root, BindingState<Value>>, bindingAction: Self) -> Bool {
        keyPath == bindingAction.keyPath
    }

    /// Names this action's field from a state value, so later dumps can print it.
    func learnName(from root: Root) {
        if let name = nameIn(root) {
            BindingFieldNames.remember(name, for: keyPath)
        }
    }
}

extension BindingAction: CustomDumpReflectable {
    /// Dumps as `.set(\Feature.State.$isOn, true)`, like TCA.
    public var customDumpMirror: Mirror {
        Mirror(
            self, children: ["set": (KeyPathName(keyPath: keyPath, root: Root.self, prefix: fieldPrefix), value)],
            displayStyle: .enum)
    }
}

/// A key path printed the way Xcode prints it: `\Feature.State.$isOn`.
private struct KeyPathName: CustomDumpStringConvertible {
    let keyPath: AnyKeyPath
    let root: Any.Type
    let prefix: String

    var customDumpDescription: String {
        "\\\(typeName(root)).\(prefix)\(BindingFieldNames.name(for: keyPath) ?? "<unknown>")"
    }
}

/// Field names of binding key paths, learned from state values (see `BindingAction`).
enum BindingFieldNames {
    private static let lock = Lock()
    nonisolated(unsafe) private static var names: [AnyKeyPath: String] = [:]

    static func remember(_ name: String, for keyPath: AnyKeyPath) {
        lock.withLock { names[keyPath] = name }
    }

    static func name(for keyPath: AnyKeyPath) -> String? {
        lock.withLock { names[keyPath] }
    }

    /// The label (`isOn`) of the `@BindingState` in `root` that `state` was read from.
    static func name(of state: any AnyBindingState, in root: Any) -> String? {
        for child in Mirror(reflecting: root).children {
            guard let label = child.label, let candidate = child.value as? any AnyBindingState,
                candidate.declaration == state.declaration
            else { continue }
            return label.hasPrefix("_") ? String(label.dropFirst()) : label
        }
        return nil
    }

    /// Finds the binding actions inside `action` and lets them learn their names from `state`
    /// (or from the first part of `state` of their root type).
    static func learn(from action: Any, state: Any) {
        visit(action, depth: 0) { learner in learner.learnName(fromAny: state) }
    }

    private static func visit(_ value: Any, depth: Int, _ body: (any BindingNameLearning) -> Void) {
        if let learner = value as? any BindingNameLearning {
            body(learner)
            return
        }
        guard depth < 6 else { return }
        for child in Mirror(reflecting: value).children {
            visit(child.value, depth: depth + 1, body)
        }
    }
}

protocol BindingNameLearning {
    func learnName(fromAny state: Any)
}

extension BindingAction: BindingNameLearning {
    func learnName(fromAny state: Any) {
        if let root = Self.find(Root.self, in: state, depth: 0) {
            learnName(from: root)
        }
    }

    private static func find(_ type: Root.Type, in value: Any, depth: Int) -> Root? {
        if let root = value as? Root { return root }
        guard depth < 4 else { return nil }
        for child in Mirror(reflecting: value).children {
            if let root = find(type, in: child.value, depth: depth + 1) { return root }
        }
        return nil
    }
}

/// Whether a binding action sent from a view store reached a `BindingReducer`. TCA keeps the
/// same kind of object inside binding actions and warns from its `deinit`.
final class BindingDebugger: @unchecked Sendable {
    private let lock = Lock()
    private var handled = false
    private let warning: String

    init(warning: String) {
        self.warning = warning
    }

    func markHandled() {
        lock.withLock { handled = true }
    }

    deinit {
        if !lock.withLock({ handled }) {
            RuntimeWarning.report(warning)
        }
    }
}

/// An action that has a case for binding actions. TCA's `BindableAction`.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
/// }
/// ```
public protocol BindableAction {
    associatedtype State
    static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
    /// `.set(\.$isOn, true)` builds `.binding(.set(\.$isOn, true))`.
    public static func set<Value: Equatable>(_ keyPath: WritableKeyPath<State, BindingState<Value>>, _ value: Value) -> Self {
        binding(.set(keyPath, value))
    }
}

extension BindingAction: EvidenceTrusted {}
extension KeyPathName: EvidenceTrusted {}
